import type { Db } from '../../db/client';
import { type JsonBody, jsonBody } from '../../http/etag';
import { catalogueGeneration } from './cache';

/**
 * Whole catalogue answers (a listing page with its facets, a live search, the category tree, the home page), kept
 * serialised, tagged and compressed, per process. They depend on the address only (locale included), never on the
 * shopper: no session, cookie or header is read to make them. An answer is kept until the first of:
 *  - the catalogue changes (clearListingCache: the data version moved, whichever instance or script committed the
 *    change; a price refresh; seeding), which moves the generation;
 *  - a sale starts or ends on a product it shows (its cards' prices were computed for the moment they were read);
 *  - `ttlMs` passes.
 * Concurrent requests for one address share one read. Past BUDGET_BYTES (JSON and compressed forms), the least
 * recently used go first.
 */
const BUDGET_BYTES = 24 * 1024 * 1024;
const MAX_ENTRIES = 5_000;

/** What a read gives: the route's serialised answer, until when it holds (epoch ms), and what the route needs on a hit. */
export interface Fresh<M> {
  json: string;
  until: number;
  meta: M;
}

export interface Kept<M> {
  body: JsonBody;
  meta: M;
}

interface Entry {
  /** When the read started: an app with a shorter TTL on the same database does not take an older answer. */
  born: number;
  expires: number;
  bytes: number;
  value: Promise<Kept<unknown>>;
}

interface Store {
  generation: number;
  entries: Map<string, Entry>;
  bytes: number;
}

const stores = new WeakMap<Db, Store>();

function storeOf(db: Db): Store {
  const generation = catalogueGeneration(db);
  let store = stores.get(db);
  if (!store || store.generation !== generation) {
    store = { generation, entries: new Map(), bytes: 0 };
    stores.set(db, store);
  }
  return store;
}

function drop(store: Store, key: string, entry: Entry): void {
  if (store.entries.get(key) !== entry) return;
  store.entries.delete(key);
  store.bytes -= entry.bytes;
}

/**
 * One read at a time per gate, each after a turn of the event loop. PGlite runs queries synchronously and hands
 * the next one over without returning to the loop, so reads queued together hold the loop (and every other
 * request) until the last is done; one at a time, health checks and kept answers go out between them.
 */
class Gate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(private readonly limit: number) {}

  async run<T>(read: () => Promise<T>): Promise<T> {
    // A finished read hands its place to the longest waiting one (first come, first served).
    if (this.active < this.limit) this.active++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      await new Promise<void>((resolve) => setImmediate(resolve));
      return await read();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}

const gates = new WeakMap<Db, Gate>();

/** PGlite: one read at a time (it runs one query at a time anyway); PostgreSQL: no gate. */
export function readGate(db: Db, serial: boolean): (<T>(read: () => Promise<T>) => Promise<T>) | null {
  if (!serial) return null;
  let gate = gates.get(db);
  if (!gate) {
    gate = new Gate(1);
    gates.set(db, gate);
  }
  return (read) => gate.run(read);
}

export interface KeepOptions {
  /** How long an answer may be kept at most; 0: never kept (read and tagged each time). */
  ttlMs: number;
  /** Reads go one at a time (PGlite). */
  serial: boolean;
}

/** How catalogue answers are kept: `cacheMs` at most (0: never), reads one at a time on PGlite. */
export const keepOptions = (cacheMs: number, dbKind: string): KeepOptions => ({
  ttlMs: cacheMs,
  serial: dbKind === 'pglite',
});

/** The kept answer for `key`, or `read()`'s, kept for the next request. A failed read is not kept. */
export function kept<M>(db: Db, key: string, options: KeepOptions, read: () => Promise<Fresh<M>>): Promise<Kept<M>> {
  const gated = readGate(db, options.serial);
  const fresh = () => (gated ? gated(read) : read());
  if (options.ttlMs <= 0) return fresh().then(({ json, meta }) => ({ body: jsonBody(json), meta }));
  const store = storeOf(db);
  const now = Date.now();
  const hit = store.entries.get(key);
  if (hit && hit.expires > now && hit.born + options.ttlMs > now) {
    // Map keeps insertion order: moved to the end, the least recently used stay first.
    store.entries.delete(key);
    store.entries.set(key, hit);
    return hit.value as Promise<Kept<M>>;
  }
  if (hit) drop(store, key, hit);
  const entry: Entry = { born: now, expires: now + options.ttlMs, bytes: 0, value: undefined as never };
  entry.value = fresh().then(
    ({ json, until, meta }) => {
      const body = jsonBody(json, true);
      entry.expires = Math.min(entry.expires, until);
      if (store.entries.get(key) === entry) {
        // The compressed forms add about a fifth each; counted once they exist would need a walk of every entry.
        entry.bytes = Math.round(body.bytes * 1.4);
        store.bytes += entry.bytes;
        evict(store);
      }
      return { body, meta };
    },
    (err: unknown) => {
      drop(store, key, entry);
      throw err;
    },
  );
  store.entries.set(key, entry);
  evict(store);
  return entry.value as Promise<Kept<M>>;
}

function evict(store: Store): void {
  for (const [key, entry] of store.entries) {
    if (store.bytes <= BUDGET_BYTES && store.entries.size <= MAX_ENTRIES) return;
    drop(store, key, entry);
  }
}

/** A cache key: the parts of an address the answer depends on, in a fixed order. */
export const addressKey = (route: string, parts: Record<string, unknown>): string =>
  JSON.stringify([
    route,
    ...Object.keys(parts)
      .sort()
      .map((k) => [k, parts[k]]),
  ]);
