import { describe, expect, it } from 'vitest';
import { parseVariationQuery, variationParams, variationShareUrl, writeVariationQuery } from '@domain/variations';
import { ATTRIBUTES } from './fixtures';

describe('variation choices in the address', () => {
  it('reads attribute_<slug>=<term> pairs from an address or a parsed query', () => {
    expect(
      parseVariationQuery(new URLSearchParams('attribute_colour=red&attribute_size=m&page=2'), ATTRIBUTES),
    ).toEqual({
      selection: { colour: 'red', size: 'm' },
      errors: [],
    });
    expect(parseVariationQuery({ attribute_size: 'xl', locale: 'fr' }, ATTRIBUTES)).toEqual({
      selection: { size: 'xl' },
      errors: [],
    });
  });

  it('treats an empty value as unchosen and names every faulty parameter', () => {
    const { selection, errors } = parseVariationQuery(
      new URLSearchParams('attribute_colour=&attribute_size=huge&attribute_material=wool&attribute_size=s'),
      ATTRIBUTES,
    );
    expect(selection).toEqual({});
    expect(errors).toEqual([
      { param: 'attribute_size', code: 'invalid_format' },
      { param: 'attribute_material', code: 'unknown_attribute' },
    ]);
    expect(parseVariationQuery({ attribute_size: 'huge' }, ATTRIBUTES).errors).toEqual([
      { param: 'attribute_size', code: 'invalid_value' },
    ]);
    expect(parseVariationQuery({ attribute_size: ['s', 'm'] }, ATTRIBUTES).errors).toEqual([
      { param: 'attribute_size', code: 'invalid_format' },
    ]);
  });

  it('rewrites the query: other parameters kept, attribute pairs in attribute order, removed on reset', () => {
    expect(writeVariationQuery('?utm_source=x&attribute_size=s', ATTRIBUTES, { size: 'm', colour: 'red' })).toBe(
      '?utm_source=x&attribute_colour=red&attribute_size=m',
    );
    expect(writeVariationQuery('?attribute_colour=red&attribute_size=m', ATTRIBUTES, {})).toBe('');
    expect(writeVariationQuery('utm_source=x&attribute_colour=red', ATTRIBUTES, {})).toBe('?utm_source=x');
    // An unchosen attribute loses its parameter.
    expect(writeVariationQuery('?attribute_colour=red&attribute_size=m', ATTRIBUTES, { colour: 'red' })).toBe(
      '?attribute_colour=red',
    );
    // Terms are encoded.
    expect(writeVariationQuery('', [{ slug: 'size', terms: [{ slug: 'a b' }] }], { size: 'a b' })).toBe(
      '?attribute_size=a+b',
    );
  });

  it('gives the lookup parameters and the share address', () => {
    expect(variationParams(ATTRIBUTES, { size: 'm', colour: 'red' })).toEqual({
      attribute_colour: 'red',
      attribute_size: 'm',
    });
    expect(
      variationShareUrl('https://shop.ma/fr/produit/mug?attribute_size=s#avis', ATTRIBUTES, { colour: 'blue' }),
    ).toBe('https://shop.ma/fr/produit/mug?attribute_colour=blue#avis');
    expect(variationShareUrl('https://shop.ma/fr/produit/mug', ATTRIBUTES, {})).toBe('https://shop.ma/fr/produit/mug');
  });
});
