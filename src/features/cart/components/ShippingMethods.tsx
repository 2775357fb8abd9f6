import { useId } from 'react';
import { Box, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useChooseShippingMethodMutation } from '@entities/cart/api';
import type { Cart } from '@entities/cart/model';
import { useIntl } from 'react-intl';
import { useLocale } from '@shared/i18n/locale-context';
import { Price } from '@shared/ui/Price';
import { StatusAlert } from '@shared/ui/StatusAlert';
import { useCartProblemText } from '@entities/cart/problem-text';
import { cartErrorMessages } from '@shared/i18n/cart-problem-messages';
import { cartDrawerMessages } from '../drawer-messages';

/**
 * The shipping method choice (one choice per package), as radio buttons: the
 * server computes what each costs and what is offered for the address. Without an address, it says how to get one.
 */
export function ShippingMethods({ cart, onSay }: { cart: Cart; onSay: (text: string) => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const labelId = useId();
  const problemText = useCartProblemText();
  const [choose, choosing] = useChooseShippingMethodMutation();

  if (cart.shipping.addressRequired || cart.shipping.packages.length === 0) {
    return <Typography variant="body2">{intl.formatMessage(cartErrorMessages.errorShippingUnavailable)}</Typography>;
  }
  const error = problemText(choosing.error);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {cart.shipping.packages.map((pack) => (
        <Box key={pack.index}>
          <Typography id={`${labelId}-${pack.index}`} variant="body2" sx={{ fontWeight: 'bold' }}>
            {intl.formatMessage(cartDrawerMessages.shippingMethods)}
          </Typography>
          <RadioGroup
            aria-labelledby={`${labelId}-${pack.index}`}
            value={pack.chosen === null ? '' : String(pack.chosen)}
            onChange={(event) =>
              void choose({ locale, package: pack.index, methodId: Number(event.target.value) })
                .unwrap()
                .then(() => onSay(intl.formatMessage(cartDrawerMessages.shippingUpdated)))
                .catch(() => undefined)
            }
          >
            {pack.methods.map((method) => (
              <FormControlLabel
                key={method.id}
                value={String(method.id)}
                disabled={choosing.isLoading}
                control={<Radio size="small" />}
                label={
                  <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', columnGap: 1 }}>
                    <span>{method.label}</span>
                    {method.cost > 0 ? (
                      <Price amount={method.cost} approximate={false} />
                    ) : (
                      <span>{intl.formatMessage(cartDrawerMessages.totalsFree)}</span>
                    )}
                  </Box>
                }
              />
            ))}
          </RadioGroup>
        </Box>
      ))}
      {error && <StatusAlert severity="error">{error}</StatusAlert>}
    </Box>
  );
}
