import type { Db } from '../../db/client';
import type { ListingQuery } from './repository/query';

/**
 * A short-lived, per-process memo of listing totals and facets. Counting a filtered listing of 100 000 products
 * takes tens of milliseconds however it is indexed, while shoppers ask for the same few listings (a category, its
 * first pages, a popular filter) again and again. Totals and facet counts may lag a catalogue change by `ttlMs`;
 * the products shown never do (their page is always read afresh). Concurrent requests for one key share one query.
 */
const MAX_ENTRIES = 2_000;

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

const caches = new WeakMap<Db, Map<string, Entry>>();

export function listingKey(kind: string, q: ListingQuery): string {
  return JSON.stringify([
    kind,
    q.locale,
    q.categoryIds,
    q.minPrice,
    q.maxPrice,
    q.attributes.map((f) => [f.attribute.id, f.termIds, f.queryType]),
    q.tsquery,
    q.searchMatchesNothing,
  ]);
}

/** `load()`'s result, reused for `ttlMs` (0: no cache). A failed load is not kept. */
export function memoise<T>(db: Db, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  if (ttlMs <= 0) return load();
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  if (hit) cache.delete(key);
  const value = load();
  cache.set(key, { expires: now + ttlMs, value });
  value.catch(() => cache.delete(key));
  // Map keeps insertion order: the first keys are the oldest.
  while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return value;
}

/** Forgets every memoised listing of this database (after prices were refreshed, for instance). */
export function clearListingCache(db: Db): void {
  caches.delete(db);
}
