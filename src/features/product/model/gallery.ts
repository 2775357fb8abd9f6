import {
  chosenTermImageId,
  gallerySlides,
  type GalleryImage,
  type Selection,
  type Variation,
} from '@domain/variations';
import type { ProductDetail } from '@entities/product/model/types';

/**
 * The gallery for a choice: a matched variation's picture or slides (gallerySlides); before a match, the picture of
 * a chosen colour (selecting a swatch swaps the image, unselecting restores it); else the product's own.
 */
export function shownGallery(
  product: Pick<ProductDetail, 'gallery' | 'variationImages' | 'variationAttributes'>,
  selection: Selection,
  variation: Variation | null,
): { slides: GalleryImage[]; active: number } {
  if (variation) return gallerySlides(product.gallery, variation, product.variationImages);
  const termImage = chosenTermImageId(product.variationAttributes, selection);
  const index = termImage === null ? -1 : product.gallery.findIndex((g) => g.id === termImage);
  return { slides: [...product.gallery], active: Math.max(0, index) };
}
