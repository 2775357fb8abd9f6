import { Box } from '@mui/material';
import type { BlockOfType } from '../model/types';
import { PictureLink } from './PictureLink';
import { usePictureViewer } from './usePictureViewer';

// The content column's width, at most 720 px.
const IMAGE_SIZES = '(min-width: 768px) min(720px, calc(100vw - 48px)), calc(100vw - 32px)';

/** One picture at its own proportions, its title as a caption; as a link, it opens the lightbox. */
export function ImageBlock({ block, priority }: { block: BlockOfType<'image'>; priority?: boolean }) {
  const viewer = usePictureViewer([block.picture]);
  return (
    <Box component="figure" sx={{ margin: 0, marginBlockEnd: 3, maxInlineSize: 720 }}>
      <PictureLink
        picture={block.picture}
        onOpen={block.lightbox ? viewer.open : undefined}
        onPrepare={viewer.prepare}
        priority={priority}
        sizes={IMAGE_SIZES}
      />
      {block.picture.title && (
        <Box component="figcaption" sx={{ typography: 'body2', color: 'text.secondary', marginBlockStart: 1 }}>
          {block.picture.title}
        </Box>
      )}
      {viewer.viewer}
    </Box>
  );
}
