import { useState } from 'react';
import { Box } from '@mui/material';
import type { BundleSaving, BundleTotals } from '@domain/bundles';
import { spokenPrice } from '@domain/money-speech';
import { useIntl, type IntlShape } from 'react-intl';
import { useSettings } from '@shared/api/settings-api';
import { Price } from '@shared/ui/Price';
import { ProductPrice } from '@shared/ui/ProductPrice';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { bundleMessages } from '../../bundle-messages';
import { PriceSuffix } from '@shared/ui/PriceSuffix';

interface Props {
  totals: BundleTotals;
  priceSuffix: string;
  /** 'Selected:' — the total quantity chosen, for optional bundles; null hides it. */
  selected: number | null;
}

/** '(saved 10%)' or '(saved د.م.50.00)': the percentage as a number, the amount as a price. */
function savedText(intl: IntlShape, saved: NonNullable<BundleSaving>, amount: (minor: number) => React.ReactNode) {
  return saved.kind === 'percent'
    ? intl.formatMessage(bundleMessages.savedPercent, { percent: saved.percent / 100 })
    : intl.formatMessage(bundleMessages.savedAmount, { amount: amount(saved.amount) });
}

/**
 * 'Bundle price:' with the regular total struck through only when the bundle costs less, the total, what is saved
 * and the price suffix; then 'Selected:' for optional bundles. The total is computed from settled quantities, and
 * said again politely each time it changes (not on first render): a live region that is always there, outside the
 * alert, so the new total is heard after a plus or minus press or a typed quantity's check, never on every keystroke.
 */
export function BundlePriceLine({ totals, priceSuffix, selected }: Props) {
  const intl = useIntl();
  const { priceFormat } = useSettings();
  const speak = (minor: number) => spokenPrice(minor, intl.locale, priceFormat.currency);
  const spoken = [
    intl.formatMessage(bundleMessages.priceAnnounced, { price: speak(totals.sale) }),
    totals.saved ? savedText(intl, totals.saved, speak) : '',
    priceSuffix,
  ]
    .filter((part) => part !== '')
    .join(' ');
  const [announced, setAnnounced] = useState({ for: spoken, text: '' });
  if (announced.for !== spoken) setAnnounced({ for: spoken, text: spoken });

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, rowGap: 0.5 }}>
        <Box component="span" sx={{ fontWeight: 'bold' }}>
          {intl.formatMessage(bundleMessages.price)}
        </Box>
        <Box component="span" sx={{ typography: 'h4' }}>
          <ProductPrice
            price={{
              regular: totals.struck ? totals.regular : totals.sale,
              sale: totals.struck ? totals.sale : null,
              min: totals.sale,
              max: totals.sale,
            }}
          />
        </Box>
        {totals.saved && (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {savedText(intl, totals.saved, (minor) => (
              <Price amount={minor} approximate={false} />
            ))}
          </Box>
        )}
        <PriceSuffix text={priceSuffix} />
      </Box>
      {selected !== null && (
        <Box sx={{ display: 'flex', columnGap: 1 }}>
          <span>{intl.formatMessage(bundleMessages.selected)}</span>
          <Box component="span" sx={{ fontWeight: 'bold' }}>
            {intl.formatNumber(selected)}
          </Box>
        </Box>
      )}
      <VisuallyHidden role="status">{announced.text}</VisuallyHidden>
    </Box>
  );
}
