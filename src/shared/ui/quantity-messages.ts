import { defineMessages } from '@shared/i18n/catalogue';

/** Messages of the shared QuantityInput: its label and the names of its minus and plus buttons. */
export const quantityMessages = defineMessages({
  en: {
    'quantity.label': 'Quantity',
    'quantity.decrease': 'Decrease quantity',
    'quantity.increase': 'Increase quantity',
  },
  fr: {
    'quantity.label': 'Quantité',
    'quantity.decrease': 'Diminuer la quantité',
    'quantity.increase': 'Augmenter la quantité',
  },
  ar: {
    'quantity.label': 'الكمية',
    'quantity.decrease': 'إنقاص الكمية',
    'quantity.increase': 'زيادة الكمية',
  },
});
