import { Box } from '@mui/material';
import type { VariationDetails as Details } from '@domain/variations';
import { ProductPrice } from '@shared/ui/ProductPrice';
import { StockStatus } from '@shared/ui/StockStatus';

/**
 * The product page's variation details area: the matched variation's price (the sale with its screen-reader text),
 * availability and description. Shown only while a variation is matched; the page's own price stays above it.
 */
export function VariationDetails({ details }: { details: Details }) {
  return (
    <Box className="woocommerce-variation" sx={{ display: 'grid', gap: 0.5 }}>
      {details.description !== '' && (
        <Box component="p" sx={{ margin: 0, typography: 'body2' }}>
          {details.description}
        </Box>
      )}
      <Box sx={{ typography: 'h4' }}>
        <ProductPrice price={details.price} />
      </Box>
      <StockStatus status={details.stockStatus} quantity={details.stockQuantity} />
    </Box>
  );
}
