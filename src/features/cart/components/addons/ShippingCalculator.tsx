import { useId } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { Form, Formik, type FormikErrors } from 'formik';
import { STORE_COUNTRY, keepStateOnCountryChange } from '@domain/address';
import { CountryField } from '@entities/address/CountryField';
import { StateField } from '@entities/address/StateField';
import { useSetShippingAddressMutation } from '@entities/cart/api';
import type { Cart } from '@entities/cart/model';
import type { ApiError } from '@shared/api/problem';
import { useIntl } from 'react-intl';
import { useLocale } from '@shared/i18n/locale-context';
import { useCartProblemText } from '@entities/cart/problem-text';
import { cartDrawerMessages } from '../../drawer-messages';

interface Values {
  country: string;
  state: string;
  city: string;
  postcode: string;
}

/** The field a refusal names (the server's `body.city` → `city`), so its message shows under that field. */
const fieldOf = (error: ApiError): keyof Values => {
  const named = error.fields[0]?.field.replace(/^body\./, '');
  if (named === 'country' || named === 'state' || named === 'city' || named === 'postcode') return named;
  return error.code === 'invalid_state'
    ? 'state'
    : error.code === 'invalid_city'
      ? 'city'
      : error.code === 'invalid_postcode'
        ? 'postcode'
        : 'country';
};

/**
 * The shipping calculator add-on: country, state (a searchable list, nothing or free text as the country needs; named
 * 'Province / Prefecture' for Morocco), city and postcode. The server checks the address with the same domain rules and answers with
 * the methods offered there; a refusal is shown under the field it names, and nothing typed is lost.
 */
export function ShippingCalculator({ cart, onSay }: { cart: Cart; onSay: (text: string) => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const problemText = useCartProblemText();
  const [setAddress] = useSetShippingAddressMutation();
  const id = useId();
  const address = cart.shipping.address;
  const initialValues: Values = {
    country: address?.country ?? STORE_COUNTRY,
    state: address?.state ?? '',
    city: address?.city ?? '',
    postcode: address?.postcode ?? '',
  };

  return (
    <Formik
      initialValues={initialValues}
      onSubmit={async (values, { setErrors }) => {
        try {
          await setAddress({ locale, ...values }).unwrap();
          onSay(intl.formatMessage(cartDrawerMessages.shippingUpdated));
        } catch (error) {
          setErrors({ [fieldOf(error as ApiError)]: problemText(error) ?? '' } as FormikErrors<Values>);
        }
      }}
    >
      {({ values, errors, handleChange, setFieldValue, isSubmitting }) => {
        const field = (name: 'city' | 'postcode') => ({
          id: `${id}-${name}`,
          name,
          size: 'small' as const,
          fullWidth: true,
          value: values[name],
          onChange: handleChange,
          error: Boolean(errors[name]),
          helperText: errors[name],
        });
        return (
          <Box
            component={Form}
            noValidate
            aria-label={intl.formatMessage(cartDrawerMessages.shippingTitle)}
            sx={{ display: 'grid', gap: 1.5 }}
          >
            <CountryField
              id={`${id}-country`}
              name="country"
              size="small"
              label={intl.formatMessage(cartDrawerMessages.shippingCountry)}
              value={values.country}
              error={errors.country}
              onChange={(country) => {
                void setFieldValue('country', country);
                void setFieldValue('state', keepStateOnCountryChange(country, values.state));
              }}
            />
            <StateField
              id={`${id}-state`}
              name="state"
              size="small"
              country={values.country}
              value={values.state}
              error={errors.state}
              onChange={(state) => void setFieldValue('state', state)}
            />
            <TextField
              {...field('city')}
              label={intl.formatMessage(cartDrawerMessages.shippingCity)}
              autoComplete="address-level2"
            />
            <TextField
              {...field('postcode')}
              label={intl.formatMessage(cartDrawerMessages.shippingPostcode)}
              autoComplete="postal-code"
              slotProps={{ htmlInput: { inputMode: values.country === 'MA' ? 'numeric' : undefined } }}
            />
            <Button type="submit" variant="outlined" disabled={isSubmitting} sx={{ justifySelf: 'start' }}>
              {intl.formatMessage(cartDrawerMessages.shippingUpdate)}
            </Button>
          </Box>
        );
      }}
    </Formik>
  );
}
