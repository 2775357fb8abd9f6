import { useRef, useState, type RefObject } from 'react';
import { Box } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { clampPan, isZoomed, type Offset } from '@domain/zoom';
import type { LightboxImage } from './types';

export interface LightboxStageProps {
  image: LightboxImage;
  zoom: number;
  pan: Offset;
  onPan: (pan: Offset) => void;
  /** A horizontal swipe on an image that is not zoomed: +1 next, -1 previous (mirrored in Arabic). */
  onSwipe: (step: 1 | -1) => void;
  onDoubleClick: () => void;
  imageRef: RefObject<HTMLImageElement | null>;
  rtl: boolean;
  reduceMotion: boolean;
  /** Id of the 'drag or use the arrow keys' hint, while zoomed. */
  hintId?: string;
}

const SWIPE_PX = 48;

/**
 * The image, scaled around its centre and moved by the pan offset. A zoomed image is dragged with the pointer;
 * an image at 1× is swiped to the next or previous one. The transform is an inline style, outside the RTL
 * style flipping: panning is physical.
 */
export function LightboxStage({
  image,
  zoom,
  pan,
  onPan,
  onSwipe,
  onDoubleClick,
  imageRef,
  rtl,
  reduceMotion,
  hintId,
}: LightboxStageProps) {
  const drag = useRef<{ x: number; y: number; pan: Offset; id: number } | null>(null);
  // While the pointer drags, the image follows it without easing.
  const [dragging, setDragging] = useState(false);
  const theme = useTheme();
  const zoomed = isZoomed(zoom);
  const size = () => ({ width: imageRef.current?.offsetWidth ?? 0, height: imageRef.current?.offsetHeight ?? 0 });

  return (
    <Box
      onPointerDown={(event) => {
        drag.current = { x: event.clientX, y: event.clientY, pan, id: event.pointerId };
        if (!zoomed) return;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        setDragging(true);
      }}
      onPointerMove={(event) => {
        const start = drag.current;
        if (!start || !zoomed || start.id !== event.pointerId) return;
        onPan(
          clampPan(
            { x: start.pan.x + event.clientX - start.x, y: start.pan.y + event.clientY - start.y },
            zoom,
            size(),
          ),
        );
      }}
      onPointerUp={(event) => {
        const start = drag.current;
        drag.current = null;
        setDragging(false);
        if (!start || zoomed) return;
        const dx = event.clientX - start.x;
        if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - start.y)) {
          // A swipe to the left brings the next image in left-to-right locales, the previous one in Arabic.
          onSwipe(dx < 0 !== rtl ? 1 : -1);
        }
      }}
      onPointerCancel={() => {
        drag.current = null;
        setDragging(false);
      }}
      onDoubleClick={onDoubleClick}
      aria-describedby={zoomed ? hintId : undefined}
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minBlockSize: 0,
        overflow: 'hidden',
        touchAction: zoomed ? 'none' : 'pan-y',
        cursor: zoomed ? 'grab' : 'zoom-in',
        userSelect: 'none',
      }}
    >
      <Box
        component="img"
        ref={imageRef}
        src={image.src}
        srcSet={image.srcSet || undefined}
        sizes={image.srcSet ? '100vw' : undefined}
        width={image.width}
        height={image.height}
        alt={image.alt}
        draggable={false}
        decoding="async"
        style={{
          transform: `translate(${pan.x}px, ${pan.y}px) scale(${zoom})`,
          transition:
            reduceMotion || dragging
              ? 'none'
              : theme.transitions.create('transform', { duration: theme.transitions.duration.shorter }),
        }}
        sx={{
          display: 'block',
          maxInlineSize: '100%',
          maxBlockSize: '100%',
          inlineSize: 'auto',
          blockSize: 'auto',
          objectFit: 'contain',
        }}
      />
    </Box>
  );
}
