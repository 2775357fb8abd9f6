import { defineMessages, type NoMessageValues } from 'react-intl';

/** Messages of the shared QuantityInput: its label and the names of its minus and plus buttons. */
export const quantityMessages = defineMessages<{
  label: NoMessageValues;
  decrease: NoMessageValues;
  increase: NoMessageValues;
}>({
  label: { id: 'quantity.label', defaultMessage: 'Quantity' },
  decrease: { id: 'quantity.decrease', defaultMessage: 'Decrease quantity' },
  increase: { id: 'quantity.increase', defaultMessage: 'Increase quantity' },
});
