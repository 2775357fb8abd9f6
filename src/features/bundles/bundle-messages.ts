import type { BundleProblemCode } from '@domain/bundles';
import { defineMessages, type MessageDescriptor, type MessageValue, type NoMessageValues } from 'react-intl';

/**
 * The bundle form's words. The seven readiness messages, 'Bundle price:', 'Selected:' and '(saved …)' keep the spec's
 * English exactly; [name] is the item's product name, [min]/[max] a quantity or, for the total limits, a price.
 */
export const bundleMessages = defineMessages<{
  variationRequired: { name: MessageValue };
  itemUnpurchasable: { name: MessageValue };
  nothingSelected: NoMessageValues;
  belowMinQuantity: { min: MessageValue };
  aboveMaxQuantity: { max: MessageValue };
  belowTotalMin: { min: MessageValue };
  aboveTotalMax: { max: MessageValue };
  items: NoMessageValues;
  price: NoMessageValues;
  priceAnnounced: { price: MessageValue };
  selected: NoMessageValues;
  savedPercent: { percent: MessageValue };
  savedAmount: { amount: MessageValue };
  fixedQuantity: { quantity: MessageValue };
  fixedQuantityLabel: { quantity: MessageValue };
  itemProblem: { name: MessageValue; problem: MessageValue };
  itemReset: { name: MessageValue };
}>({
  variationRequired: {
    id: 'bundle.variationRequired',
    defaultMessage: 'Please select a purchasable variation for {name} before adding this bundle to the cart.',
  },
  itemUnpurchasable: {
    id: 'bundle.itemUnpurchasable',
    defaultMessage: 'Product {name} is unpurchasable. Please remove it before adding the bundle to the cart.',
  },
  nothingSelected: {
    id: 'bundle.nothingSelected',
    defaultMessage: 'Please choose at least one product before adding this bundle to the cart.',
  },
  belowMinQuantity: {
    id: 'bundle.belowMinQuantity',
    defaultMessage: 'Please choose at least a total quantity of {min} products before adding this bundle to the cart.',
  },
  aboveMaxQuantity: {
    id: 'bundle.aboveMaxQuantity',
    defaultMessage:
      'Sorry, you can only choose at max a total quantity of {max} products before adding this bundle to the cart.',
  },
  belowTotalMin: { id: 'bundle.belowTotalMin', defaultMessage: 'The total must meet the minimum amount of {min}.' },
  aboveTotalMax: { id: 'bundle.aboveTotalMax', defaultMessage: 'The total must meet the maximum amount of {max}.' },
  items: { id: 'bundle.items', defaultMessage: 'Products in this bundle' },
  price: { id: 'bundle.price', defaultMessage: 'Bundle price:' },
  priceAnnounced: { id: 'bundle.priceAnnounced', defaultMessage: 'Bundle price: {price}' },
  selected: { id: 'bundle.selected', defaultMessage: 'Selected:' },
  savedPercent: { id: 'bundle.savedPercent', defaultMessage: '(saved {percent, number, ::percent .##})' },
  savedAmount: { id: 'bundle.savedAmount', defaultMessage: '(saved {amount})' },
  fixedQuantity: { id: 'bundle.fixedQuantity', defaultMessage: '× {quantity, number}' },
  fixedQuantityLabel: { id: 'bundle.fixedQuantityLabel', defaultMessage: 'Quantity: {quantity, number}' },
  itemProblem: { id: 'bundle.itemProblem', defaultMessage: '{name}: {problem}' },
  itemReset: { id: 'bundle.itemReset', defaultMessage: 'Clear the options chosen for {name}' },
});

/** The readiness message of each code, the same whether the form found it or the server refused with it. */
export const BUNDLE_PROBLEM_MESSAGE: Record<BundleProblemCode, MessageDescriptor> = {
  variation_required: bundleMessages.variationRequired,
  item_unpurchasable: bundleMessages.itemUnpurchasable,
  nothing_selected: bundleMessages.nothingSelected,
  below_min_quantity: bundleMessages.belowMinQuantity,
  above_max_quantity: bundleMessages.aboveMaxQuantity,
  below_total_min: bundleMessages.belowTotalMin,
  above_total_max: bundleMessages.aboveTotalMax,
};

export const isBundleProblemCode = (code: string): code is BundleProblemCode =>
  Object.hasOwn(BUNDLE_PROBLEM_MESSAGE, code);
