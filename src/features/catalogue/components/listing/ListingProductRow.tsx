import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useLocale } from '@shared/i18n/locale-context';
import { WrittenIn } from '@shared/i18n/WrittenIn';
import { ProductPrice } from '@shared/ui/ProductPrice';
import { Rating } from '@shared/ui/Rating';
import type { ProductCardData } from '@features/catalogue/model/types';
import { CardMedia } from '../CardMedia';
import { CardLink } from '../CardLink';
import { CardPurchaseSlot } from '../CardPurchaseSlot';
import type { CardShown } from '../../card-purchase';
import { StockStatus } from '@shared/ui/StockStatus';
import { productPath } from '@domain/page-paths';

/** Width of the row's picture column (theme spacing units): 112 px on phones, 240 px from 'sm'. */
const PICTURE_WIDTH = { xs: 14, sm: 30 } as const;

interface Props {
  product: ProductCardData;
  priority?: boolean;
}

/**
 * A product in the list layout ('grid-one'): the picture at the start, then the name (the card's one link,
 * stretched over it), price, rating, stock, colours and the short description. Built from the grid card's parts,
 * in the same reading order: name first, picture moved before it visually.
 */
export function ListingProductRow({ product, priority = false }: Props) {
  const locale = useLocale();
  const theme = useTheme();
  const [shown, setShown] = useState<CardShown | null>(null);
  // The name and the short description only: the price and the buttons stay in the page's language.
  const [narrow, wide] = [theme.spacing(PICTURE_WIDTH.xs), theme.spacing(PICTURE_WIDTH.sm)];
  // The picture's column is fixed: it fetches the rendition for that width, not for the row's.
  const sizes = `(min-width: ${theme.breakpoints.values.sm}px) ${wide}, ${narrow}`;
  return (
    <Box
      sx={{
        position: 'relative',
        display: 'grid',
        gridTemplateColumns: { xs: `${narrow} minmax(0, 1fr)`, sm: `${wide} minmax(0, 1fr)` },
        columnGap: { xs: 2, md: 3 },
        alignItems: 'start',
        paddingBlockEnd: { xs: 2, md: 3 },
        borderBlockEnd: `1px solid ${theme.palette.divider}`,
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, gridColumn: 2, gridRow: 1, minInlineSize: 0 }}>
        <Typography component="h3" variant="h4">
          <CardLink to={productPath(locale, product.slug)}>
            <WrittenIn locale={product.textLocale}>{product.name}</WrittenIn>
          </CardLink>
        </Typography>
        <ProductPrice price={shown?.price ?? product.price} />
        {product.rating.count > 0 && <Rating average={product.rating.average} count={product.rating.count} />}
        <StockStatus status={product.stockStatus} />
        <CardPurchaseSlot product={product} onShownChange={setShown} />
        {product.shortDescription && (
          <Typography variant="body2" color="text.secondary">
            <WrittenIn locale={product.textLocale}>{product.shortDescription}</WrittenIn>
          </Typography>
        )}
      </Box>
      <Box sx={{ gridColumn: 1, gridRow: 1, position: 'relative' }}>
        <CardMedia product={product} image={shown?.image ?? product.image} priority={priority} sizes={sizes} />
      </Box>
    </Box>
  );
}
