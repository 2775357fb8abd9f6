import type { Db } from '../../db/client';
import { nextSaleBoundary } from '../../db/prices';

/** A page drawn for any visitor, kept with the places of its CSP nonce cut out (each response gets its own). */
export interface SharedPage {
  status: number;
  /** The HTML's UTF-8 bytes in the pieces between which the nonce goes (bytes: copied, never encoded, per answer). */
  parts: Buffer[];
  /** The same pieces compressed once (./gzip.ts). */
  pieces: Buffer[];
  /** A weak tag of the HTML without its nonce. */
  etag: string;
  bytes: number;
  /** How long its data and its shell took to render (Server-Timing). */
  timing: string;
}

/** What rendering for any visitor gave: a page to share, or none (the page turned out to be the shopper's own). */
export type Drawn = SharedPage | null;

interface Entry {
  value: Promise<Drawn>;
  bytes: number;
}

interface Generation {
  version: number;
  /** Epoch ms: the next start or end of a sale, when prices change with no write. */
  until: number;
  entries: Map<string, Entry>;
  bytes: number;
}

/**
 * The pages drawn for any visitor, per process, each kept for the database's data version it was drawn at: every
 * lookup asks for the version as of now, so a change committed by this instance, another one or a script shows in
 * the next page asked for, never a stale price. A moved version, or a sale starting or ending, drops every page (the
 * listing answers they are drawn from follow the version themselves: plugins/data-version.ts). Concurrent requests for one page share one rendering; past `budgetBytes` the
 * least recently used go first.
 */
export class PageCache {
  private generation: Generation = { version: -1, until: 0, entries: new Map(), bytes: 0 };
  private reading: Promise<Generation> | null = null;
  private next: Promise<Generation> | null = null;

  constructor(
    private readonly db: Db,
    /** The data version now (../../db/data-version.ts). */
    private readonly readVersion: () => Promise<number>,
    private readonly budgetBytes: number,
  ) {}

  /**
   * The generation as of a read started after the call: requests that arrive while a read runs share the one after
   * it (a read begun before a request could miss a change committed just before the request).
   */
  private current(): Promise<Generation> {
    if (!this.reading) {
      this.reading = this.read().finally(() => (this.reading = null));
      return this.reading;
    }
    this.next ??= this.reading
      .catch(() => undefined)
      .then(() => {
        this.next = null;
        return this.current();
      });
    return this.next;
  }

  private async read(): Promise<Generation> {
    const version = await this.readVersion();
    const held = this.generation;
    if (version === held.version && Date.now() < held.until) return held;
    const boundary = await nextSaleBoundary(this.db);
    this.generation = {
      version,
      until: boundary ? boundary.getTime() : Number.POSITIVE_INFINITY,
      entries: new Map(),
      bytes: 0,
    };
    return this.generation;
  }

  /**
   * The page kept for `key` at the current version (undefined: none yet), and `fill` to render and keep it. Throws
   * when the version cannot be read: the caller renders the page itself.
   */
  async lookup(
    key: string,
  ): Promise<{ kept: Promise<Drawn> | undefined; fill: (draw: () => Promise<Drawn>) => Promise<Drawn> }> {
    const generation = await this.current();
    const hit = generation.entries.get(key);
    if (hit) {
      // Map keeps insertion order: moved to the end, the least recently used stay first.
      generation.entries.delete(key);
      generation.entries.set(key, hit);
    }
    const fill = (draw: () => Promise<Drawn>): Promise<Drawn> => {
      const already = generation.entries.get(key);
      if (already) return already.value;
      const entry: Entry = { value: draw(), bytes: 0 };
      generation.entries.set(key, entry);
      entry.value.then(
        (page) => {
          if (generation.entries.get(key) !== entry) return;
          if (page && page.status >= 500) {
            generation.entries.delete(key);
            return;
          }
          entry.bytes = page?.bytes ?? 0;
          generation.bytes += entry.bytes;
          this.evict(generation);
        },
        () => {
          if (generation.entries.get(key) === entry) generation.entries.delete(key);
        },
      );
      return entry.value;
    };
    return { kept: hit?.value, fill };
  }

  private evict(generation: Generation): void {
    for (const [key, entry] of generation.entries) {
      if (generation.bytes <= this.budgetBytes) return;
      generation.entries.delete(key);
      generation.bytes -= entry.bytes;
    }
  }
}
