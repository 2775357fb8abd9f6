import { ProductCarousel } from '@features/catalogue/components/ProductCarousel';
import type { ProductCardData } from '@features/catalogue/model/types';
import type { BlockOfType } from '@features/content/model/types';
import { blockItems } from '@domain/content/blocks';

/** A content page's product carousel, drawn by the catalogue's carousel (the content feature knows no cards). */
export function renderProductCarousel(block: BlockOfType<'product-carousel'>) {
  return (
    <ProductCarousel
      title={block.title}
      products={block.cards as ProductCardData[]}
      items={blockItems(block.items)}
      autoplay={block.autoplay}
    />
  );
}
