import { ProductCarousel } from '@features/catalogue/components/ProductCarousel';
import type { ProductCardData } from '@features/catalogue/model/types';
import type { BlockOfType } from '@features/content/model/types';

/** A content page's product carousel, drawn by the catalogue's carousel (the content feature knows no cards). */
export function renderProductCarousel({
  type: _type,
  title,
  products: _slugs,
  cards,
  ...options
}: BlockOfType<'product-carousel'>) {
  return <ProductCarousel title={title} products={cards as ProductCardData[]} options={options} />;
}
