import { useEffect, useRef, useState } from 'react';
import { Box } from '@mui/material';
import { useIntl } from 'react-intl';
import type { Minor } from '@domain/money';
import { spokenPrice } from '@domain/money-speech';
import { useSettings } from '@shared/api/settings-api';
import { Price } from '@shared/ui/Price';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { togetherMessages } from '../../together-messages';
import { PriceSuffix } from '../PriceSuffix';

interface Props {
  additional: Minor;
  total: Minor;
  /** Said after the total ('' for none). */
  priceSuffix: string;
}

/**
 * 'Additional price:' and 'Total:'. The new amounts are announced politely once the shopper's changes have settled
 * (the store's cart-updated delay after the last one), not at every tick or keystroke, and never on the first render.
 */
export function TogetherTotals({ additional, total, priceSuffix }: Props) {
  const intl = useIntl();
  const settings = useSettings();
  const currency = settings.priceFormat.currency;
  const summary = [
    intl.formatMessage(togetherMessages.summary, {
      additional: spokenPrice(additional, intl.locale, currency),
      total: spokenPrice(total, intl.locale, currency),
    }),
    priceSuffix,
  ]
    .filter(Boolean)
    .join(' ');
  const [announced, setAnnounced] = useState('');
  const shown = useRef(summary);
  const delay = settings.announcements.cartUpdatedDelayMs;
  useEffect(() => {
    if (summary === shown.current) return;
    const timer = setTimeout(() => {
      shown.current = summary;
      setAnnounced(summary);
    }, delay);
    return () => clearTimeout(timer);
  }, [summary, delay]);

  const row = (label: string, amount: Minor, suffix = '') => (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
      <Box component="span" sx={{ fontWeight: 'fontWeightMedium' }}>
        {label}
      </Box>
      <Price amount={amount} />
      <PriceSuffix text={suffix} />
    </Box>
  );

  return (
    <Box sx={{ display: 'grid', gap: 0.5, typography: 'body1' }}>
      {row(intl.formatMessage(togetherMessages.additional), additional)}
      {row(intl.formatMessage(togetherMessages.total), total, priceSuffix)}
      <VisuallyHidden role="status">{announced}</VisuallyHidden>
    </Box>
  );
}
