/** The image viewer and the gallery's zoomable image. */
export { Lightbox, type LightboxProps } from './Lightbox';
export { ZoomableImage, type ZoomableImageProps } from './ZoomableImage';
export type { LightboxImage, LightboxTools } from './types';
