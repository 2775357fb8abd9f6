import type { VariationMessage } from '@domain/variations';
import { defineMessages, type NoMessageValues } from 'react-intl';

/**
 * The English wording is the spec's, exactly (the domain's
 * VARIATION_MESSAGES; a test keeps them equal).
 */
export const variationMessages = defineMessages<{
  variationNoMatch: NoMessageValues;
  variationSelectOptions: NoMessageValues;
  variationSelectOption: NoMessageValues;
  variationUnavailable: NoMessageValues;
  variationReset: NoMessageValues;
}>({
  variationNoMatch: {
    id: 'product.variation.noMatch',
    defaultMessage: 'Sorry, no products matched your selection. Please choose a different combination.',
  },
  variationSelectOptions: {
    id: 'product.variation.selectOptions',
    defaultMessage: 'Please select some product options before adding this product to your cart.',
  },
  variationSelectOption: {
    id: 'product.variation.selectOption',
    defaultMessage: 'Please select a product option before adding this product to your cart.',
  },
  variationUnavailable: {
    id: 'product.variation.unavailable',
    defaultMessage: 'Sorry, this product is unavailable. Please choose a different combination.',
  },
  variationReset: {
    id: 'product.variation.reset',
    defaultMessage:
      'Your selection has been reset. Please select some product options before adding this product to your cart.',
  },
});

/** The message of a variation message the domain decided on (variationFormView, resetSelection). */
export const VARIATION_MESSAGE: Record<VariationMessage, (typeof variationMessages)[keyof typeof variationMessages]> = {
  noMatch: variationMessages.variationNoMatch,
  selectOptions: variationMessages.variationSelectOptions,
  selectOption: variationMessages.variationSelectOption,
  unavailable: variationMessages.variationUnavailable,
  reset: variationMessages.variationReset,
};
