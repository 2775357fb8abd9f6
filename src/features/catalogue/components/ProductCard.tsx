import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useLocale } from '@shared/i18n/locale-context';
import { WrittenIn } from '@shared/i18n/WrittenIn';
import { ProductPrice } from '@shared/ui/ProductPrice';
import { Rating } from '@shared/ui/Rating';
import type { ProductCardData } from '../model/types';
import { CardMedia } from './CardMedia';
import { CardLink } from './CardLink';
import { CardPurchaseSlot } from './CardPurchaseSlot';
import type { CardShown } from '../card-purchase';
import { StockStatus } from '@shared/ui/StockStatus';
import { productPath } from '@domain/page-paths';

interface Props {
  product: ProductCardData;
  /** True for cards in the first row of a page: their images load at once. */
  priority?: boolean;
}

/**
 * A product in a grid: name (a link to the product page, stretched over the card), price, rating,
 * stock state and a colour preview; the quick-view button on the picture. The name comes first in reading order and the picture is moved
 * above it visually, so screen readers hear what the product is before what it looks like.
 */
export function ProductCard({ product, priority = false }: Props) {
  const locale = useLocale();
  const [shown, setShown] = useState<CardShown | null>(null);
  // Only the name is in the product's text language: the price and the buttons stay in the page's.
  return (
    <Box sx={{ position: 'relative', display: 'flex', flexDirection: 'column', gap: 0.75, blockSize: '100%' }}>
      <Typography component="h3" variant="h4">
        <CardLink to={productPath(locale, product.slug)}>
          <WrittenIn locale={product.textLocale}>{product.name}</WrittenIn>
        </CardLink>
      </Typography>
      <Box sx={{ order: -1, position: 'relative', marginBlockEnd: 0.5 }}>
        <CardMedia
          product={product}
          image={shown?.image ?? product.image}
          priority={priority}
          variationId={shown?.variationId}
        />
      </Box>
      <ProductPrice price={shown?.price ?? product.price} />
      {product.rating.count > 0 && <Rating average={product.rating.average} count={product.rating.count} />}
      <StockStatus status={product.stockStatus} />
      <CardPurchaseSlot product={product} onShownChange={setShown} />
    </Box>
  );
}
