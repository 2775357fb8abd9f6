import { useId } from 'react';
import { Box, Button, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { Formik, type FormikHelpers } from 'formik';
import { object, string } from 'yup';
import { useIntl } from 'react-intl';
import type { PaymentMethodId } from '@domain/checkout/orders';
import type { ApiError } from '@shared/api/problem';
import { Price } from '@shared/ui/Price';
import { StatusAlert } from '@shared/ui/StatusAlert';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import type { Order, OrderPayment } from '../../model/types';
import { useCheckoutProblemText } from '../../hooks/useCheckoutProblemText';
import { payMessages } from '../../pay-messages';
import { PaymentMethods } from '../form/PaymentMethods';
import { OrderDetails } from '../order/OrderDetails';

export interface OrderPayProps {
  payment: OrderPayment;
  /** Records the payment by the chosen method; rejects with the API's problem. */
  pay: (method: PaymentMethodId) => Promise<Order>;
  /** Told once the order is paid (the route goes to the order-received page). */
  onPaid: (order: Order) => void;
}

interface Values {
  paymentMethod: PaymentMethodId | '';
  /** A refusal that is no single field's. */
  general?: string;
}

/**
 * A pending order paid by one of the methods checkout offers for it: the order's lines and totals, the methods
 * (the default chosen), and 'Pay for order'. A method refused by the server is said under the methods; any other
 * refusal above the button. While the payment is recorded the button waits and a status says so.
 */
export function OrderPay({ payment, pay, onPaid }: OrderPayProps) {
  const intl = useIntl();
  const problemText = useCheckoutProblemText();
  const headingId = useId();
  const { order } = payment;
  const required = intl.formatMessage(payMessages.methodRequired);
  const schema = object({ paymentMethod: string().required(required) });

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setFieldError('general', undefined);
    try {
      onPaid(await pay(values.paymentMethod as PaymentMethodId));
    } catch (caught) {
      const error = caught as ApiError;
      const text =
        error.code === 'order_not_payable'
          ? intl.formatMessage(payMessages.notPayable)
          : (problemText(error) ?? intl.formatMessage(payMessages.failed));
      if (error.code === 'payment_method_unavailable') helpers.setFieldError('paymentMethod', text);
      else helpers.setFieldError('general', text);
    }
  };

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={(theme: Theme) => ({
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: { xs: 3, md: 4 },
        maxInlineSize: theme.spacing(120),
      })}
    >
      <Box>
        <Typography id={headingId} component="h1" variant="h1" sx={{ marginBlockEnd: 1 }}>
          {intl.formatMessage(payMessages.title)}
        </Typography>
        <Typography sx={{ maxInlineSize: '70ch' }}>
          {intl.formatMessage(payMessages.intro, {
            number: <bdi>{order.number}</bdi>,
            total: <Price amount={order.totals.total} approximate={false} />,
          })}
        </Typography>
      </Box>
      <OrderDetails order={order} />
      <Formik<Values>
        initialValues={{ paymentMethod: payment.defaultPaymentMethod ?? '' }}
        validationSchema={schema}
        validateOnBlur={false}
        onSubmit={submit}
      >
        {(form) => (
          <Box
            component="form"
            noValidate
            onSubmit={form.handleSubmit}
            aria-busy={form.isSubmitting}
            sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}
          >
            <PaymentMethods
              methods={payment.paymentMethods}
              value={form.values.paymentMethod}
              onChange={(id) => {
                void form.setFieldValue('paymentMethod', id);
                form.setFieldError('general', undefined);
              }}
              error={form.submitCount > 0 ? form.errors.paymentMethod : undefined}
            />
            {form.errors.general && <StatusAlert severity="error">{form.errors.general}</StatusAlert>}
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={form.isSubmitting}
              aria-disabled={form.isSubmitting}
            >
              {intl.formatMessage(form.isSubmitting ? payMessages.paying : payMessages.submit)}
            </Button>
            <VisuallyHidden role="status">
              {form.isSubmitting ? intl.formatMessage(payMessages.paying) : ''}
            </VisuallyHidden>
          </Box>
        )}
      </Formik>
    </Box>
  );
}
