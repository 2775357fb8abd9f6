import { parseListingParams } from '@domain/listing';
import type { Locale } from '@domain/locales';
import type { Db } from '../../db/client';
import { type ValidUntil, productCards } from '../listing/repository/cards';
import { subtreeIds } from '../listing/repository/meta';
import { countAndIds } from '../listing/repository/page';
import { buildQuery, catalogueMeta, findCategory, invalidParameters, toFieldErrors } from '../listing/service';
import { SUGGEST_BELOW, popularKeywords as mostSearched, suggestQuery } from './repository';
import type { SearchResults } from './schemas';

export interface SearchRequest {
  locale: Locale;
  s: string;
  category?: string | undefined;
  limit: number;
  minLength: number;
  cacheMs?: number;
  /** Learns when a price shown may change (a sale starting or ending). */
  valid?: ValidUntil;
}

/** Live search (the search popup): the best matches for what has been typed so far, by relevance. */
export async function liveSearch(db: Db, request: SearchRequest): Promise<SearchResults> {
  const { filters, errors } = parseListingParams({ s: request.s });
  if (errors.length > 0) throw invalidParameters(toFieldErrors(errors));
  if (filters.s.length < request.minLength) {
    throw invalidParameters([
      { field: 'query.s', code: 'too_short', message: `At least ${request.minLength} characters.` },
    ]);
  }
  const cacheMs = request.cacheMs ?? 0;
  const meta = await catalogueMeta(db, request.locale, cacheMs);
  const category = findCategory(meta, request.category);
  const q = await buildQuery(
    db,
    request.locale,
    meta,
    filters,
    category ? subtreeIds(meta, category.id) : null,
    cacheMs,
  );
  const { total, ids, moreThanTotal } = await countAndIds(db, q, 'relevance', request.limit, 0, cacheMs);
  const [items, suggestion] = await Promise.all([
    productCards(db, ids, request.locale, new Date(), request.valid, cacheMs),
    total < SUGGEST_BELOW ? suggestQuery(db, request.locale, filters.s, true) : Promise.resolve(null),
  ]);
  return { s: filters.s, total, moreThanTotal, items, suggestion };
}

/** The keywords most searched lately, most searched first. */
export const popularKeywords = async (db: Db, locale: Locale, limit: number): Promise<{ keywords: string[] }> => ({
  keywords: await mostSearched(db, locale, limit),
});
