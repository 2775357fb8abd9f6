import { deferred } from './Deferred';

/**
 * The image viewer, its code downloaded when it first opens (or on hover or focus of what opens it, ahead of the
 * press): nobody needs it before pressing a picture. One declaration, so every opener shares one download.
 */
export const DeferredLightbox = deferred(() => import('./lightbox').then((module) => module.Lightbox));
