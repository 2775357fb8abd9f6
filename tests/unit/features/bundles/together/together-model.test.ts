import { describe, expect, it } from 'vitest';
import { DEFAULT_CART_LIMITS } from '@domain/cart-limits';
import { toBoughtTogether, type BlockSettings } from '@features/bundles/model/bundle';
import {
  companionDefaults,
  companionLine,
  companionRequests,
  companionShownPrice,
  mainItemId,
  shownPrice,
  type CompanionState,
} from '@features/bundles/model/together';
import {
  babouchesVariation,
  INDIGO_38,
  STORY_COMPANIONS,
  togetherProduct,
  togetherWire,
  type StoryTogether,
} from '../../../../../stories/support/together';

const list = (story: StoryTogether) => toBoughtTogether(togetherWire(story, 'en'));
const context = (settings: BlockSettings, mainQuantity = 1) => ({
  settings,
  mainQuantity,
  cartLimits: DEFAULT_CART_LIMITS,
});

describe('bought-together model', () => {
  it('ticks the companions the shop chose that can be added as they are; variable ones wait; single ticks the first', () => {
    const { items } = list({ items: STORY_COMPANIONS });
    expect(Object.values(companionDefaults(items, false)).map((s) => s.checked)).toEqual([true, true, false, false]);
    expect(Object.values(companionDefaults(items, true)).map((s) => s.checked)).toEqual([true, false, false, false]);
  });

  it('ticks nothing the shop did not choose to tick', () => {
    const { items } = list({ items: STORY_COMPANIONS.map((c, i) => ({ ...c, checked: i === 1 })) });
    expect(Object.values(companionDefaults(items, false)).map((s) => s.checked)).toEqual([false, true, false, false]);
    const none = list({ items: STORY_COMPANIONS.map((c) => ({ ...c, checked: false })) });
    expect(Object.values(companionDefaults(none.items, false)).every((s) => !s.checked)).toBe(true);
  });

  it('prices a companion at its new price, with its regular price as the original', () => {
    const { items, settings } = list({ items: STORY_COMPANIONS });
    const state: CompanionState = { checked: true, quantity: '1', choice: null };
    const mug = companionLine(items[0]!, state, context(settings));
    // 90% of the sale price 136.00; the regular 195.00 struck through.
    expect(mug.unit).toEqual({ price: 12240, original: 19500 });
    expect(shownPrice(mug.unit, 2)).toEqual({ regular: 39000, sale: 24480, min: 24480, max: 24480 });
    // A variable companion shows the range of its new prices until a variation is matched; a fixed price is one.
    expect(companionShownPrice(items[2]!, null, 'sale_price')).toEqual({
      regular: 615125,
      sale: null,
      min: 615125,
      max: 1107225,
    });
    expect(companionShownPrice(items[3]!, null, 'sale_price')).toEqual({
      regular: 15000,
      sale: null,
      min: 15000,
      max: 15000,
    });
  });

  it('leaves a variable companion at id 0 until a purchasable variation is chosen', () => {
    const { items, settings } = list({ items: STORY_COMPANIONS });
    const silk = items[2]!;
    const medium = silk.product.variations!.find((v) => v.attributes.size === 'medium')!;
    const none = companionLine(silk, { checked: true, quantity: '1', choice: null }, context(settings));
    expect(none.id).toBe(0);
    const chosen = companionLine(
      silk,
      { checked: true, quantity: '1', choice: { variation: medium, attributes: {} } },
      context(settings),
    );
    expect(chosen.id).toBe(medium.id);
    expect(chosen.unit.price).toBe(Math.round(777000 * 0.95));
  });

  it('with the variation choice off, never ticks nor sends a variable companion; simple ones as before', () => {
    const { items, settings } = list({ items: STORY_COMPANIONS, settings: { variables: false } });
    const silk = items[2]!;
    const medium = silk.product.variations!.find((v) => v.attributes.size === 'medium')!;
    const line = companionLine(
      silk,
      { checked: true, quantity: '1', choice: { variation: medium, attributes: {} } },
      context(settings),
    );
    expect(line).toMatchObject({ available: false, checked: false });
    const mug = companionLine(items[0]!, { checked: true, quantity: '1', choice: null }, context(settings));
    expect(mug).toMatchObject({ available: true, checked: true });
    expect(companionRequests([line, mug], settings).map((r) => r.relationId)).toEqual([700]);
  });

  it('multiplies the base quantity with sync-qty, and sends the base quantity', () => {
    const { items, settings } = list({ items: [{ product: 'mug', quantity: 2 }], settings: { syncQty: true } });
    const line = companionLine(items[0]!, { checked: true, quantity: '2', choice: null }, context(settings, 3));
    expect(line.qty).toBe(6);
    expect(companionRequests([line], settings)).toEqual([{ relationId: 700, quantity: 2 }]);
  });

  it('sends the shopper’s quantity with optional quantities, clamped while ticked, and skips 0 and unticked', () => {
    const { items, settings } = list({
      items: [{ product: 'mug' }, { product: 'rug' }],
      settings: { optional: true },
    });
    const mug = companionLine(items[0]!, { checked: true, quantity: '500', choice: null }, context(settings));
    expect(mug.qty).toBe(11); // the mug's stock
    const rug = companionLine(items[1]!, { checked: true, quantity: '0', choice: null }, context(settings));
    expect(companionRequests([mug, rug], settings)).toEqual([{ relationId: 700, quantity: 11 }]);
    const unticked = companionLine(items[0]!, { checked: false, quantity: '3', choice: null }, context(settings));
    expect(companionRequests([unticked], settings)).toEqual([]);
  });

  it('sends the relation’s quantity when quantities are fixed', () => {
    const { items, settings } = list({ items: [{ product: 'mug', quantity: 2 }] });
    const line = companionLine(items[0]!, { checked: true, quantity: '7', choice: null }, context(settings));
    expect(line.qty).toBe(2);
    expect(companionRequests([line], settings)).toEqual([{ relationId: 700, quantity: 2 }]);
  });

  it('names the main product by its purchasable variation, 0 while none', () => {
    const babouches = togetherProduct('babouches', 'en');
    expect(mainItemId(babouches, null)).toBe(0);
    expect(mainItemId(babouches, babouchesVariation(INDIGO_38, 'en'))).toBe(INDIGO_38);
    expect(mainItemId(togetherProduct('mug', 'en'), null)).toBe(togetherProduct('mug', 'en').id);
  });
});
