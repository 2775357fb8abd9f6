import { useRef, useState } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { PaymentMethodId } from '@domain/checkout/orders';
import { emptyAddress } from '@entities/address/validation';
import type { Account } from '@entities/customer/api';
import type { ApiError } from '@shared/api/problem';
import { localePath, useLocale } from '@shared/i18n/locale-context';
import { readAttribution } from '../attribution/tracker';
import { usePlaceOrderMutation } from '../api';
import type { useDestinationUpdate } from '../hooks/useDestinationUpdate';
import { useCheckoutProblemText } from '../hooks/useCheckoutProblemText';
import { checkoutMessages } from '../messages';
import { type CheckoutValues, checkoutValidation, serverFieldErrors } from '../model/form';
import type { Checkout } from '../model/types';
import { writeCheckoutDraft } from '../model/draft';
import { CheckoutFields, type Notice } from './CheckoutFields';
import { CheckoutDraft } from './form/CheckoutDraft';

const newKey = () => crypto.randomUUID().replaceAll('-', '');

/**
 * The checkout form: its values (a signed-in customer's saved addresses filled in), and placing the order. Fields are checked by the same rules as the server's; the
 * server's refusal is shown where it belongs: beside a field, or above the form when the cart changed (the checkout
 * is then read again to show how).
 */
export function CheckoutForm({ checkout, account }: { checkout: Checkout; account?: Account | null }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const [place] = usePlaceOrderMutation();
  const problemText = useCheckoutProblemText();
  const [notice, setNotice] = useState<Notice | null>(null);
  // One key per order the shopper means to place: a retry after a lost answer is the same order.
  const idempotencyKey = useRef(newKey());
  const updates = useRef<ReturnType<typeof useDestinationUpdate> | null>(null);
  const { cart } = checkout;
  const typed = cart.customer;
  const say = (text: string) => setNotice((previous) => ({ text, seq: (previous?.seq ?? 0) + 1 }));

  const submit = async (values: CheckoutValues, form: FormikHelpers<CheckoutValues>) => {
    setNotice(null);
    // A destination changed less than 2 s ago is computed first: the shopper places the total they see.
    const updated = await updates.current?.flush();
    const shown = updated ?? checkout;
    if (updated && updated.cart.totals.total !== cart.totals.total)
      return say(intl.formatMessage(checkoutMessages.totalUpdated));
    const chosen = shown.cart.shipping.packages[0]?.chosen;
    try {
      const order = await place({
        locale,
        idempotencyKey: idempotencyKey.current,
        billing: values.billing,
        shipToDifferentAddress: values.shipToDifferentAddress,
        ...(values.shipToDifferentAddress ? { shipping: values.shipping } : {}),
        paymentMethod: values.paymentMethod as PaymentMethodId,
        ...(chosen ? { shippingMethod: chosen } : {}),
        customerNote: values.customerNote,
        ...(account ? { saveAddresses: values.saveAddresses } : {}),
        ...(!account && values.createAccount ? { createAccount: true, accountPassword: values.accountPassword } : {}),
        expectedTotal: shown.cart.totals.total,
        attribution: readAttribution(),
      }).unwrap();
      // Placed: nothing left to keep for a reload.
      writeCheckoutDraft(window.sessionStorage, null);
      await navigate(localePath(locale, `/checkout/order-received/${order.number}/?key=${order.key}`));
    } catch (failure) {
      const error = failure as ApiError;
      // An answer came: the next attempt is a new request. A network failure keeps the key: a retry is the same order.
      if (typeof error.status === 'number') idempotencyKey.current = newKey();
      const fields = serverFieldErrors(error, values);
      if (Object.keys(fields).length > 0) {
        form.setErrors(fields);
        return undefined;
      }
      say(problemText(error) ?? intl.formatMessage(checkoutMessages.failed));
    }
    return undefined;
  };

  return (
    <Formik
      initialValues={{
        // What was typed for this cart fills the form; else a customer's saved addresses; else the cart's destination.
        billing: typed
          ? { ...emptyAddress('billing'), ...typed.billing }
          : (account?.billing ?? { ...emptyAddress('billing'), ...(cart.shipping.address ?? {}) }),
        shipToDifferentAddress: typed ? typed.shipToDifferentAddress : Boolean(account?.shipping),
        shipping: typed
          ? { ...emptyAddress('shipping'), ...typed.shipping }
          : (account?.shipping ?? emptyAddress('shipping')),
        paymentMethod: checkout.defaultPaymentMethod ?? '',
        customerNote: cart.note,
        saveAddresses: true,
        createAccount: false,
        accountPassword: '',
      }}
      validationSchema={checkoutValidation}
      onSubmit={submit}
    >
      <>
        <CheckoutDraft />
        <CheckoutFields checkout={checkout} notice={notice} updatesRef={updates} signedIn={Boolean(account)} />
      </>
    </Formik>
  );
}
