import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { sharedMessages } from '@shared/i18n/messages';
import { Price } from '@shared/ui/Price';
import { useLangOf } from '@shared/i18n/locale-context';
import type { Order } from '../../model/types';
import { orderMessages } from '../../order-messages';
import { OrderTotalRows } from './OrderTotalRows';

/** The table's rules: logical properties only, so Arabic mirrors them; amounts on one line at the end side. */
const tableSx = (theme: Theme) => ({
  inlineSize: '100%',
  borderCollapse: 'collapse' as const,
  '& th, & td': {
    paddingBlock: theme.spacing(1.25),
    paddingInline: theme.spacing(1),
    borderBlockEnd: `1px solid ${theme.palette.divider}`,
    textAlign: 'start' as const,
    verticalAlign: 'top',
  },
  // Flush with the heading and the page: every row starts with a header cell and ends with a data cell (the head's
  // last header cell aside). Typed selectors, as :first-child is unsafe with the styles the server renders inline.
  '& tr > th:first-of-type': { paddingInlineStart: 0 },
  '& tr > td:last-of-type, & thead th:last-of-type': { paddingInlineEnd: 0 },
  '& thead th': { ...theme.typography.body2, fontWeight: theme.typography.fontWeightBold },
  '& tbody th': { fontWeight: 'normal', overflowWrap: 'anywhere' as const, inlineSize: '100%' },
  '& .quantity': { textAlign: 'center' as const },
  '& .amount': { textAlign: 'end' as const, whiteSpace: 'nowrap' as const },
  // A shipping method's name or a payment method's title may wrap; an amount never does (Price keeps it whole).
  '& .amount.wraps': { whiteSpace: 'normal' as const, overflowWrap: 'anywhere' as const },
  '& tfoot th': { fontWeight: theme.typography.fontWeightMedium },
  '& tfoot .total > *': { fontSize: theme.typography.h4.fontSize, fontWeight: theme.typography.fontWeightBold },
});

/**
 * The order's lines and totals as a real table (caption, column and row headers): each line's name with its
 * attributes ('Colour: Indigo'), quantity and subtotal, then the totals in the footer; the shopper's note follows.
 * The name column takes what is left, so a long name wraps and the amounts stay on one line on a 360 px phone.
 */
export function OrderDetails({ order }: { order: Order }) {
  const intl = useIntl();
  const titleId = useId();
  // Names and attributes as the order was placed: in its language, which may not be the page's.
  const lang = useLangOf(order.writtenIn);
  const note = order.customerNote.trim();

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ minInlineSize: 0 }}>
      <Box component="table" sx={tableSx}>
        <Box component="caption" sx={{ textAlign: 'start', paddingBlockEnd: 1.5 }}>
          <Typography id={titleId} component="h2" variant="h3">
            {intl.formatMessage(orderMessages.detailsTitle)}
          </Typography>
        </Box>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(orderMessages.product)}</th>
            <th scope="col" className="quantity">
              {intl.formatMessage(orderMessages.quantity)}
            </th>
            <th scope="col" className="amount">
              {intl.formatMessage(orderMessages.lineTotal)}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => {
            // A bundle's item says which bundle it is in; its price is the bundle's.
            const bundle = line.role === 'bundled' ? order.lines[line.parentPosition ?? -1] : undefined;
            return (
              <tr key={`${line.productId ?? 'x'}-${line.sku ?? ''}-${index}`}>
                <th scope="row" style={bundle ? { paddingInlineStart: '1.5rem' } : undefined}>
                  <Box component="span" lang={lang} sx={{ display: 'block', fontWeight: 'medium' }}>
                    {line.name}
                  </Box>
                  {bundle && (
                    <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                      {intl.formatMessage(sharedMessages.lineInBundle, {
                        bundle: <span lang={lang}>{bundle.name}</span>,
                      })}
                    </Typography>
                  )}
                  {line.attributes.map((attribute) => (
                    <Typography
                      key={attribute.label}
                      lang={lang}
                      component="span"
                      variant="body2"
                      sx={{ display: 'block', color: 'text.secondary' }}
                    >
                      {intl.formatMessage(orderMessages.attribute, attribute)}
                    </Typography>
                  ))}
                </th>
                <td className="quantity">{intl.formatNumber(line.quantity)}</td>
                <td className="amount">
                  {bundle ? (
                    intl.formatMessage(sharedMessages.lineIncluded)
                  ) : (
                    <Price amount={line.subtotal} approximate={false} />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
        <OrderTotalRows order={order} />
      </Box>
      {note && (
        <Box sx={{ marginBlockStart: 3 }}>
          <Typography component="h3" variant="h4" sx={{ marginBlockEnd: 1 }}>
            {intl.formatMessage(orderMessages.note)}
          </Typography>
          {/* As typed, in whatever direction it was typed. */}
          <Typography dir="auto" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', maxInlineSize: '70ch' }}>
            {note}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
