import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, parseListingParams } from '@domain/listing';
import { paginationRange, resultCount, type PaginationEntry } from '@features/catalogue/model/listing-pagination';
import {
  listingApiUrl,
  listingHref,
  listingPath,
  listingRequest,
  parsePageSegment,
  refusedParams,
} from '@features/catalogue/model/listing-query';
import { autoLoadMargin, reachedInfiniteThreshold, resultsScrollTop } from '@features/catalogue/model/listing-scroll';
import {
  DEFAULT_LISTING_LAYOUT,
  LISTING_LAYOUT_STORAGE_KEY,
  readStoredLayout,
  storeLayout,
} from '@features/catalogue/model/listing-layout';
import { toListingPage } from '@features/catalogue/model/listing-page';

/** 'p' for a page, '…' for an ellipsis: [1, '…', 4, 5, 6, '…', 10]. */
const compact = (entries: PaginationEntry[]) => entries.map((e) => (e.type === 'page' ? e.page : '…'));

describe('paginationRange', () => {
  it('shows every page of a short listing', () => {
    expect(compact(paginationRange(1, 1))).toEqual([1]);
    expect(compact(paginationRange(2, 5))).toEqual([1, 2, 3, 4, 5]);
    expect(paginationRange(1, 0)).toEqual([]);
  });

  it('keeps the ends, the current page and its neighbours, with an ellipsis for each longer gap', () => {
    expect(compact(paginationRange(5, 10))).toEqual([1, '…', 4, 5, 6, '…', 10]);
    expect(compact(paginationRange(1, 10))).toEqual([1, 2, '…', 10]);
    expect(compact(paginationRange(10, 10))).toEqual([1, '…', 9, 10]);
  });

  it('shows a lone hidden page instead of an ellipsis standing for it', () => {
    expect(compact(paginationRange(4, 10))).toEqual([1, 2, 3, 4, 5, '…', 10]);
    expect(compact(paginationRange(3, 5))).toEqual([1, 2, 3, 4, 5]);
  });

  it('names its ellipses by side (unique keys) and clamps a page past the end', () => {
    const entries = paginationRange(50, 100);
    expect(entries.filter((e) => e.type === 'ellipsis')).toEqual([
      { type: 'ellipsis', position: 'start' },
      { type: 'ellipsis', position: 'end' },
    ]);
    expect(compact(paginationRange(300, 100))).toEqual([1, '…', 99, 100]);
  });

  it('widens with more siblings and boundaries', () => {
    expect(compact(paginationRange(10, 20, { siblings: 2, boundaries: 2 }))).toEqual([
      1,
      2,
      '…',
      8,
      9,
      10,
      11,
      12,
      '…',
      19,
      20,
    ]);
  });
});

describe('resultCount', () => {
  it('says nothing was found, the single result, or all results', () => {
    expect(resultCount(0, 1, 12)).toEqual({ kind: 'none' });
    expect(resultCount(1, 1, 12)).toEqual({ kind: 'single' });
    expect(resultCount(5, 1, 12)).toEqual({ kind: 'all', total: 5 });
    expect(resultCount(12, 1, 12)).toEqual({ kind: 'all', total: 12 });
  });

  it('gives the range of a page: page 4 of 52 by 12 shows 37–48', () => {
    expect(resultCount(52, 4, 12)).toEqual({ kind: 'range', first: 37, last: 48, total: 52 });
    expect(resultCount(52, 5, 12)).toEqual({ kind: 'range', first: 49, last: 52, total: 52 });
  });

  it('counts from the first loaded page after load more', () => {
    expect(resultCount(52, 3, 12, 1)).toEqual({ kind: 'range', first: 1, last: 36, total: 52 });
    expect(resultCount(52, 5, 12, 1)).toEqual({ kind: 'all', total: 52 });
  });

  it('says "more than" the total of a search past the ranking window, even on its last page', () => {
    expect(resultCount(1000, 1, 12, 1, true)).toEqual({ kind: 'rangeMore', first: 1, last: 12, total: 1000 });
    // Every listed product loaded: still not all there is.
    expect(resultCount(1000, 84, 12, 1, true)).toEqual({ kind: 'rangeMore', first: 1, last: 1000, total: 1000 });
    expect(resultCount(1000, 84, 12, 1, false)).toEqual({ kind: 'all', total: 1000 });
  });
});

