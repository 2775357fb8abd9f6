import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** The words of an attribute's choice, wherever a product's options are chosen (its form, a card, a bundle's item). */
export const attributeMessages = defineMessages<{
  selectedTerm: { attribute: MessageValue; term: MessageValue };
  reset: NoMessageValues;
  swatchOutOfStock: { term: MessageValue };
  swatchUnavailable: { term: MessageValue };
}>({
  selectedTerm: { id: 'product.selectedTerm', defaultMessage: '{attribute}: {term}' },
  reset: { id: 'product.reset', defaultMessage: 'Clear' },
  swatchOutOfStock: { id: 'product.swatch.outOfStock', defaultMessage: '{term} (out of stock)' },
  swatchUnavailable: { id: 'product.swatch.unavailable', defaultMessage: '{term} (unavailable)' },
});
