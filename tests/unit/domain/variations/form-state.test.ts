import { describe, expect, it } from 'vitest';
import {
  cardButtonLabel,
  isVariationAvailable,
  type Variation,
  VARIATION_MESSAGES,
  variationFormView,
  variationStatus,
} from '@domain/variations';
import { ATTRIBUTES, catalogue, variation } from './fixtures';

const view = (selection: Record<string, string>, lookup?: Variation | null) => {
  const { list } = catalogue();
  return variationFormView(variationStatus(ATTRIBUTES, list, selection, lookup));
};

describe('variation add-to-cart button', () => {
  it('needs a selection while an attribute is unchosen: one missing asks for an option, several for some options', () => {
    expect(view({})).toEqual({
      button: 'selection-needed',
      alert: 'selectOptions',
      inline: null,
      variation: null,
      variationId: null,
    });
    expect(view({ colour: 'red' })).toEqual({
      button: 'selection-needed',
      alert: 'selectOption',
      inline: null,
      variation: null,
      variationId: null,
    });
  });

  it('is enabled for a purchasable, in-stock, visible match and carries its id', () => {
    const { v, list } = catalogue();
    const result = variationFormView(variationStatus(ATTRIBUTES, list, { colour: 'red', size: 's' }));
    expect(result).toEqual({ button: 'enabled', alert: null, inline: null, variation: v.redS, variationId: v.redS.id });
  });

  it('is unavailable for an out-of-stock, unpurchasable or hidden match, which is still shown', () => {
    const { v, list } = catalogue();
    for (const [selection, expected] of [
      [{ colour: 'red', size: 'm' }, v.redM],
      [{ colour: 'green', size: 'l' }, v.greenL],
      [{ colour: 'green', size: 'm' }, v.greenM],
    ] as const) {
      const result = variationFormView(variationStatus(ATTRIBUTES, list, selection));
      expect(result).toEqual({
        button: 'unavailable',
        alert: 'unavailable',
        inline: null,
        variation: expected,
        variationId: null,
      });
    }
  });

  it('says no products matched when every attribute is chosen and nothing fits', () => {
    expect(view({ colour: 'red', size: 'xl' })).toEqual({
      button: 'unavailable',
      alert: 'unavailable',
      inline: 'noMatch',
      variation: null,
      variationId: null,
    });
  });

  it("waits for the server's answer in lookup mode, then reads it like a local match", () => {
    const found = variation({ colour: 'red', size: 's' });
    const status = (lookup?: typeof found | null) =>
      variationStatus(ATTRIBUTES, null, { colour: 'red', size: 's' }, lookup);
    expect(status()).toEqual({ kind: 'looking-up' });
    expect(variationFormView(status())).toMatchObject({ button: 'selection-needed', alert: null });
    expect(status(null)).toEqual({ kind: 'no-match' });
    expect(status(found)).toEqual({ kind: 'available', variation: found });
    expect(variationStatus(ATTRIBUTES, null, { colour: 'red' }, found)).toEqual({
      kind: 'selection-needed',
      missing: ['size'],
    });
  });

  it('uses the exact English wording of the spec', () => {
    expect(VARIATION_MESSAGES).toEqual({
      noMatch: 'Sorry, no products matched your selection. Please choose a different combination.',
      selectOptions: 'Please select some product options before adding this product to your cart.',
      selectOption: 'Please select a product option before adding this product to your cart.',
      unavailable: 'Sorry, this product is unavailable. Please choose a different combination.',
      reset:
        'Your selection has been reset. Please select some product options before adding this product to your cart.',
    });
  });

  it('adds to the cart only what is purchasable, in stock and visible', () => {
    const ok = { isPurchasable: true, isInStock: true, isVisible: true };
    expect(isVariationAvailable(ok)).toBe(true);
    expect(isVariationAvailable({ ...ok, isPurchasable: false })).toBe(false);
    expect(isVariationAvailable({ ...ok, isInStock: false })).toBe(false);
    expect(isVariationAvailable({ ...ok, isVisible: false })).toBe(false);
  });
});

describe('listing card label', () => {
  it("reads 'Add to cart' for a complete, buyable match, 'Read more' when it cannot be bought, 'Select options' otherwise", () => {
    const { v } = catalogue();
    expect(cardButtonLabel(true, v.redS)).toBe('add-to-cart');
    expect(cardButtonLabel(true, v.redM)).toBe('read-more');
    expect(cardButtonLabel(true, v.greenL)).toBe('read-more');
    expect(cardButtonLabel(true, null)).toBe('select-options');
    expect(cardButtonLabel(false, v.redS)).toBe('select-options');
  });
});
