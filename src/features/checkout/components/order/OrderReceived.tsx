import { useEffect, useRef, useState } from 'react';
import { Box, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import type { Order } from '../../model/types';
import { orderMessages } from '../../order-messages';
import { OrderAddresses } from './OrderAddresses';
import { OrderDetails } from './OrderDetails';
import { OrderOverview } from './OrderOverview';
import { PaymentInstructions } from './PaymentInstructions';

/** The announcement comes 1 s after the heading took focus, once the screen reader has read the heading. */
export const ANNOUNCE_DELAY_MS = 1000;

export interface OrderReceivedProps {
  /** The order as the API answers it (money in minor units, the payment method's words in the page's locale). */
  order: Order;
}

/**
 * What the shopper sees once the order is placed: the page's h1, which takes focus once on mount so a screen reader
 * starts there, a polite announcement that the order was received (filled after mount, so it is spoken rather than
 * arriving with the page), the overview, how to pay, the order's lines and totals, and the addresses.
 *
 * Content only: the route puts it in its PageContainer.
 */
export function OrderReceived({ order }: OrderReceivedProps) {
  const intl = useIntl();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focused = useRef(false);
  const [announced, setAnnounced] = useState(false);
  const thankYou = intl.formatMessage(orderMessages.thankYou);

  useEffect(() => {
    if (focused.current) return;
    focused.current = true;
    headingRef.current?.focus();
  }, []);
  // Once, after the heading has taken focus (as the cart announces an add): the region is in the page, empty, before
  // its text arrives, so the text is spoken; it never changes afterwards, so it is said a single time.
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(true), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Box
      sx={(theme: Theme) => ({
        display: 'grid',
        // One column that never grows past the page: a long name or e-mail wraps rather than widening it.
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: { xs: 3, md: 4 },
        maxInlineSize: theme.spacing(120),
      })}
    >
      <Box>
        <Typography
          ref={headingRef}
          tabIndex={-1}
          component="h1"
          variant="h1"
          sx={(theme: Theme) => ({
            marginBlockEnd: 1,
            // The display size would leave 'Commande reçue' no room on a 360 px phone.
            fontSize: { xs: theme.typography.h2.fontSize, sm: theme.typography.h1.fontSize },
            '&:focus': { outline: 'none' },
          })}
        >
          {intl.formatMessage(orderMessages.title)}
        </Typography>
        <Typography sx={{ color: 'success.main', fontWeight: 'medium' }}>{thankYou}</Typography>
      </Box>
      <OrderOverview order={order} />
      <PaymentInstructions order={order} />
      <OrderDetails order={order} />
      <OrderAddresses billing={order.billing} shipping={order.shipping} />
      <VisuallyHidden role="status">{announced ? thankYou : ''}</VisuallyHidden>
    </Box>
  );
}
