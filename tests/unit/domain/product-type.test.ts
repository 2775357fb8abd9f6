import { describe, expect, it } from 'vitest';
import { isProductType, productAction } from '@domain/product-type';

describe('product types', () => {
  it('knows the grouped and external types, and nothing else new', () => {
    expect(isProductType('grouped')).toBe(true);
    expect(isProductType('external')).toBe(true);
    expect(isProductType('composite')).toBe(false);
  });

  it.each([
    ['external', 'instock', 'external'],
    ['external', 'outofstock', 'external'],
    ['grouped', 'instock', 'view-products'],
    ['grouped', 'outofstock', 'view-products'],
    ['simple', 'instock', 'add-to-cart'],
    ['simple', 'onbackorder', 'add-to-cart'],
    ['simple', 'outofstock', 'read-more'],
    ['variable', 'instock', 'select-options'],
    ['bundle', 'instock', 'select-options'],
    ['variable', 'outofstock', 'read-more'],
  ] as const)('gives a %s product %s the button %s', (type, stock, action) => {
    expect(productAction(type, stock)).toBe(action);
  });
});
