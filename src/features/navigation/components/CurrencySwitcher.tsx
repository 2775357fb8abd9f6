import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Box, InputBase, NativeSelect, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useLocale } from '@shared/i18n/locale-context';
import { useDisplayCurrency } from '../hooks/useDisplayCurrency';

/** 'EUR — euro': the ISO code shoppers see on prices, then the currency's name in the page's language. */
function optionLabel(code: string, name: string | undefined): string {
  return name && name !== code ? `${code} — ${name}` : code;
}

/**
 * Chooses the display currency. EUR and USD are approximate conversions at the store's rates; the shopper is
 * always charged in MAD, which the visible hint says and the select announces (aria-describedby).
 * A native select: it behaves the same in RTL and on phones, where MUI's Select has had bugs (mui#31005).
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
        {intl.formatMessage({ id: 'header.currency.label' })}
      </Typography>
      <NativeSelect
        value={current}
        onChange={(event) => choose(event.target.value)}
        input={<InputBase />}
        inputProps={{ id: selectId, 'aria-describedby': hintId }}
        sx={(theme: Theme) => ({
          fontSize: theme.typography.body2.fontSize,
          minHeight: theme.shop.layout.minTarget,
          '& select': { paddingBlock: 0 },
        })}
      >
        {currencies.map(({ code }) => (
          <option key={code} value={code}>
            {optionLabel(code, names?.of(code))}
          </option>
        ))}
      </NativeSelect>
      <Typography id={hintId} variant="caption" color="text.secondary">
        {intl.formatMessage({ id: 'header.currency.hint' })}
      </Typography>
    </Box>
  );
}
