import { useId, useMemo, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { Box, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useLocale } from '@shared/i18n/locale-context';
import { useDisplayCurrency } from '../hooks/useDisplayCurrency';
import { navigationMessages } from '../messages';

/** 'EUR — euro': the ISO code shoppers see on prices, then the currency's name in the page's language. */
function optionLabel(code: string, name: string | undefined): string {
  return name && name !== code ? `${code} — ${name}` : code;
}

/**
 * Chooses the display currency. EUR and USD are approximate conversions at the store's rates; the shopper is
 * always charged in MAD, which the visible hint says and the select announces (aria-describedby).
 * A native select: it behaves the same in RTL and on phones, where MUI's Select has had bugs (mui#31005). Plain
 * rather than MUI's NativeSelect, whose input machinery (InputBase, TextareaAutosize) would weigh 5 KiB gzip on
 * every page for one field.
 */
export function CurrencySwitcher() {
  const intl = useIntl();
  const locale = useLocale();
  const selectId = useId();
  const hintId = useId();
  const { current, currencies, choose } = useDisplayCurrency();
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames([locale], { type: 'currency' });
    } catch {
      return null;
    }
  }, [locale]);

  return (
    <Box
      sx={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: theme.spacing(1) })}
    >
      <Typography component="label" htmlFor={selectId} variant="body2">
        {intl.formatMessage(navigationMessages.headerCurrencyLabel)}
      </Typography>
      <Box sx={{ position: 'relative', display: 'inline-flex', alignItems: 'center' }}>
        <Box
          component="select"
          id={selectId}
          aria-describedby={hintId}
          value={current}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => choose(event.target.value)}
          sx={(theme: Theme) => ({
            appearance: 'none',
            font: 'inherit',
            fontSize: theme.typography.body2.fontSize,
            color: 'inherit',
            backgroundColor: 'transparent',
            border: 0,
            borderRadius: 0,
            cursor: 'pointer',
            minHeight: theme.shop.layout.minTarget,
            paddingBlock: 0,
            paddingInlineStart: 0,
            // Room for the arrow, which sits on the end side.
            paddingInlineEnd: theme.spacing(3),
          })}
        >
          {currencies.map(({ code }) => (
            <option key={code} value={code}>
              {optionLabel(code, names?.of(code))}
            </option>
          ))}
        </Box>
        <Box
          component="svg"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          sx={(theme: Theme) => ({
            position: 'absolute',
            insetInlineEnd: 0,
            width: theme.spacing(3),
            height: theme.spacing(3),
            fill: 'currentColor',
            color: 'action.active',
            pointerEvents: 'none',
          })}
        >
          <path d="M7 10l5 5 5-5z" />
        </Box>
      </Box>
      <Typography id={hintId} variant="caption" color="text.secondary">
        {intl.formatMessage(navigationMessages.headerCurrencyHint)}
      </Typography>
    </Box>
  );
}
