import { useId, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { formatIban, formatRib, type BankDetails as Bank } from '@domain/checkout/payment';
import type { Minor } from '@domain/money';
import { Price } from '@shared/ui/Price';
import { orderMessages } from '../../order-messages';

export interface BankDetailsProps {
  bank: Bank;
  /** The order number: the transfer's reference. */
  number: number;
  /** What to transfer, in minor units. */
  total: Minor;
}

/**
 * The shop's bank account for a transfer, in a labelled block: account name, bank, RIB (grouped 3 3 16 2), IBAN
 * (in fours), BIC, the reference to give (the order number) and the amount. Each value is isolated left to right, so
 * a RIB or an IBAN keeps its order on an Arabic page, and is never translated by the browser.
 */
export function BankDetails({ bank, number, total }: BankDetailsProps) {
  const intl = useIntl();
  const titleId = useId();
  const code = (text: string) => (
    <span dir="ltr" translate="no">
      {text}
    </span>
  );
  const rows: Array<[string, ReactNode, boolean?]> = [
    [intl.formatMessage(orderMessages.bankAccountName), code(bank.accountName)],
    [intl.formatMessage(orderMessages.bankName), code(bank.bankName)],
    [intl.formatMessage(orderMessages.bankRib), code(formatRib(bank.rib))],
    [intl.formatMessage(orderMessages.bankIban), code(formatIban(bank.iban))],
    [intl.formatMessage(orderMessages.bankBic), code(bank.bic)],
    [intl.formatMessage(orderMessages.bankReference), code(String(number)), true],
    [intl.formatMessage(orderMessages.bankAmount), <Price key="amount" amount={total} approximate={false} />, true],
  ];

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={(theme: Theme) => ({
        backgroundColor: theme.shop.palette.sand,
        borderInlineStart: `4px solid ${theme.palette.primary.main}`,
        borderRadius: `${theme.shop.radii.sm}px`,
        padding: { xs: 2, sm: 3 },
      })}
    >
      <Typography id={titleId} component="h3" variant="h4" sx={{ marginBlockEnd: 1.5 }}>
        {intl.formatMessage(orderMessages.bankTitle)}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content minmax(0, 1fr)' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1 },
          margin: 0,
        }}
      >
        {rows.map(([label, value, strong]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography
              component="dt"
              variant="body2"
              sx={{ color: 'text.secondary', paddingBlockStart: { sm: 0.25 } }}
            >
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{
                margin: 0,
                marginBlockEnd: { xs: 1, sm: 0 },
                fontWeight: strong ? 'bold' : 'medium',
                fontVariantNumeric: 'tabular-nums',
                overflowWrap: 'anywhere',
              }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
