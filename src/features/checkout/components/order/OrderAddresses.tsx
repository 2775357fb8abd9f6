import type { OrderAddress as Address } from '@domain/checkout/address-schema';
import { Box } from '@mui/material';
import { useIntl } from 'react-intl';
import { orderMessages } from '../../order-messages';
import { OrderAddress } from './OrderAddress';

/** Whether a shipping address was given (an order that ships nowhere has an empty one). */
const given = (address: Address) => Boolean(address.first_name || address.address_1);

/**
 * The billing and shipping addresses, side by side from the small tablet up, one after the other on a phone. The
 * shipping address is shown when the order has one, as the e-mail does.
 */
export function OrderAddresses({ billing, shipping }: { billing: Address; shipping: Address }) {
  const intl = useIntl();
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        gap: { xs: 3, sm: 4 },
      }}
    >
      <OrderAddress title={intl.formatMessage(orderMessages.billingTitle)} address={billing} />
      {given(shipping) && <OrderAddress title={intl.formatMessage(orderMessages.shippingTitle)} address={shipping} />}
    </Box>
  );
}
