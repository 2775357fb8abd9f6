import { Box } from '@mui/material';
import { isLightboxLink, type Picture } from '@domain/content/blocks';
import { useIntl } from 'react-intl';
import { LazyImage } from '@shared/ui/LazyImage';
import { lightboxMessages } from '@shared/ui/lightbox-messages';

interface Props {
  picture: Picture;
  /** Opens the viewer on this picture; without it the picture is not a link. */
  onOpen?: (picture: Picture) => void;
  onPrepare?: () => void;
  /** Draw it square (galleries, carousels), cropping to fill. */
  square?: boolean;
  /** The first screen's picture: fetched at once. */
  priority?: boolean;
  /** How wide it is drawn (pictureSizes); the full content column's otherwise. */
  sizes?: string;
}

/**
 * A content picture at its own proportions (width and height reserve its space, so nothing moves when it arrives),
 * loaded lazily. As a link to its large file it opens the lightbox (a plain link to the file without script);
 * the link is named by the picture and says it enlarges it.
 */
export function PictureLink({ picture, onOpen, onPrepare, square = false, priority = false, sizes }: Props) {
  const intl = useIntl();
  const image = picture.image;
  if (!image) return null;
  const img = (
    <LazyImage
      src={image.src}
      srcSet={image.srcset}
      sizes={sizes ?? image.sizes}
      width={image.width}
      height={image.height}
      alt={onOpen ? '' : picture.alt}
      priority={priority}
      sx={{ inlineSize: '100%', ...(square && { aspectRatio: '1', objectFit: 'cover' }), borderRadius: 1 }}
    />
  );
  if (!onOpen || !isLightboxLink(image.full.src)) return img;
  return (
    <Box
      component="a"
      href={image.full.src}
      aria-label={intl.formatMessage(lightboxMessages.enlarge, { alt: picture.alt })}
      onClick={(event: React.MouseEvent) => {
        if (event.ctrlKey || event.metaKey || event.shiftKey) return;
        event.preventDefault();
        onOpen(picture);
      }}
      onPointerEnter={onPrepare}
      onFocus={onPrepare}
      sx={{ display: 'block', borderRadius: 1, cursor: 'zoom-in' }}
    >
      {img}
    </Box>
  );
}
