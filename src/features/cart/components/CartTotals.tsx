import { Box, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useRemoveCouponMutation } from '@entities/cart/api';
import type { Cart } from '@entities/cart/model';
import { useIntl } from 'react-intl';
import { useLocale } from '@shared/i18n/locale-context';
import { Price } from '@shared/ui/Price';
import { StatusAlert } from '@shared/ui/StatusAlert';
import { useCartProblemText } from '@entities/cart/problem-text';
import { cartDrawerMessages } from '../drawer-messages';

const row = { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, margin: 0 } as const;

/**
 * The totals the server computed, in minor units: subtotal, each coupon's discount with a
 * button to remove it, shipping once a method is chosen, and the total.
 */
export function CartTotals({ cart, onSay }: { cart: Cart; onSay: (text: string) => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const problemText = useCartProblemText();
  const [removeCoupon, removing] = useRemoveCouponMutation();
  const chosen = cart.shipping.packages.some((pack) => pack.chosen !== null);
  const error = problemText(removing.error);

  return (
    <Box component="section" aria-label={intl.formatMessage(cartDrawerMessages.totalsLabel)}>
      <Box component="dl" sx={{ display: 'grid', gap: 0.5, margin: 0 }}>
        <Box sx={row}>
          <dt>{intl.formatMessage(cartDrawerMessages.totalsSubtotal)}</dt>
          <Box component="dd" sx={{ margin: 0 }}>
            <Price amount={cart.totals.subtotal} approximate={false} />
          </Box>
        </Box>
        {cart.coupons.map((coupon) => (
          <Box key={coupon.code} sx={row}>
            <Box component="dt" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              {intl.formatMessage(cartDrawerMessages.totalsDiscount, { code: coupon.code })}
              <IconButton
                size="small"
                aria-label={intl.formatMessage(cartDrawerMessages.couponRemove, { code: coupon.code })}
                disabled={removing.isLoading}
                onClick={() =>
                  void removeCoupon({ locale, code: coupon.code })
                    .unwrap()
                    .then(() => onSay(intl.formatMessage(cartDrawerMessages.couponRemoved)))
                    .catch(() => undefined)
                }
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
            <Box component="dd" sx={{ margin: 0, color: 'success.main' }}>
              −<Price amount={coupon.discount} approximate={false} />
            </Box>
          </Box>
        ))}
        {chosen && (
          <Box sx={row}>
            <dt>{intl.formatMessage(cartDrawerMessages.totalsShipping)}</dt>
            <Box component="dd" sx={{ margin: 0 }}>
              {cart.totals.shipping > 0 ? (
                <Price amount={cart.totals.shipping} approximate={false} />
              ) : (
                intl.formatMessage(cartDrawerMessages.totalsFree)
              )}
            </Box>
          </Box>
        )}
        <Box sx={{ ...row, borderBlockStart: 1, borderColor: 'divider', paddingBlockStart: 1, marginBlockStart: 0.5 }}>
          <Typography component="dt" sx={{ fontWeight: 'bold' }}>
            {intl.formatMessage(cartDrawerMessages.totalsTotal)}
          </Typography>
          <Typography component="dd" sx={{ margin: 0, fontWeight: 'bold', fontSize: '1.125rem' }}>
            <Price amount={cart.totals.total} />
          </Typography>
        </Box>
      </Box>
      {error && <StatusAlert severity="error">{error}</StatusAlert>}
    </Box>
  );
}
