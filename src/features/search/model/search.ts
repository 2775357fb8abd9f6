import type { Locale } from '@domain/locales';
import type { ResponsiveImage } from '@domain/media';
import type { Minor } from '@domain/money';
import { categoryPath, shopPath } from '@domain/page-paths';

/** The popup's thumbnail: the responsive image without sizes or alt (the name beside it says what it shows). */
type SearchImage = Pick<ResponsiveImage, 'src' | 'srcset' | 'width' | 'height'>;

/** A product in the live results, as the popup shows it: picture, name and price. */
export interface SearchHit {
  id: number;
  slug: string;
  name: string;
  price: { regular: Minor; sale: Minor | null; min: Minor; max: Minor };
  image: SearchImage | null;
}

export interface LiveResults {
  s: string;
  total: number;
  /** More than `total` products match (the server ranks at most its ranking window): 'More than N products found'. */
  moreThanTotal: boolean;
  hits: SearchHit[];
  suggestion: string | null;
}

export type { SearchCategory } from './categories';

/** How many products the popup lists; 'View all results' shows the rest. */
export const LIVE_RESULT_LIMIT = 6;

/**
 * The text a live search would send, or null when the popup shows popular keywords instead
 * (a live search needs s not empty and at least minLength characters long).
 */
export function liveQuery(text: string, minLength: number): string | null {
  const s = text.trim().replace(/\s+/g, ' ');
  return s !== '' && s.length >= minLength ? s : null;
}

/** The results page of a search: the shop, or the chosen category, with `s` in the query. */
export function searchResultsHref(locale: Locale, text: string, category: string): string {
  const base = category === '' ? shopPath(locale) : categoryPath(locale, category);
  return `${base}?${new URLSearchParams({ s: text.trim() }).toString()}`;
}

/** Arrow-key movement in the results list: wraps at both ends; -1 means the field itself is active. */
export function moveActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp' | 'Home' | 'End'): number {
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return active >= count - 1 ? 0 : active + 1;
    case 'ArrowUp':
      return active <= 0 ? count - 1 : active - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
}

interface WireCard {
  id?: unknown;
  slug?: unknown;
  name?: unknown;
  price?: SearchHit['price'];
  image?: SearchImage | null;
}

/** Wire answer → popup model; cards without an id, slug or name are dropped rather than shown broken. */
export function toLiveResults(
  wire: { s?: unknown; total?: unknown; moreThanTotal?: unknown; items?: unknown; suggestion?: unknown } | null,
): LiveResults {
  const items = Array.isArray(wire?.items) ? (wire.items as WireCard[]) : [];
  const hits = items.flatMap((card): SearchHit[] =>
    typeof card.id === 'number' && typeof card.slug === 'string' && typeof card.name === 'string' && card.price
      ? [{ id: card.id, slug: card.slug, name: card.name, price: card.price, image: card.image ?? null }]
      : [],
  );
  return {
    s: typeof wire?.s === 'string' ? wire.s : '',
    total: typeof wire?.total === 'number' ? wire.total : hits.length,
    moreThanTotal: wire?.moreThanTotal === true,
    hits,
    suggestion: typeof wire?.suggestion === 'string' && wire.suggestion !== '' ? wire.suggestion : null,
  };
}
