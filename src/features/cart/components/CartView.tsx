import { useRef, useState } from 'react';
import { Box, Button } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { useGetCartQuery } from '@entities/cart/api';
import type { Cart } from '@entities/cart/model';
import { useIntl } from 'react-intl';
import { localePath, useLocale } from '@shared/i18n/locale-context';
import { Spinner } from '@shared/ui/Spinner';
import { StatusAlert } from '@shared/ui/StatusAlert';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { CartAddons } from './CartAddons';
import { CartCountdown } from './CartCountdown';
import { CartLine } from './CartLine';
import { CartTotals } from './CartTotals';
import { EmptyCart } from './EmptyCart';
import { FreeShippingGoal } from './FreeShippingGoal';
import { ShippingMethods } from './ShippingMethods';
import { cartDrawerMessages } from '../drawer-messages';

export interface CartViewProps {
  /** The drawer: a scrolling body and a footer. The page: lines beside the summary. */
  variant: 'drawer' | 'page';
}

/** The drawer's body is at least 400 px high, but never so high that it pushes the footer's buttons off a short screen. */
const BODY_MIN_HEIGHT = 'min(400px, 45dvh)';

/**
 * The cart, as the drawer and the cart page show it: loading, load error, empty, or the lines with the free-shipping
 * goal, the countdown, the add-ons (coupon, note, shipping calculator), the shipping method and the totals. What a
 * change did is said from one status region; the line that had focus being removed, focus goes to the list.
 */
export function CartView({ variant }: CartViewProps) {
  const intl = useIntl();
  const locale = useLocale();
  const query = useGetCartQuery(locale);
  const [said, say] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const cart = query.data;
  const hasLines = Boolean(cart && cart.items.length > 0);

  let content;
  if (!cart && query.isError) {
    content = (
      <StatusAlert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void query.refetch()}>
            {intl.formatMessage(cartDrawerMessages.retry)}
          </Button>
        }
      >
        {intl.formatMessage(cartDrawerMessages.loadError)}
      </StatusAlert>
    );
  } else if (!cart) {
    content = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
        <Spinner size="1.5em" />
        {intl.formatMessage(cartDrawerMessages.loading)}
      </Box>
    );
  } else if (!hasLines) {
    content = <EmptyCart />;
  }

  const lines = cart && hasLines && (
    <Box
      component="ul"
      ref={listRef}
      tabIndex={-1}
      aria-label={intl.formatMessage(cartDrawerMessages.drawerTitle)}
      sx={{ margin: 0, padding: 0, listStyle: 'none', outline: 'none' }}
    >
      {cart.items.map((item) => (
        <CartLine
          key={item.key}
          item={item}
          bundle={item.role === 'bundled' ? cart.items.find((i) => i.key === item.parentKey) : undefined}
          onSay={say}
          onRemoved={() => listRef.current?.focus()}
        />
      ))}
    </Box>
  );
  const status = <VisuallyHidden role="status">{said}</VisuallyHidden>;

  if (variant === 'page') {
    return (
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
        {content ?? lines}
        {cart && hasLines && (
          <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
            <CartExtras cart={cart} onSay={say} />
            <CartTotals cart={cart} onSay={say} />
            <Button
              component={RouterLink}
              to={localePath(locale, '/checkout/')}
              variant="contained"
              size="large"
              fullWidth
            >
              {intl.formatMessage(cartDrawerMessages.proceedToCheckout)}
            </Button>
          </Box>
        )}
        {status}
      </Box>
    );
  }
  // The drawer: what the cart holds and what can be added to it scroll; the totals and the way on stay in view.
  return (
    <>
      <Box
        sx={(theme: Theme) => ({
          flex: 1,
          minBlockSize: BODY_MIN_HEIGHT,
          overflowY: 'auto',
          padding: theme.spacing(2),
        })}
      >
        {content ?? (
          <Box sx={{ display: 'grid', gap: 2 }}>
            {cart && !cart.freeShippingClassOnly && <FreeShippingGoal goal={cart.freeShipping} />}
            {lines}
            {cart && <CartExtras cart={cart} onSay={say} goal={false} />}
          </Box>
        )}
      </Box>
      {cart && hasLines && (
        <Box
          component="footer"
          sx={(theme: Theme) => ({
            display: 'grid',
            gap: 1.5,
            padding: theme.spacing(1.5, 2, 2),
            borderBlockStart: `1px solid ${theme.palette.divider}`,
            boxShadow: theme.shop.elevation.footer,
          })}
        >
          <CartTotals cart={cart} onSay={say} />
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
            <Button component={RouterLink} to={localePath(locale, '/cart/')} variant="outlined" size="large">
              {intl.formatMessage(cartDrawerMessages.viewCart)}
            </Button>
            <Button component={RouterLink} to={localePath(locale, '/checkout/')} variant="contained" size="large">
              {intl.formatMessage(cartDrawerMessages.checkout)}
            </Button>
          </Box>
        </Box>
      )}
      {status}
    </>
  );
}

/** What the shopper can do to the cart besides its lines: the free-shipping goal, the countdown, the add-ons, shipping. */
function CartExtras({ cart, onSay, goal = true }: { cart: Cart; onSay: (text: string) => void; goal?: boolean }) {
  return (
    <>
      {/* Free-shipping-class items only: they already ship free, there is nothing to reach. */}
      {goal && !cart.freeShippingClassOnly && <FreeShippingGoal goal={cart.freeShipping} />}
      {cart.countdown && <CartCountdown countdown={cart.countdown} />}
      <CartAddons cart={cart} onSay={onSay} />
      <ShippingMethods cart={cart} onSay={onSay} />
    </>
  );
}
