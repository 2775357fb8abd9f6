import { useEffect, useState } from 'react';
import { Box } from '@mui/material';
import { useIntl } from 'react-intl';
import type { Minor } from '@domain/money';
import { spokenPrice } from '@domain/money-speech';
import { useSettings } from '@shared/api/settings-api';
import { Price } from '@shared/ui/Price';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { togetherMessages } from '../../together-messages';
import { PriceSuffix } from '@shared/ui/PriceSuffix';

interface Props {
  additional: Minor;
  total: Minor;
  /** Said after the total ('' for none). */
  priceSuffix: string;
}

/** Whether the shopper has pressed, clicked or typed anything on the page since this component mounted. */
function useShopperInput(): boolean {
  const [input, setInput] = useState(false);
  useEffect(() => {
    if (input) return undefined;
    const mark = () => setInput(true);
    const events = ['pointerdown', 'keydown', 'input'] as const;
    for (const name of events) document.addEventListener(name, mark, { capture: true });
    return () => {
      for (const name of events) document.removeEventListener(name, mark, { capture: true });
    };
  }, [input]);
  return input;
}

/**
 * 'Additional price:' and 'Total:'. The new amounts are announced politely once the shopper's changes have settled
 * (the store's cart-updated delay after the last one), not at every tick or keystroke. A change before the shopper's
 * first input (the page settling: the product form reporting the price it shows) is taken silently. The region is
 * `aria-busy` while an announcement waits.
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
  // The summary last said or taken silently, and what the region holds.
  const [said, setSaid] = useState({ summary, text: '' });
  const input = useShopperInput();
  const delay = settings.announcements.cartUpdatedDelayMs;
  // Before any input the page is settling: its amounts are taken as they come, during render.
  if (!input && summary !== said.summary) setSaid({ ...said, summary });
  useEffect(() => {
    if (!input || summary === said.summary) return undefined;
    const timer = setTimeout(() => setSaid({ summary, text: summary }), delay);
    return () => clearTimeout(timer);
  }, [summary, said.summary, input, delay]);
  const pending = input && summary !== said.summary;

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
      <VisuallyHidden role="status" aria-busy={pending || undefined}>
        {said.text}
      </VisuallyHidden>
    </Box>
  );
}
