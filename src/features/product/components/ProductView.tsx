import { useCallback, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  parseVariationQuery,
  selectionPrice,
  variationShareUrl,
  writeVariationQuery,
  type Selection,
} from '@domain/variations';
import { PageContainer } from '@shared/ui/PageContainer';
import { ProductPrice } from '@shared/ui/ProductPrice';
import { shownGallery } from '../model/gallery';
import type { ProductDetail } from '../model/types';
import { ProductBreadcrumbs } from './ProductBreadcrumbs';
import { ProductDescription } from './ProductDescription';
import { ProductForm, type ProductChoice } from './ProductForm';
import { ProductGallery } from './ProductGallery';
import { ProductShareField } from './ProductShareField';
import { useShareOrigin } from './share-origin';

/**
 * The single product page's content: breadcrumb, gallery, name, price, summary, the variations form, the
 * share field, then the description and details. The choice lives in the address: it starts from the attribute_*
 * parameters, and every change rewrites them, replacing the history entry.
 */
export function ProductView({ product }: { product: ProductDetail }) {
  const location = useLocation();
  const navigate = useNavigate();
  const attributes = product.variationAttributes;
  const [initialSelection] = useState(
    () => parseVariationQuery(new URLSearchParams(location.search), attributes).selection,
  );
  const [choice, setChoice] = useState<ProductChoice>({ selection: initialSelection, variation: null });

  const { pathname, search, hash } = location;
  const onChoiceChange = useCallback(
    (next: ProductChoice) => {
      setChoice(next);
      const query = writeVariationQuery(search, attributes, next.selection);
      if (query !== search) void navigate({ pathname, search: query, hash }, { replace: true });
    },
    [attributes, navigate, pathname, search, hash],
  );

  const gallery = shownGallery(product, choice.selection, choice.variation);
  const price = selectionPrice(product.variations, choice.selection as Selection) ?? product.price;
  const origin = useShareOrigin();
  const shareUrl = variationShareUrl(`${origin}${pathname}`, attributes, choice.selection);

  return (
    <PageContainer paddingBlock={{ xs: 2, md: 4 }} sx={{ display: 'grid', gap: 4 }}>
      <ProductBreadcrumbs categories={product.breadcrumb} productName={product.name} />
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <ProductGallery
          images={gallery.slides}
          active={gallery.active}
          productName={product.name}
          shareUrl={shareUrl}
        />
        <Box sx={{ display: 'grid', gap: 2, minInlineSize: 0 }}>
          <Typography component="h1" variant="h1">
            {product.name}
          </Typography>
          <Box sx={{ typography: 'h3' }}>
            <ProductPrice price={price} />
          </Box>
          {product.shortDescription.map((paragraph, i) => (
            <Typography key={i}>{paragraph}</Typography>
          ))}
          <ProductForm product={product} initialSelection={initialSelection} onChoiceChange={onChoiceChange} />
          <ProductShareField url={shareUrl} />
        </Box>
      </Box>
      <ProductDescription description={product.description} attributes={product.attributes} />
    </PageContainer>
  );
}
