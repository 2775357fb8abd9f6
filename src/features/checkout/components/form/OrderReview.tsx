import { memo, useId } from 'react';
import {
  Box,
  FormControlLabel,
  Radio,
  RadioGroup,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useIntl } from 'react-intl';
import { attributeList } from '@shared/i18n/attribute-list';
import { useLocale } from '@shared/i18n/locale-context';
import { sharedMessages } from '@shared/i18n/messages';
import type { Cart } from '@entities/cart/model';
import { Price } from '@shared/ui/Price';
import { Spinner } from '@shared/ui/Spinner';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { checkoutMessages } from '../../messages';

interface Props {
  cart: Cart;
  /** The shipping method chosen, by id. */
  onChooseShipping: (methodId: number) => void;
  /** While the totals are recomputed for a new destination or payment method: the amounts that change are dimmed. */
  busy: boolean;
}

/**
 * 'Your order': the lines, subtotal, discount, the shipping choice and the total, as the server computed them.
 * Renders again only when the cart, the busy state or the handler changes, not with each field of the form.
 */
export const OrderReview = memo(function OrderReview({ cart, onChooseShipping, busy }: Props) {
  const intl = useIntl();
  const locale = useLocale();
  const shippingLabel = useId();
  const pack = cart.shipping.packages[0];
  const { totals } = cart;
  const amount = (value: number) => <Price amount={value} approximate={false} />;
  // What a new destination or payment method changes is dimmed while it is recomputed, as a cart line's total is.
  // Dimmed no further than 0.7, so the amounts keep a 4.5:1 contrast (WCAG 1.4.3).
  const changing = { opacity: busy ? 0.7 : 1, transition: 'opacity 150ms' } as const;
  return (
    // Scrolls rather than clips when text is spaced out (WCAG 1.4.12) on a narrow screen.
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-busy={busy}>
        <VisuallyHidden as="caption">{intl.formatMessage(checkoutMessages.yourOrder)}</VisuallyHidden>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {intl.formatMessage(checkoutMessages.product)}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {intl.formatMessage(checkoutMessages.subtotal)}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {cart.items.map((item) => {
            const bundle = item.role === 'bundled' ? cart.items.find((i) => i.key === item.parentKey) : undefined;
            return (
              <TableRow key={item.key}>
                <TableCell sx={bundle ? { paddingInlineStart: 4 } : undefined}>
                  {item.name} <bdi>× {item.quantity}</bdi>
                  {bundle && (
                    <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.875rem' }}>
                      {intl.formatMessage(sharedMessages.lineInBundle, { bundle: bundle.name })}
                    </Box>
                  )}
                  {item.attributes.length > 0 && (
                    <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.875rem' }}>
                      {attributeList(locale, item.attributes)}
                    </Box>
                  )}
                </TableCell>
                <TableCell align="right">
                  {bundle ? intl.formatMessage(sharedMessages.lineIncluded) : amount(item.subtotal)}
                </TableCell>
              </TableRow>
            );
          })}
          <TableRow>
            <TableCell component="th" scope="row">
              {intl.formatMessage(checkoutMessages.subtotal)}
            </TableCell>
            <TableCell align="right">{amount(totals.subtotal)}</TableCell>
          </TableRow>
          {totals.discount > 0 && (
            <TableRow>
              <TableCell component="th" scope="row">
                {intl.formatMessage(checkoutMessages.discount)}
              </TableCell>
              <TableCell align="right">
                <bdi>−</bdi>
                {amount(totals.discount)}
              </TableCell>
            </TableRow>
          )}
          <TableRow>
            <TableCell component="th" scope="row" id={shippingLabel}>
              {intl.formatMessage(checkoutMessages.shipping)}
            </TableCell>
            <TableCell align="right" sx={changing}>
              {pack?.chosen ? amount(totals.shipping) : null}
            </TableCell>
          </TableRow>
          {/* The choices get the table's whole width: a method's name and price never squeeze on a phone. */}
          <TableRow>
            <TableCell colSpan={2}>
              {!pack || pack.methods.length === 0 ? (
                intl.formatMessage(checkoutMessages.shippingNeedsAddress)
              ) : (
                <RadioGroup
                  aria-labelledby={shippingLabel}
                  value={pack.chosen === null ? '' : String(pack.chosen)}
                  onChange={(event) => onChooseShipping(Number(event.target.value))}
                >
                  {pack.methods.map((method) => (
                    <FormControlLabel
                      key={method.id}
                      value={String(method.id)}
                      control={<Radio size="small" />}
                      label={
                        <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', columnGap: 1 }}>
                          <span>{method.label}</span>
                          {method.cost > 0 ? amount(method.cost) : intl.formatMessage(checkoutMessages.shippingFree)}
                        </Box>
                      }
                    />
                  ))}
                </RadioGroup>
              )}
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
              {intl.formatMessage(checkoutMessages.total)}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {/* The spinner sits beside the amount without taking room: the row keeps its height. */}
              <Box component="span" sx={{ position: 'relative' }}>
                {busy && (
                  <Box
                    component="span"
                    sx={{
                      position: 'absolute',
                      insetInlineEnd: 'calc(100% + 8px)',
                      insetBlockStart: '50%',
                      transform: 'translateY(-50%)',
                      display: 'flex',
                    }}
                  >
                    <Spinner size="1em" />
                  </Box>
                )}
                <Box component="span" sx={changing}>
                  {amount(totals.total)}
                </Box>
              </Box>
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
});
