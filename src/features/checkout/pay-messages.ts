import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** Messages of the page where a pending order is paid (a payment form's order). */
export const payMessages = defineMessages<{
  title: NoMessageValues;
  description: NoMessageValues;
  intro: { number: MessageValue; total: MessageValue };
  loading: NoMessageValues;
  submit: NoMessageValues;
  paying: NoMessageValues;
  methodRequired: NoMessageValues;
  failed: NoMessageValues;
  notPayable: NoMessageValues;
  viewOrder: NoMessageValues;
}>({
  title: { id: 'order.pay.title', defaultMessage: 'Pay for order' },
  description: { id: 'order.pay.description', defaultMessage: 'Choose how to pay for your order.' },
  intro: {
    id: 'order.pay.intro',
    defaultMessage: 'Order {number} for {total} is waiting for payment. Choose how you will pay, then confirm.',
  },
  loading: { id: 'order.pay.loading', defaultMessage: 'Loading your order…' },
  submit: { id: 'order.pay.submit', defaultMessage: 'Pay for order' },
  paying: { id: 'order.pay.paying', defaultMessage: 'Recording your payment…' },
  methodRequired: { id: 'order.pay.methodRequired', defaultMessage: 'Choose a payment method.' },
  failed: { id: 'order.pay.failed', defaultMessage: 'Your payment could not be recorded. Please try again.' },
  notPayable: { id: 'order.pay.notPayable', defaultMessage: 'This order is not waiting for payment.' },
  viewOrder: { id: 'order.pay.viewOrder', defaultMessage: 'View the order' },
});
