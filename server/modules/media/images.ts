/** How stored renditions become the API's pictures: `src`, `srcset` and `sizes` for each place a picture is shown. */
import type { GalleryImage } from '@domain/variations/index';
import type { RenditionRow } from './repository';
import type { Image } from './schemas';

export const MEDIA_PREFIX = '/media/';
/** The rendition used as `src` (cards show ~300 css px, so 600 device px covers 2× screens). */
const PREFERRED_SRC_WIDTH = 600;

/** `sizes` for a grid card: four columns on desktop, three on tablets, two on phones. */
export const CARD_SIZES = '(min-width: 1200px) 25vw, (min-width: 768px) 33vw, 50vw';

export function toImage(renditions: RenditionRow[] | undefined, alt: string, sizes: string): Image | null {
  if (!renditions || renditions.length === 0) return null;
  const src = renditions.find((r) => r.width >= PREFERRED_SRC_WIDTH) ?? renditions[renditions.length - 1]!;
  return {
    src: MEDIA_PREFIX + src.filename,
    srcset: renditions.map((r) => `${MEDIA_PREFIX}${r.filename} ${r.width}w`).join(', '),
    sizes,
    width: src.width,
    height: src.height,
    alt,
  };
}

/** `sizes` for the product page's main picture: half the page from 992 px (gallery beside the summary), else all of it. */
export const GALLERY_SIZES = '(min-width: 992px) 50vw, 100vw';

/** A gallery picture: the card's fields, plus the largest rendition (zoom, full screen) and the smallest (thumbnails). */
export function toGalleryImage(
  assetId: number,
  renditions: RenditionRow[] | undefined,
  alt: string,
  sizes = GALLERY_SIZES,
): GalleryImage | null {
  const image = toImage(renditions, alt, sizes);
  if (!image || !renditions) return null;
  const source = (r: RenditionRow) => ({ src: MEDIA_PREFIX + r.filename, width: r.width, height: r.height });
  return { id: assetId, ...image, full: source(renditions[renditions.length - 1]!), thumbnail: source(renditions[0]!) };
}
