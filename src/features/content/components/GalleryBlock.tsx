import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { pictureSizes } from '@domain/content/blocks';
import type { BlockOfType } from '../model/types';
import { contentMessages } from '../messages';
import { PictureLink } from './PictureLink';
import { usePictureViewer } from './usePictureViewer';

// Two to a row on phones, four from 600 px, 16 px apart.
const GALLERY_SIZES = pictureSizes([
  { minWidth: 0, perView: 2, gap: 16 },
  { minWidth: 600, perView: 4, gap: 16 },
]);

/** A grid of pictures (two columns on phones, four from tablets), each opening the lightbox on itself. */
export function GalleryBlock({ block }: { block: BlockOfType<'gallery'> }) {
  const intl = useIntl();
  const titleId = useId();
  const viewer = usePictureViewer(block.pictures);
  return (
    <Box component="section" aria-labelledby={block.title ? titleId : undefined} sx={{ marginBlockEnd: 3 }}>
      {block.title && (
        <Typography id={titleId} component="h2" variant="h3" sx={{ marginBlockEnd: 2 }}>
          {block.title}
        </Typography>
      )}
      <Box
        component="ul"
        aria-label={block.title ? undefined : intl.formatMessage(contentMessages.gallery)}
        sx={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {block.pictures
          .filter((p) => p.image !== null)
          .map((picture, i) => (
            <li key={i}>
              <PictureLink
                picture={picture}
                onOpen={viewer.open}
                onPrepare={viewer.prepare}
                sizes={GALLERY_SIZES}
                square
              />
            </li>
          ))}
      </Box>
      {viewer.viewer}
    </Box>
  );
}
