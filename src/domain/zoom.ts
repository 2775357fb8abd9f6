/**
 * Zoom and pan of a lightbox image (zoom ratio maximum 3, minimum 1). Pan is an offset of the image's centre in CSS px
 * at the current zoom; it is physical (an image has no reading direction), so it is not mirrored in right-to-left
 * locales.
 */
import { CAROUSEL_DEFAULTS } from './carousel';

export const ZOOM = { min: CAROUSEL_DEFAULTS.zoomMin, max: CAROUSEL_DEFAULTS.zoomMax, step: 0.5 } as const;
/** One arrow key press moves a zoomed image by this many px. */
export const PAN_STEP = 48;

export interface Offset {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}

export const NO_PAN: Offset = { x: 0, y: 0 };

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return ZOOM.min;
  return Math.min(Math.max(zoom, ZOOM.min), ZOOM.max);
}

export const zoomIn = (zoom: number) => clampZoom(zoom + ZOOM.step);
export const zoomOut = (zoom: number) => clampZoom(zoom - ZOOM.step);
export const isZoomed = (zoom: number) => zoom > ZOOM.min;

/** An image scaled around its centre can move until its edge meets the viewport's edge, and no further. */
export function clampPan(pan: Offset, zoom: number, size: Size): Offset {
  const limitX = ((clampZoom(zoom) - 1) * size.width) / 2;
  const limitY = ((clampZoom(zoom) - 1) * size.height) / 2;
  const clamp = (value: number, limit: number) => (limit === 0 ? 0 : Math.min(Math.max(value, -limit), limit));
  return { x: clamp(pan.x, limitX), y: clamp(pan.y, limitY) };
}

/**
 * The pan after an arrow key, or null for other keys. ArrowRight shows more of the image's right side, so the
 * image moves left, as a scrolled page does.
 */
export function panByKey(key: string, pan: Offset, zoom: number, size: Size, step = PAN_STEP): Offset | null {
  const moves: Record<string, Offset> = {
    ArrowLeft: { x: step, y: 0 },
    ArrowRight: { x: -step, y: 0 },
    ArrowUp: { x: 0, y: step },
    ArrowDown: { x: 0, y: -step },
  };
  const move = moves[key];
  return move ? clampPan({ x: pan.x + move.x, y: pan.y + move.y }, zoom, size) : null;
}

/** Zooming out keeps the image inside its limits; back at 1 the image is centred again. */
export function panAfterZoom(pan: Offset, zoom: number, size: Size): Offset {
  return isZoomed(zoom) ? clampPan(pan, zoom, size) : NO_PAN;
}
