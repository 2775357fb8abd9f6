import { Box } from '@mui/material';
import { useIntl } from 'react-intl';
import type { Minor } from '@domain/money';
import { spokenPrice } from '@domain/money-speech';
import { useSettings } from '@shared/api/settings-api';
import { Approximation, Price, PriceText } from './Price';
import { VisuallyHidden } from './VisuallyHidden';
import { sharedMessages } from '@shared/i18n/messages';

export interface ProductPriceValue {
  regular: Minor;
  sale: Minor | null;
  min: Minor;
  max: Minor;
}

/**
 * A product's price: a range for variable products whose variations differ, or the regular
 * price struck through beside the sale price, each with screen-reader text (WooCommerce's
 * 'Original price was: … Current price is: …').
 */
export function ProductPrice({ price }: { price: ProductPriceValue }) {
  const intl = useIntl();
  const { priceFormat } = useSettings();
  const speak = (amount: Minor) => spokenPrice(amount, intl.locale, priceFormat.currency);

  if (price.min !== price.max) {
    return (
      <Box component="span" className="price price-range">
        <span aria-hidden="true">
          <PriceText amount={price.min} format={priceFormat} /> – <PriceText amount={price.max} format={priceFormat} />
        </span>
        <VisuallyHidden>
          {intl.formatMessage(sharedMessages.priceRange, { min: speak(price.min), max: speak(price.max) })}
        </VisuallyHidden>
        <Approximation amount={price.min} />
      </Box>
    );
  }
  if (price.sale !== null && price.sale < price.regular) {
    // The two amounts wrap onto two lines in a narrow card rather than overflow it (reflow at 320 px).
    return (
      <Box
        component="span"
        className="price price-sale"
        sx={{ display: 'inline-flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}
      >
        <Box component="del" aria-hidden="true" sx={{ color: 'text.secondary' }}>
          <PriceText amount={price.regular} format={priceFormat} />
        </Box>
        <Box
          component="ins"
          aria-hidden="true"
          sx={{ textDecoration: 'none', fontWeight: 'bold', color: 'secondary.main' }}
        >
          <PriceText amount={price.sale} format={priceFormat} />
        </Box>
        <VisuallyHidden>
          {intl.formatMessage(sharedMessages.priceOnSale, { regular: speak(price.regular), sale: speak(price.sale) })}
        </VisuallyHidden>
        <Approximation amount={price.sale} />
      </Box>
    );
  }
  return <Price amount={price.regular} />;
}
