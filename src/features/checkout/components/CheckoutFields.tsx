import { type MutableRefObject, useCallback, useEffect, useRef } from 'react';
import { Box, Button, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { Form, useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import type { PaymentMethodId } from '@domain/checkout/orders';
import { AddressFields } from '@entities/address/AddressFields';
import { useAddressErrorSummary, useAddressErrorText } from '@entities/address/error-text';
import { useChooseShippingMethodMutation } from '@entities/cart/api';
import { useAccountRuleText } from '@entities/customer/rule-text';
import { useLocale } from '@shared/i18n/locale-context';
import { ErrorSummary } from '@shared/ui/ErrorSummary';
import { Spinner } from '@shared/ui/Spinner';
import { useRevealFirstAlert } from '@shared/ui/reveal/useRevealFirstAlert';
import { StatusAlert } from '@shared/ui/StatusAlert';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { useDestinationUpdate } from '../hooks/useDestinationUpdate';
import { usePreparedOnIntent } from '../hooks/usePreparedOnIntent';
import { checkoutMessages } from '../messages';
import { type CheckoutValues, destinationOf } from '../model/form';
import type { Checkout } from '../model/types';
import { ACCOUNT_PASSWORD_ID, AccountOptions } from './form/AccountOptions';
import { CustomerNoteField } from './form/CustomerNoteField';
import { OrderReview } from './form/OrderReview';
import { PaymentMethods } from './form/PaymentMethods';

export interface Notice {
  text: string;
  seq: number;
}

interface Props {
  checkout: Checkout;
  notice: Notice | null;
  updatesRef: MutableRefObject<ReturnType<typeof useDestinationUpdate> | null>;
  /** A customer is signed in: their addresses may be kept; a guest may ask for an account. */
  signedIn: boolean;
}

/**
 * What the checkout shows: notices, the error summary after a submit with errors, billing details, the optional
 * shipping address, order notes, then the order's review, the payment methods and 'Place order'. A change of
 * destination or payment method recomputes the order 2 s later, without blocking anything.
 */
export function CheckoutFields({ checkout, notice, updatesRef, signedIn }: Props) {
  const intl = useIntl();
  const locale = useLocale();
  const form = useFormikContext<CheckoutValues>();
  const { values, errors, submitCount, isSubmitting } = form;
  const errorText = useAddressErrorText();
  const summarise = useAddressErrorSummary();
  const accountRuleText = useAccountRuleText();
  const notices = useRef<HTMLDivElement>(null);
  useRevealFirstAlert(notices, notice?.seq ?? null);
  const [chooseShipping] = useChooseShippingMethodMutation();
  const onChooseShipping = useCallback(
    (methodId: number) => void chooseShipping({ locale, package: 0, methodId }),
    [chooseShipping, locale],
  );
  // The second address is built hidden when the pointer or focus reaches its checkbox: ticking it only shows it.
  const [shippingPrepared, prepareShipping] = usePreparedOnIntent();
  const { setFieldValue } = form;
  const choosePayment = useCallback((id: PaymentMethodId) => void setFieldValue('paymentMethod', id), [setFieldValue]);
  const updates = useDestinationUpdate(
    locale,
    destinationOf(values),
    values.paymentMethod,
    checkout.cart.shipping.address,
  );
  useEffect(() => {
    updatesRef.current = updates;
  });

  const summary =
    submitCount > 0
      ? [
          ...summarise({ kind: 'billing', errors: errors.billing, country: values.billing.country ?? '' }),
          ...(values.shipToDifferentAddress
            ? summarise({ kind: 'shipping', errors: errors.shipping, country: values.shipping.country ?? '' })
            : []),
          ...(values.createAccount && errors.accountPassword
            ? [
                {
                  id: ACCOUNT_PASSWORD_ID,
                  text: `${intl.formatMessage(checkoutMessages.accountPassword)}: ${accountRuleText(errors.accountPassword) ?? ''}`,
                },
              ]
            : []),
          ...(errors.paymentMethod ? [{ id: 'paymentMethod', text: errorText(errors.paymentMethod) ?? '' }] : []),
        ]
      : [];

  return (
    <Box component={Form} noValidate sx={{ display: 'grid', gap: 4, gridTemplateColumns: { md: '3fr 2fr' } }}>
      <Box ref={notices} sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2, '&:empty': { display: 'none' } }}>
        {notice && (
          <StatusAlert key={notice.seq} severity="error" role="alert">
            {notice.text}
          </StatusAlert>
        )}
        {summary.length > 0 && (
          <ErrorSummary
            title={intl.formatMessage(checkoutMessages.errorSummary)}
            items={summary}
            focusKey={submitCount}
          />
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
        <Box component="section" aria-labelledby="checkout-billing">
          <Typography id="checkout-billing" component="h2" variant="h2" sx={{ marginBlockEnd: 2 }}>
            {intl.formatMessage(checkoutMessages.billingDetails)}
          </Typography>
          <AddressFields kind="billing" name="billing" idPrefix="billing" />
        </Box>
        <Box component="section" aria-labelledby="checkout-shipping">
          <VisuallyHidden as="h2" id="checkout-shipping">
            {intl.formatMessage(checkoutMessages.shippingAddress)}
          </VisuallyHidden>
          <FormControlLabel
            onPointerEnter={prepareShipping}
            onFocus={prepareShipping}
            control={
              <Checkbox
                name="shipToDifferentAddress"
                checked={values.shipToDifferentAddress}
                onChange={form.handleChange}
              />
            }
            label={intl.formatMessage(checkoutMessages.shipToDifferent)}
          />
          {(values.shipToDifferentAddress || shippingPrepared) && (
            <Box hidden={!values.shipToDifferentAddress}>
              <AddressFields kind="shipping" name="shipping" idPrefix="shipping" />
            </Box>
          )}
        </Box>
        <AccountOptions
          signedIn={signedIn}
          saveAddresses={values.saveAddresses}
          createAccount={values.createAccount}
          onChange={form.handleChange}
        />
        <CustomerNoteField value={values.customerNote} onChange={form.handleChange} />
      </Box>
      <Box component="section" aria-labelledby="checkout-order" sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
        <Typography id="checkout-order" component="h2" variant="h2">
          {intl.formatMessage(checkoutMessages.yourOrder)}
        </Typography>
        <OrderReview cart={checkout.cart} busy={updates.busy} onChooseShipping={onChooseShipping} />
        <VisuallyHidden role="status">
          {updates.busy ? intl.formatMessage(checkoutMessages.updating) : ''}
        </VisuallyHidden>
        <PaymentMethods
          methods={checkout.paymentMethods}
          value={values.paymentMethod}
          onChange={choosePayment}
          error={submitCount > 0 ? errorText(errors.paymentMethod) : undefined}
        />
        {/* While the totals are recomputed the button shows it too; pressed then, the form computes them at once
            and places the order only if the total is the one shown. */}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting}
          aria-disabled={isSubmitting}
          startIcon={updates.busy && !isSubmitting ? <Spinner size="1em" /> : undefined}
        >
          {intl.formatMessage(isSubmitting ? checkoutMessages.placing : checkoutMessages.placeOrder)}
        </Button>
      </Box>
    </Box>
  );
}
