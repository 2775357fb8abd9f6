import { Box } from '@mui/material';
import type { ListingLayout } from '@features/catalogue/model/listing-layout';
import type { ProductCardData } from '@features/catalogue/model/types';
import { ProductCard } from '../ProductCard';
import { ListingProductRow } from './ListingProductRow';

interface Props {
  items: ProductCardData[];
  layout: ListingLayout;
  /** The page these items are: its first item is marked, so focus can be taken to it after load more. */
  page: number;
  /** Images of the first row load at once. */
  priorityCount?: number;
}

/** One page's products as list items of the results' grid, as cards or as rows. */
export function ListingItems({ items, layout, page, priorityCount = 0 }: Props) {
  return items.map((product, index) => (
    <Box component="li" key={product.id} data-first-of-page={index === 0 ? page : undefined}>
      {layout === 'grid-one' ? (
        <ListingProductRow product={product} priority={index < priorityCount} />
      ) : (
        <ProductCard product={product} priority={index < priorityCount} />
      )}
    </Box>
  ));
}
