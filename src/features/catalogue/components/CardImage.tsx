import { use } from 'react';
import { Box } from '@mui/material';
import { LazyImage } from '@shared/ui/LazyImage';
import type { ResponsiveImage } from '@domain/media';
import { CardSizesContext } from './CardGrid';

interface Props {
  image: ResponsiveImage | null;
  /** CSS aspect ratio of the frame, so every card of a row lines up whatever the file. */
  ratio: string;
  /** Override of the server's alt: '' when the text beside the image already says it all. */
  alt?: string;
  /**
   * How wide the picture is drawn (`sizes`), where the card is not a cell of its grid (a list row's picture). By
   * default the width of a cell of the grid the card is in, else the server's.
   */
  sizes?: string;
  priority?: boolean;
}

/** A card's picture in a fixed frame; a sand placeholder keeps the layout when there is none. */
export function CardImage({ image, ratio, alt, sizes, priority = false }: Props) {
  const cellSizes = use(CardSizesContext);
  return (
    <Box
      sx={(theme) => ({
        aspectRatio: ratio,
        overflow: 'hidden',
        borderRadius: `${theme.shop.radii.md}px`,
        backgroundColor: theme.shop.palette.sand,
      })}
    >
      {image && (
        <LazyImage
          src={image.src}
          srcSet={image.srcset}
          sizes={sizes ?? cellSizes ?? image.sizes}
          width={image.width}
          height={image.height}
          alt={alt ?? image.alt}
          priority={priority}
          sx={{ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' }}
        />
      )}
    </Box>
  );
}
