import { Box } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { CarouselThumbnails } from '../carousel/CarouselThumbnails';
import type { LightboxImage } from './types';

interface Props {
  images: LightboxImage[];
  current: number;
  onSelect: (index: number) => void;
  /** Id of the viewer's image area, which a thumbnail changes. */
  controls: string;
}

/** The viewer's thumbnail strip (the gallery's 'thumbnail' setting): the shown image marked, one press away each. */
export function LightboxThumbnails({ images, current, onSelect, controls }: Props) {
  return (
    <Box
      sx={(theme: Theme) => ({
        paddingInline: theme.spacing(2),
        paddingBlockEnd: theme.spacing(1),
        maxInlineSize: theme.spacing(90),
        inlineSize: '100%',
        marginInline: 'auto',
        // The strip's arrows sit on the dark viewer: drawn light, like its other tools.
        color: theme.shop.palette.paper,
      })}
    >
      <CarouselThumbnails
        images={images.map((image) => image.thumbnail ?? { src: image.src, width: image.width, height: image.height })}
        current={current}
        onSelect={onSelect}
        controls={controls}
        config={{ items: { desktop: 8, tablet: 6, mobile: 5 }, gutter: { desktop: 8 } }}
      />
    </Box>
  );
}
