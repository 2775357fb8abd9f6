import { Box, Button, TextField } from '@mui/material';
import { Form, Formik } from 'formik';
import { object, string } from 'yup';
import { useApplyCouponMutation } from '@entities/cart/api';
import type { Cart } from '@entities/cart/model';
import { useIntl } from 'react-intl';
import { useLocale } from '@shared/i18n/locale-context';
import { useCartProblemText } from '@entities/cart/problem-text';
import { cartDrawerMessages } from '../../drawer-messages';
import { cartErrorMessages } from '@shared/i18n/cart-problem-messages';

const EMPTY = cartErrorMessages.errorCouponEmpty;
// Yup carries the message's id; the field formats it.
const schema = object({ code: string().trim().required(EMPTY.id) });

/**
 * The coupon add-on: an empty code is refused here with the server's own wording; every other
 * refusal (unknown, expired, minimum spend…) comes from the server and is shown on the field, which keeps the code.
 */
export function CouponForm({ onSay }: { cart: Cart; onSay: (text: string) => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const problemText = useCartProblemText();
  const [apply] = useApplyCouponMutation();
  return (
    <Formik
      initialValues={{ code: '' }}
      validationSchema={schema}
      validateOnBlur={false}
      validateOnChange={false}
      onSubmit={async ({ code }, { setFieldError, resetForm }) => {
        try {
          await apply({ locale, code: code.trim() }).unwrap();
          // Said where the shopper looks, under the field, as well as to a screen reader.
          resetForm({ status: 'applied' });
          onSay(intl.formatMessage(cartDrawerMessages.couponApplied));
        } catch (error) {
          setFieldError('code', problemText(error) ?? '');
        }
      }}
    >
      {({ values, errors, status, setStatus, handleChange, isSubmitting }) => {
        const message = errors.code === EMPTY.id ? intl.formatMessage(EMPTY) : errors.code;
        return (
          <Box component={Form} noValidate sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>
            <TextField
              name="code"
              size="small"
              label={intl.formatMessage(cartDrawerMessages.couponLabel)}
              value={values.code}
              onChange={(event) => {
                setStatus(undefined);
                handleChange(event);
              }}
              error={Boolean(message)}
              helperText={
                message ??
                (status === 'applied' ? (
                  <Box component="span" sx={{ color: 'success.main', fontWeight: 'fontWeightMedium' }}>
                    {intl.formatMessage(cartDrawerMessages.couponApplied)}
                  </Box>
                ) : undefined)
              }
              autoComplete="off"
              sx={{ flex: '1 1 12rem' }}
            />
            <Button type="submit" variant="outlined" disabled={isSubmitting} sx={{ minBlockSize: 40 }}>
              {intl.formatMessage(cartDrawerMessages.couponApply)}
            </Button>
          </Box>
        );
      }}
    </Formik>
  );
}
