/** How stored renditions become the API's pictures: `src`, `srcset` and `sizes` for each place a picture is shown. */
import { gridSlotSizes, type GridSlotLayout } from '@domain/media';
import type { GalleryImage } from '@domain/variations/index';
import type { RenditionRow } from './repository';
import type { Image } from './schemas';

export const MEDIA_PREFIX = '/media/';
/** The rendition used as `src` (what a browser without srcset shows, and the intrinsic size the page reserves). */
const PREFERRED_SRC_WIDTH = 600;

/**
 * The shop's default page layout, for the `sizes` the server sends (the client, which knows the listing's sidebar,
 * the shopper's layout and the settings' columns, passes its own; tests/unit/server/media-images.test.ts checks these
 * agree with what it computes from the theme): the content column's gutters (16 px, 24 px from 768 px) and its
 * maximum width (1280 px with them).
 */
const PAGE_MAX = 1280;
const page = (from: number, columns: number, gap: number): GridSlotLayout => ({
  from,
  columns,
  gap,
  gutter: from >= 768 ? 24 : 16,
});

/**
 * `sizes` for a product card (and a category tile, whose grid the client sizes itself): two columns on phones, four
 * from 768 px (the settings' default), 16 / 24 px apart.
 */
export const CARD_SIZES = gridSlotSizes([page(0, 2, 16), page(768, 4, 24)], PAGE_MAX);

/** `sizes` for the product page's main picture: the page's width on phones, half of it (less the 32 px gap) from 768 px. */
export const GALLERY_SIZES = gridSlotSizes([page(0, 1, 32), page(768, 2, 32)], PAGE_MAX);

/** A picture with every rendition in its srcset (narrowest first), the browser picking the one its slot needs. */
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
