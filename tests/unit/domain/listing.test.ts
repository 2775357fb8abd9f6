import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  LISTING_LIMITS,
  type ListingFilters,
  formatPriceParam,
  hasActiveFilters,
  listingParams,
  pageCount,
  parseListingParams,
  parsePrice,
  toggleTerm,
} from '@domain/listing';

const parse = (query: string) => parseListingParams(new URLSearchParams(query));
const codes = (query: string) => parse(query).errors.map((e) => [e.param, e.code]);

describe('listing parameters', () => {
  it('reads every parameter and ignores the ones it does not know', () => {
    const { filters, errors } = parse(
      'orderby=price-desc&min_price=50&max_price=400.5&filter_size=small,large&filter_colour=saffron&query_type_colour=or&s=  blue   mug &utm_source=x&page=2',
    );
    expect(errors).toEqual([]);
    expect(filters).toEqual({
      orderby: 'price-desc',
      minPrice: 5000,
      maxPrice: 40050,
      attributes: [
        { attribute: 'colour', terms: ['saffron'], queryType: 'or' },
        { attribute: 'size', terms: ['small', 'large'], queryType: 'and' },
      ],
      s: 'blue mug',
    });
  });

  it('round-trips: parse(serialise(f)) = f, and equal states give equal addresses', () => {
    const states: ListingFilters[] = [
      EMPTY_FILTERS,
      { ...EMPTY_FILTERS, orderby: 'rating', minPrice: 1234, maxPrice: 99_900 },
      {
        ...EMPTY_FILTERS,
        attributes: [
          { attribute: 'colour', terms: ['majorelle-blue', 'saffron'], queryType: 'or' },
          { attribute: 'size', terms: ['eu-38'], queryType: 'and' },
        ],
        s: 'théière berbère',
      },
    ];
    for (const state of states) {
      const address = listingParams(state);
      expect(parse(address.toString())).toEqual({ filters: state, errors: [] });
    }
    expect(listingParams(EMPTY_FILTERS).toString()).toBe('');
    const a = parse('filter_size=small&filter_colour=ebony').filters;
    const b = parse('filter_colour=ebony&filter_size=small').filters;
    expect(listingParams(a).toString()).toBe(listingParams(b).toString());
    expect(listingParams(a).toString()).toBe('filter_colour=ebony&filter_size=small');
  });

  it('reports each error code with the parameter at fault', () => {
    expect(codes('orderby=cheapest')).toEqual([['orderby', 'invalid_value']]);
    expect(codes('min_price=12,5')).toEqual([['min_price', 'invalid_format']]);
    expect(codes('max_price=-3')).toEqual([['max_price', 'invalid_format']]);
    expect(codes('min_price=1.234')).toEqual([['min_price', 'invalid_format']]);
    expect(codes(`max_price=${LISTING_LIMITS.price + 1}`)).toEqual([['max_price', 'too_large']]);
    expect(codes('min_price=300&max_price=100')).toEqual([['max_price', 'less_than_min']]);
    expect(codes(`s=${'a'.repeat(LISTING_LIMITS.searchLength + 1)}`)).toEqual([['s', 'too_long']]);
    expect(codes('filter_Colour=red')).toEqual([['filter_Colour', 'invalid_value']]);
    expect(codes('filter_colour=Red')).toEqual([['filter_colour', 'invalid_format']]);
    expect(codes(`filter_size=${Array.from({ length: 21 }, (_, i) => `t${i}`).join(',')}`)).toEqual([
      ['filter_size', 'too_many'],
    ]);
    const many = Array.from({ length: 11 }, (_, i) => `filter_a${i}=x`).join('&');
    expect(codes(many)).toEqual([['filter_', 'too_many']]);
    expect(codes('query_type_colour=xor')).toEqual([['query_type_colour', 'invalid_value']]);
    // Every fault is reported, not just the first; valid parameters still come through.
    const { filters, errors } = parse('orderby=x&min_price=a&max_price=100');
    expect(errors.map((e) => e.param)).toEqual(['orderby', 'min_price']);
    expect(filters.maxPrice).toBe(10_000);
  });

  it('accepts empty values as absent and a record source with repeated values (the last wins)', () => {
    expect(parse('orderby=&min_price=&filter_colour=&s=')).toEqual({ filters: EMPTY_FILTERS, errors: [] });
    const { filters } = parseListingParams({ orderby: ['price', 'date'], filter_colour: 'saffron', other: undefined });
    expect(filters.orderby).toBe('date');
    expect(filters.attributes).toEqual([{ attribute: 'colour', terms: ['saffron'], queryType: 'and' }]);
  });

  it('parses and formats prices without float arithmetic', () => {
    expect(parsePrice('120')).toBe(12_000);
    expect(parsePrice('120.5')).toBe(12_050);
    expect(parsePrice('0.07')).toBe(7);
    expect(parsePrice('abc')).toEqual({ error: 'invalid_format' });
    expect(formatPriceParam(12_000)).toBe('120');
    expect(formatPriceParam(12_050)).toBe('120.5');
    expect(formatPriceParam(12_055)).toBe('120.55');
    expect(formatPriceParam(7)).toBe('0.07');
    for (const amount of [0, 1, 10, 99, 100, 12_345, 1_000_000_00])
      expect(parsePrice(formatPriceParam(amount))).toBe(amount);
  });

  it('toggles terms, in multiple and single-choice lists', () => {
    let f = toggleTerm(EMPTY_FILTERS, 'colour', 'saffron');
    f = toggleTerm(f, 'colour', 'ebony');
    expect(f.attributes).toEqual([{ attribute: 'colour', terms: ['saffron', 'ebony'], queryType: 'and' }]);
    f = toggleTerm(f, 'colour', 'saffron');
    expect(f.attributes[0]!.terms).toEqual(['ebony']);
    f = toggleTerm(f, 'colour', 'ebony');
    expect(f.attributes).toEqual([]);
    expect(hasActiveFilters(f)).toBe(false);
    const single = toggleTerm(toggleTerm(EMPTY_FILTERS, 'size', 'small', 'single'), 'size', 'large', 'single');
    expect(single.attributes).toEqual([{ attribute: 'size', terms: ['large'], queryType: 'and' }]);
    // The query type of an attribute is kept while its terms change; attributes stay sorted.
    const or = parse('filter_size=small&query_type_size=or').filters;
    const both = toggleTerm(toggleTerm(or, 'size', 'large'), 'colour', 'sand');
    expect(both.attributes.map((a) => [a.attribute, a.queryType])).toEqual([
      ['colour', 'and'],
      ['size', 'or'],
    ]);
    expect(hasActiveFilters(both)).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, orderby: 'price' })).toBe(false);
  });

  it('counts pages, an empty listing still having one', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(40, 12)).toBe(4);
  });
});
