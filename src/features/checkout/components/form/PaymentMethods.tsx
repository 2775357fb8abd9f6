import { memo, useId } from 'react';
import { Box, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import type { PaymentMethodId } from '@domain/checkout/orders';
import type { PaymentMethodView } from '../../model/types';
import { checkoutMessages } from '../../messages';

interface Props {
  methods: PaymentMethodView[];
  value: PaymentMethodId | '';
  onChange: (id: PaymentMethodId) => void;
  error?: string;
}

/** The payment methods offered for the destination, each with its description under it while chosen. */
export const PaymentMethods = memo(function PaymentMethods({ methods, value, onChange, error }: Props) {
  const intl = useIntl();
  const labelId = useId();
  const errorId = useId();
  return (
    // One group, the radio group named by the heading: a fieldset around it was a second group of the same name.
    <Box sx={{ minInlineSize: 0 }}>
      <Typography component="h3" id={labelId} variant="h3" sx={{ marginBlockEnd: 1 }}>
        {intl.formatMessage(checkoutMessages.payment)}
      </Typography>
      <RadioGroup
        id="paymentMethod"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value as PaymentMethodId)}
      >
        {methods.map((method) => (
          <Box key={method.id} sx={{ marginBlockEnd: 1 }}>
            <FormControlLabel value={method.id} control={<Radio />} label={method.title} />
            {value === method.id && (
              <Typography variant="body2" color="text.secondary" sx={{ paddingInlineStart: 4 }}>
                {method.description}
              </Typography>
            )}
          </Box>
        ))}
      </RadioGroup>
      {error && (
        <Typography id={errorId} color="error" variant="body2">
          {error}
        </Typography>
      )}
    </Box>
  );
});
