import { useMemo } from 'react';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { Form, Formik, type FormikErrors } from 'formik';
import { COUNTRY_CODES, STORE_COUNTRY, keepStateOnCountryChange, stateField, stateOptions } from '@domain/address';
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
 * The shipping calculator add-on: country, state (a list, nothing or free text as the country needs),
 * city and postcode. The server checks the address with the same domain rules and answers with
 * the methods offered there; a refusal is shown under the field it names, and nothing typed is lost.
 */
export function ShippingCalculator({ cart, onSay }: { cart: Cart; onSay: (text: string) => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const problemText = useCartProblemText();
  const [setAddress] = useSetShippingAddressMutation();
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name, locale),
    );
  }, [locale]);
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
        const kind = stateField(values.country);
        const field = (name: keyof Values) => ({
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
            <TextField
              {...field('country')}
              select
              label={intl.formatMessage(cartDrawerMessages.shippingCountry)}
              onChange={(event) => {
                void setFieldValue('country', event.target.value);
                void setFieldValue('state', keepStateOnCountryChange(event.target.value, values.state));
              }}
            >
              {countries.map((country) => (
                <MenuItem key={country.code} value={country.code}>
                  {country.name}
                </MenuItem>
              ))}
            </TextField>
            {kind === 'select' && (
              <TextField {...field('state')} select label={intl.formatMessage(cartDrawerMessages.shippingState)}>
                {stateOptions(values.country, locale).map((state) => (
                  <MenuItem key={state.code} value={state.code}>
                    {state.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {kind === 'text' && (
              <TextField {...field('state')} label={intl.formatMessage(cartDrawerMessages.shippingState)} />
            )}
            <TextField
              {...field('city')}
              label={intl.formatMessage(cartDrawerMessages.shippingCity)}
              autoComplete="address-level2"
            />
            <TextField
              {...field('postcode')}
              label={intl.formatMessage(cartDrawerMessages.shippingPostcode)}
              autoComplete="postal-code"
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
