import { useState, type PointerEvent } from 'react';
import { Box, ButtonBase, useMediaQuery } from '@mui/material';
import { useTheme, type Theme } from '@mui/material/styles';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import { useIntl } from 'react-intl';
import { LazyImage, type LazyImageProps } from '../LazyImage';
import { lightboxMessages } from '../lightbox-messages';

export interface ZoomableImageProps extends Omit<LazyImageProps, 'sx'> {
  /** Magnify under the mouse (the store's gallery 'zoom' setting). */
  zoom?: boolean;
  /** Opens the image viewer: the image becomes a button named 'Enlarge image: …'. */
  onOpen?: () => void;
  /** Magnification under the mouse. */
  scale?: number;
}

/**
 * The main gallery image: under a mouse it magnifies where the pointer is (a mouse-only extra, the same detail
 * is in the viewer); as a button it opens the viewer, where keyboard and touch users zoom and pan. The
 * magnification eases in unless the shopper prefers reduced motion. Keen-slider's drags are not clicks, so a
 * swipe on the gallery never opens the viewer.
 */
export function ZoomableImage({ zoom = true, onOpen, scale = 2, ...image }: ZoomableImageProps) {
  const intl = useIntl();
  const theme = useTheme();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const [origin, setOrigin] = useState<{ x: number; y: number } | null>(null);
  const follow = (event: PointerEvent<HTMLElement>) => {
    if (!zoom || event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    setOrigin({ x: ((event.clientX - box.left) / box.width) * 100, y: ((event.clientY - box.top) / box.height) * 100 });
  };
  const picture = (
    <Box
      // Inline, so the right-to-left style flipping never mirrors where the pointer is.
      style={{
        transform: origin ? `scale(${scale})` : 'none',
        transformOrigin: origin ? `${origin.x}% ${origin.y}%` : 'center',
        transition: reduceMotion
          ? 'none'
          : theme.transitions.create('transform', { duration: theme.transitions.duration.shorter }),
      }}
    >
      <LazyImage {...image} sx={{ inlineSize: '100%' }} />
    </Box>
  );
  const handlers = { onPointerMove: follow, onPointerLeave: () => setOrigin(null) };
  if (!onOpen) {
    return (
      <Box {...handlers} sx={{ overflow: 'hidden', cursor: zoom ? 'zoom-in' : undefined }}>
        {picture}
      </Box>
    );
  }
  return (
    <ButtonBase
      {...handlers}
      onClick={onOpen}
      aria-label={intl.formatMessage(lightboxMessages.enlarge, { alt: image.alt })}
      sx={(t: Theme) => ({
        display: 'block',
        position: 'relative',
        inlineSize: '100%',
        overflow: 'hidden',
        cursor: zoom ? 'zoom-in' : 'pointer',
        '&.Mui-focusVisible, &:focus-visible': { outlineOffset: -t.shop.layout.focusRingWidth },
        '&:hover .zoom-badge, &.Mui-focusVisible .zoom-badge': { opacity: 1 },
      })}
    >
      {picture}
      <Box
        className="zoom-badge"
        aria-hidden="true"
        sx={(t: Theme) => ({
          position: 'absolute',
          insetBlockEnd: t.spacing(1),
          insetInlineEnd: t.spacing(1),
          display: 'flex',
          padding: 0.5,
          borderRadius: `${t.shop.radii.pill}px`,
          bgcolor: 'background.paper',
          color: 'text.primary',
          boxShadow: t.shop.elevation.raised,
          opacity: 0.85,
        })}
      >
        <ZoomInIcon fontSize="small" />
      </Box>
    </ButtonBase>
  );
}