describe('the listing address', () => {
  it('reads the page segment: absent is page 1, "1" redirects, anything but a page number is not found', () => {
    expect(parsePageSegment(undefined)).toEqual({ kind: 'page', page: 1 });
    expect(parsePageSegment('4')).toEqual({ kind: 'page', page: 4 });
    expect(parsePageSegment('1')).toEqual({ kind: 'first-page' });
    for (const bad of ['0', '04', 'abc', '4.0', '-2', '', '99999999'])
      expect(parsePageSegment(bad), bad).toEqual({ kind: 'invalid' });
  });

  it('writes paths WordPress style and keeps the canonical query', () => {
    expect(listingPath('fr', null)).toBe('/fr/shop/');
    expect(listingPath('ar', 'handmade-mugs', 4)).toBe('/ar/category/handmade-mugs/page/4/');
    const { filters } = parseListingParams(new URLSearchParams('max_price=300&orderby=price&filter_colour=blue'));
    expect(listingHref('fr', 'handmade-mugs', 1, new URLSearchParams({ orderby: filters.orderby }))).toBe(
      '/fr/category/handmade-mugs/?orderby=price',
    );
    expect(listingHref('ar', null, 3, '')).toBe('/ar/shop/page/3/');
  });

  it('maps the address to the API query: locale, category, page, page size and every listing parameter', () => {
    const { filters } = parseListingParams(
      new URLSearchParams(
        'orderby=price-desc&min_price=120.5&filter_colour=blue,red&query_type_colour=or&s=mug&utm_source=x',
      ),
    );
    const request = listingRequest('en', 'handmade-mugs', 4, 12, filters);
    expect(request).toEqual({
      locale: 'en',
      category: 'handmade-mugs',
      page: 4,
      perPage: 12,
      params: 'orderby=price-desc&min_price=120.5&filter_colour=blue%2Cred&query_type_colour=or&s=mug',
    });
    const url = new URL(listingApiUrl(request), 'http://x');
    expect(url.pathname).toBe('/catalogue/listing');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      locale: 'en',
      category: 'handmade-mugs',
      page: '4',
      per_page: '12',
      orderby: 'price-desc',
      min_price: '120.5',
      filter_colour: 'blue,red',
      query_type_colour: 'or',
      s: 'mug',
    });
    expect(new URL(listingApiUrl(listingRequest('fr', null, 1, 12, EMPTY_FILTERS)), 'http://x').search).toBe(
      '?locale=fr&page=1&per_page=12',
    );
  });

  it('names the parameters the API refused as the address spells them', () => {
    expect(
      refusedParams([{ field: 'query.min_price' }, { field: 'query.filter_colour' }, { field: 'query.min_price' }]),
    ).toEqual(['min_price', 'filter_colour']);
    expect(refusedParams([{ field: 'query.per_page' }])).toEqual([]);
  });
});

describe('listing scroll rules', () => {
  it('uses the spec margins for the load-more auto-click: 300 px above 768 px, 150 px otherwise', () => {
    expect(autoLoadMargin(1280)).toBe(300);
    expect(autoLoadMargin(769)).toBe(300);
    expect(autoLoadMargin(768)).toBe(150);
    expect(autoLoadMargin(390)).toBe(150);
  });

  it('reaches the infinite-scroll threshold at 90% of the way to the end of the results', () => {
    expect(reachedInfiniteThreshold(0, 800, 2000)).toBe(false);
    expect(reachedInfiniteThreshold(1000, 800, 2000)).toBe(true);
    expect(reachedInfiniteThreshold(999, 800, 2000)).toBe(false);
  });

  it('scrolls the results to the offset below the top, never above the page', () => {
    expect(resultsScrollTop(-400, 1000, 198)).toBe(402);
    expect(resultsScrollTop(50, 0, 198)).toBe(0);
  });
});

describe('layout preference and answer model', () => {
  it('remembers the layout and falls back to the grid for anything else', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(readStoredLayout(storage)).toBe(DEFAULT_LISTING_LAYOUT);
    storeLayout(storage, 'grid-one');
    expect(store.get(LISTING_LAYOUT_STORAGE_KEY)).toBe('grid-one');
    expect(readStoredLayout(storage)).toBe('grid-one');
    store.set(LISTING_LAYOUT_STORAGE_KEY, 'masonry');
    expect(readStoredLayout(storage)).toBe('grid');
    expect(
      readStoredLayout({
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toBe('grid');
  });

  it('fills a partial answer with empty lists', () => {
    expect(toListingPage({ total: 30, perPage: 12 })).toMatchObject({
      page: 1,
      pageCount: 3,
      items: [],
      category: null,
      suggestion: null,
      moreThanTotal: false,
    });
  });

  it("keeps the server's word that more products match than the total it lists", () => {
    expect(toListingPage({ total: 1000, perPage: 12, pageCount: 84, moreThanTotal: true }).moreThanTotal).toBe(true);
    expect(toListingPage({ total: 1000, perPage: 12, moreThanTotal: false }).moreThanTotal).toBe(false);
  });
});
