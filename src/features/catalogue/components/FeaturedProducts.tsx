import { Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { useSettings } from '@shared/api/settings-api';
import type { ProductCardData } from '../model/types';
import { productColumns } from '../model/home';
import { CardGrid } from './CardGrid';
import { ProductCard } from './ProductCard';
import { catalogueMessages } from '../messages';

/**
 * The home page's featured row: two columns on phones, the listing's column count (4 by
 * default) from md up. The first row's images are fetched at once.
 */
export function FeaturedProducts({ products }: { products: ProductCardData[] }) {
  const intl = useIntl();
  const { listing } = useSettings();
  if (products.length === 0) {
    return <Typography color="text.secondary">{intl.formatMessage(catalogueMessages.featuredEmpty)}</Typography>;
  }
  return (
    <CardGrid columns={productColumns(listing.columns)}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < listing.columns} />
        </li>
      ))}
    </CardGrid>
  );
}
