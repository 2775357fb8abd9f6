import { describe, expect, it } from 'vitest';
import { allAttributeOptions, attributeOptions, swatchStates } from '@domain/variations';
import { ATTRIBUTES, catalogue, variation } from './fixtures';

const [colour, size] = ATTRIBUTES as [(typeof ATTRIBUTES)[0], (typeof ATTRIBUTES)[0]];
const terms = (options: Array<{ term: string }>) => options.map((o) => o.term);

describe('attribute options', () => {
  it('offers every term some variation reaches, an any-size variation reaching them all', () => {
    const { list } = catalogue();
    expect(terms(attributeOptions(colour, list, {}))).toEqual(['red', 'blue', 'green']);
    // xl exists only through blue's 'any size'.
    expect(terms(attributeOptions(size, list, {}))).toEqual(['s', 'm', 'l', 'xl']);
    expect(terms(attributeOptions(size, list, { colour: 'blue' }))).toEqual(['s', 'm', 'l', 'xl']);
  });

  it('removes the options that match no variation given the other choices', () => {
    const { list } = catalogue();
    expect(terms(attributeOptions(size, list, { colour: 'red' }))).toEqual(['s', 'm', 'l']);
    expect(terms(attributeOptions(colour, list, { size: 'xl' }))).toEqual(['blue']);
  });

  it("ignores the attribute's own choice: its options depend on the other attributes only", () => {
    const { list } = catalogue();
    expect(attributeOptions(size, list, { colour: 'red', size: 's' })).toEqual(
      attributeOptions(size, list, { colour: 'red' }),
    );
  });

  it('disables options reached only through hidden or unpurchasable variations', () => {
    const { list } = catalogue();
    expect(attributeOptions(size, list, { colour: 'green' })).toEqual([
      { term: 's', enabled: true, outOfStock: false },
      { term: 'm', enabled: false, outOfStock: false },
      { term: 'l', enabled: false, outOfStock: false },
    ]);
    expect(attributeOptions(colour, list, { size: 'm' }).find((o) => o.term === 'green')).toEqual({
      term: 'green',
      enabled: false,
      outOfStock: false,
    });
  });

  it('marks an option out of stock when none of its active variations is in stock', () => {
    const { list } = catalogue();
    expect(attributeOptions(size, list, { colour: 'red' }).find((o) => o.term === 'm')).toEqual({
      term: 'm',
      enabled: true,
      outOfStock: true,
    });
    expect(attributeOptions(colour, list, { size: 'm' }).find((o) => o.term === 'red')).toEqual({
      term: 'red',
      enabled: true,
      outOfStock: true,
    });
    // Without a colour, m is still in stock through blue.
    expect(attributeOptions(size, list, {}).find((o) => o.term === 'm')).toEqual({
      term: 'm',
      enabled: true,
      outOfStock: false,
    });
    // An inactive in-stock variation does not save an option from being out of stock.
    const list2 = [
      variation({ colour: 'red', size: 's' }, { stockStatus: 'outofstock', isInStock: false }),
      variation({ colour: 'red', size: 's' }, { isPurchasable: false, isActive: false }),
    ];
    expect(attributeOptions(colour, list2, {})[0]).toEqual({ term: 'red', enabled: true, outOfStock: true });
  });

  it('offers every term, enabled, in lookup mode (no list on the page)', () => {
    expect(attributeOptions(size, null, { colour: 'red' })).toEqual(
      size.terms.map((t) => ({ term: t.slug, enabled: true, outOfStock: false })),
    );
    expect(Object.keys(allAttributeOptions(ATTRIBUTES, null, {}))).toEqual(['colour', 'size']);
  });
});

describe('swatch states', () => {
  it('keeps every term: enabled only if its option is, out of stock if its option is, and the chosen one selected', () => {
    const { list } = catalogue();
    const selection = { colour: 'red', size: 'm' };
    expect(swatchStates(size, attributeOptions(size, list, selection), selection)).toEqual([
      { term: 's', disabled: false, outOfStock: false, selected: false },
      { term: 'm', disabled: false, outOfStock: true, selected: true },
      { term: 'l', disabled: false, outOfStock: false, selected: false },
      // Removed from the dropdown, but a swatch stays, disabled.
      { term: 'xl', disabled: true, outOfStock: false, selected: false },
    ]);
    const green = { colour: 'green' };
    expect(swatchStates(size, attributeOptions(size, list, green), green).map((s) => s.disabled)).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });
});
