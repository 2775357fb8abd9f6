import { findVariation, missingAttributes } from './match';
import { EMPTY_SELECTION } from './selection';
import type { AttributeTerms, Selection, Variation } from './types';

/**
 * The variation messages (no match, options missing, unavailable, reset), by id. The client shows them translated
 * (src/entities/product/variation-messages.ts); the English wording is kept exactly.
 */
export const VARIATION_MESSAGES = {
  noMatch: 'Sorry, no products matched your selection. Please choose a different combination.',
  selectOptions: 'Please select some product options before adding this product to your cart.',
  selectOption: 'Please select a product option before adding this product to your cart.',
  unavailable: 'Sorry, this product is unavailable. Please choose a different combination.',
  reset: 'Your selection has been reset. Please select some product options before adding this product to your cart.',
} as const;
export type VariationMessage = keyof typeof VARIATION_MESSAGES;

type Availability = Pick<Variation, 'isPurchasable' | 'isInStock' | 'isVisible'>;

/** A variation can go in the cart when it is purchasable, in stock and visible. */
export const isVariationAvailable = (variation: Availability): boolean =>
  variation.isPurchasable && variation.isInStock && variation.isVisible;

/** Where a variation choice stands. */
export type VariationStatus<V> =
  /** Some attribute is unchosen; `missing` lists them in attribute order. */
  | { kind: 'selection-needed'; missing: string[] }
  /** Lookup mode, all chosen, the server's answer not in yet. */
  | { kind: 'looking-up' }
  /** All chosen and no variation fits. */
  | { kind: 'no-match' }
  /** The matched variation is not purchasable, not in stock or not visible. */
  | { kind: 'unavailable'; variation: V }
  | { kind: 'available'; variation: V };

/**
 * The status of a selection. With the list (`variations` an array) the match is local; in lookup mode
 * (`variations` null) `lookup` is the server's answer for this very selection: undefined while not received, null
 * when nothing matched.
 */
export function variationStatus<V extends Availability & { attributes: Variation['attributes'] }>(
  attributes: readonly AttributeTerms[],
  variations: readonly V[] | null,
  selection: Selection,
  lookup?: V | null,
): VariationStatus<V> {
  const missing = missingAttributes(attributes, selection);
  if (missing.length > 0) return { kind: 'selection-needed', missing };
  const variation = variations === null ? lookup : findVariation(variations, attributes, selection);
  if (variation === undefined) return { kind: 'looking-up' };
  if (variation === null) return { kind: 'no-match' };
  return isVariationAvailable(variation) ? { kind: 'available', variation } : { kind: 'unavailable', variation };
}

/** The product page's add-to-cart button: disabled until all attributes are chosen, and for an unavailable match. */
export type AddToCartButtonState = 'selection-needed' | 'unavailable' | 'enabled';

export interface VariationFormView<V> {
  button: AddToCartButtonState;
  /**
   * The alert a click on the disabled button shows; null when the button is enabled (and while a lookup is on its
   * way: its answer decides). 'selectOption' when exactly one attribute is unchosen, 'selectOptions' when two or
   * more are: the two wordings of the spec, each where its grammar fits. 'unavailable' for an unavailable match,
   * and after 'no products matched' too (all is chosen, the combination is what must change).
   */
  alert: VariationMessage | null;
  /** The inline message of the form: 'noMatch' when all is chosen and nothing fits. */
  inline: 'noMatch' | null;
  /** The matched variation, available or not: its SKU, price, stock, picture and limits are shown. */
  variation: V | null;
  /** variation_id for the add-to-cart request: set only when the button is enabled. */
  variationId: number | null;
}

export function variationFormView<V extends { id: number }>(status: VariationStatus<V>): VariationFormView<V> {
  switch (status.kind) {
    case 'selection-needed':
      return {
        button: 'selection-needed',
        alert: status.missing.length === 1 ? 'selectOption' : 'selectOptions',
        inline: null,
        variation: null,
        variationId: null,
      };
    case 'looking-up':
      return { button: 'selection-needed', alert: null, inline: null, variation: null, variationId: null };
    case 'no-match':
      return { button: 'unavailable', alert: 'unavailable', inline: 'noMatch', variation: null, variationId: null };
    case 'unavailable':
      return {
        button: 'unavailable',
        alert: 'unavailable',
        inline: null,
        variation: status.variation,
        variationId: null,
      };
    case 'available':
      return {
        button: 'enabled',
        alert: null,
        inline: null,
        variation: status.variation,
        variationId: status.variation.id,
      };
  }
}

/**
 * Reset: every attribute cleared, and the message to announce. What the page restores is `shownFacts(product, null)`;
 * the address loses its attribute parameters through `writeVariationQuery`.
 */
export function resetSelection(): { selection: Selection; message: 'reset' } {
  return { selection: EMPTY_SELECTION, message: 'reset' };
}
