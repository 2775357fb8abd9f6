import { isVariationAvailable } from './form-state';
import type { Variation } from './types';

/** The listing card's button label: 'Add to cart', 'Read more' or 'Select options'. */
export type CardButtonLabel = 'add-to-cart' | 'read-more' | 'select-options';

/**
 * 'add-to-cart' when every attribute is chosen and the matched variation can be bought; 'read-more' when all are
 * chosen but it cannot (the spec says 'out of stock'; a variation that is not purchasable or not visible cannot be
 * added either, so it reads 'Read more' too, as WooCommerce labels anything unpurchasable); 'select-options'
 * otherwise — nothing or not everything chosen, or no match (the card resets).
 */
export function cardButtonLabel(
  complete: boolean,
  variation: Pick<Variation, 'isPurchasable' | 'isInStock' | 'isVisible'> | null,
): CardButtonLabel {
  if (!complete || !variation) return 'select-options';
  return isVariationAvailable(variation) ? 'add-to-cart' : 'read-more';
}
