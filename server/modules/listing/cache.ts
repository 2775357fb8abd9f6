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
  born: number;
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
  if (hit && hit.expires > now && hit.born + ttlMs > now) return hit.value as Promise<T>;
  if (hit) cache.delete(key);
  const value = load();
  cache.set(key, { born: now, expires: now + ttlMs, value });
  value.catch(() => cache.delete(key));
  // Map keeps insertion order: the first keys are the oldest.
  while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return value;
}

const generations = new WeakMap<Db, number>();

/** Counts the catalogue changes this process was told of (clearListingCache): what was read before is stale. */
export const catalogueGeneration = (db: Db): number => generations.get(db) ?? 0;

/**
 * The catalogue changed (prices refreshed, products seeded): forgets every memoised listing of this database, and
 * moves the generation on, so that the kept answers (responses.ts) are dropped too.
 */
export function clearListingCache(db: Db): void {
  caches.delete(db);
  generations.set(db, catalogueGeneration(db) + 1);
}

export interface KeptItem<T> {
  value: T;
  /** Epoch ms: when it was read (a caller with a shorter TTL ignores older items), when it ends. */
  born: number;
  expires: number;
}

const items = new WeakMap<Db, { generation: number; map: Map<string, KeptItem<unknown>> }>();

/**
 * Values kept one by one, each until its own expiry (product cards: until a sale on the product starts or ends),
 * all dropped when the catalogue changes. `max` bounds the count: the oldest go first.
 */
export function keptItems(db: Db): Map<string, KeptItem<unknown>> {
  const generation = catalogueGeneration(db);
  let kept = items.get(db);
  if (!kept || kept.generation !== generation) {
    kept = { generation, map: new Map() };
    items.set(db, kept);
  }
  return kept.map;
}

export function trimItems(map: Map<string, unknown>, max: number): void {
  for (const key of map.keys()) {
    if (map.size <= max) return;
    map.delete(key);
  }
}
