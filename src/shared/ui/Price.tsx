import { Box } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useSelector } from 'react-redux';
import { useIntl } from 'react-intl';
import { formatAmountParts, convertMinor, symbolDirection, type Minor, type PriceFormat } from '@domain/money';
import { spokenPrice, displayForeign } from '@domain/money-speech';
import { useSettings } from '@shared/api/settings-api';
import { selectDisplayCurrency } from '@shared/lib/preferences-slice';
import { VisuallyHidden } from './VisuallyHidden';
import { sharedMessages } from '@shared/i18n/messages';

/**
 * The visible price, isolated so its digits never reorder in RTL (isolate, never override). The isolate takes the
 * page's direction explicitly: left to itself (`dir=auto`) the dirham symbol, Arabic, would make every price
 * right-to-left, and an English or French page would read 'amount then symbol' with the symbol's dots misplaced.
 * The symbol is an isolate of its own direction: inside a left-to-right price the dirham symbol's last dot would
 * otherwise fall between the symbol and the digits. So 'symbol then amount' reads in that order in every locale:
 * on the left in fr/en, on the right in ar.
 */
export function PriceText({ amount, format }: { amount: Minor; format: PriceFormat }) {
  const { direction } = useTheme();
  const parts = formatAmountParts(amount, format);
  const number = (
    <span className="price-number" dir="ltr">
      {parts.negative ? '-' : ''}
      {parts.number}
    </span>
  );
  const space = parts.position.endsWith('_space') ? '\u00a0' : '';
  return (
    <bdi className="price-amount" dir={direction}>
      {parts.position.startsWith('left') ? (
        <>
          <bdi className="price-symbol" dir={symbolDirection(parts.symbol)}>
            {parts.symbol}
          </bdi>
          {space}
          {number}
        </>
      ) : (
        <>
          {number}
          {space}
          <bdi className="price-symbol" dir={symbolDirection(parts.symbol)}>
            {parts.symbol}
          </bdi>
        </>
      )}
    </bdi>
  );
}

/** A currency's own short symbol ('€', '$'), as the shop writes it beside an approximation. */
const narrowSymbol = (currency: string): string =>
  new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
    .formatToParts(0)
    .find((p) => p.type === 'currency')?.value ?? currency;

/**
 * '(≈ €11.36)' when the shopper chose another display currency; nothing for MAD. Drawn in the store's own price
 * format (its separators, decimals and symbol side), so one line never mixes two ways of writing an amount; spoken in
 * the shopper's language ('environ 11,36 €').
 */
export function Approximation({ amount }: { amount: Minor }) {
  const intl = useIntl();
  const settings = useSettings();
  const code = useSelector(selectDisplayCurrency);
  const rate = settings.currencies.find((c) => c.code === code);
  if (!rate || code === settings.priceFormat.currency) return null;
  const converted = convertMinor(amount, rate.rateMicros);
  const format = { ...settings.priceFormat, currency: code, symbol: narrowSymbol(code) };
  return (
    <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875em', marginInlineStart: 0.5 }}>
      <span aria-hidden="true" className="price-approximation">
        (≈&nbsp;
        <PriceText amount={converted} format={format} />)
      </span>
      <VisuallyHidden>
        {intl.formatMessage(sharedMessages.priceApproximate, {
          amount: displayForeign(converted, intl.locale, code),
        })}
      </VisuallyHidden>
    </Box>
  );
}

/** One amount in the store's price format, spoken naturally, with an optional approximation. */
export function Price({ amount, approximate = true }: { amount: Minor; approximate?: boolean }) {
  const intl = useIntl();
  const { priceFormat } = useSettings();
  return (
    <Box component="span" className="price" sx={{ whiteSpace: 'nowrap' }}>
      <span aria-hidden="true">
        <PriceText amount={amount} format={priceFormat} />
      </span>
      <VisuallyHidden>{spokenPrice(amount, intl.locale, priceFormat.currency)}</VisuallyHidden>
      {approximate && <Approximation amount={amount} />}
    </Box>
  );
}
