import type { Minor } from '@domain/money';
import type { ProductCardData } from './types';

/**
 * The listing API's answer (GET /api/catalogue/listing), as the client uses it. The wire format is the same; the
 * server's TypeBox schema (server/modules/listing/schemas.ts) is its source of truth.
 */

export interface CategoryCrumb {
  slug: string;
  name: string;
}

export interface ListingCategory {
  id: number;
  slug: string;
  name: string;
  description: string;
  /** Root first, the category itself excluded. */
  ancestors: CategoryCrumb[];
}

export interface TermFacet {
  slug: string;
  name: string;
  /** '#rrggbb' (colour attributes), or null. */
  swatch: string | null;
  /** Products of the listing that would remain with this term chosen (with the other filters kept). */
  count: number;
}

export interface AttributeFacet {
  slug: string;
  name: string;
  type: 'select' | 'colour';
  /** In the attribute's term order; terms that would give no product are left out unless chosen. */
  terms: TermFacet[];
}

export interface ListingFacets {
  /** Lowest and highest current price of the products matching every filter but the price; null when none. */
  price: { min: Minor; max: Minor } | null;
  attributes: AttributeFacet[];
  /** Products matching the current filters (price, attributes, search) in each category, descendants included. */
  categories: Array<{ slug: string; count: number }>;
}

export interface ListingPage {
  page: number;
  perPage: number;
  /** Products matching; with moreThanTotal, the number listed (the search's ranking window) rather than found. */
  total: number;
  /** A search broader than the server's ranking window: more than `total` products match, `total` are listed. */
  moreThanTotal: boolean;
  pageCount: number;
  items: ProductCardData[];
  category: ListingCategory | null;
  facets: ListingFacets;
  /** 'Did you mean' for a search that found little or nothing; null otherwise. */
  suggestion: string | null;
}
