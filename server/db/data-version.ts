import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, type DbHandle, queryRows } from './client';

/**
 * The version of what the public pages show (migration 0027: every committed change to the catalogue, content,
 * settings or shipping moves it by one), as this database holds it now.
 */
export async function readDataVersion(db: Db): Promise<number> {
  const [row] = await queryRows<{ version: string | number }>(db, sql`select version from data_version where id = 1`);
  return Number(row?.version ?? 0);
}

/** Where each commit that moves the version says so (migration 0027). */
export const DATA_VERSION_CHANNEL = 'zellige_data_version';

/** How long a lost PostgreSQL listener waits before it connects again. */
const RELISTEN_MS = 1_000;

export interface DataVersionSource {
  /** The version as this process can know it now. */
  read: () => Promise<number>;
  close: () => Promise<void>;
}

/**
 * The data version as this process can know it now, and `onMove(version)` called each time it is seen to move
 * (once too when it is first read). PGlite is this process's alone, and tells its listeners of a commit before the
 * write that made it returns: the version is kept from its notices, with no query. PostgreSQL may be written by other
 * instances and scripts: it is read, one row, each time, and listened to, so a move is known within moments even
 * when no page is read; a listener that lost its connection listens again and reads what it missed.
 */
export async function dataVersionSource(
  handle: Pick<DbHandle, 'db' | 'driver'>,
  onMove: (version: number) => void = () => undefined,
): Promise<DataVersionSource> {
  let version = -1;
  const seen = (next: number) => {
    if (next <= version) return;
    version = next;
    onMove(next);
  };
  if (handle.driver.kind === 'postgres') {
    const listener = listenOnPostgres(handle.driver.pool, handle.db, seen);
    return {
      read: async () => {
        const now = await readDataVersion(handle.db);
        seen(now);
        return now;
      },
      close: listener.close,
    };
  }
  // Read once, on first use (the app is built before the database is migrated); then kept from the notices.
  const stop = await handle.driver.client.listen(DATA_VERSION_CHANNEL, (payload) => seen(Number(payload) || 0));
  return {
    read: async () => {
      if (version < 0) seen(await readDataVersion(handle.db));
      return version;
    },
    close: () => stop(),
  };
}

/** A connection of its own listening to the channel (a pool's would be handed to queries). */
function listenOnPostgres(pool: pg.Pool, db: Db, seen: (version: number) => void): { close: () => Promise<void> } {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client(pool.options);
    client = next;
    next.on('notification', (message) => seen(Number(message.payload) || 0));
    next.on('error', () => lost(next));
    try {
      await next.connect();
      await next.query(`listen ${DATA_VERSION_CHANNEL}`);
      // What moved while no one listened (at the start: the version now).
      seen(await readDataVersion(db));
    } catch {
      lost(next);
    }
  };
  const lost = (which: pg.Client) => {
    if (client !== which) return;
    client = null;
    void which.end().catch(() => undefined);
    if (!closed) {
      retry = setTimeout(() => void connect(), RELISTEN_MS);
      retry.unref();
    }
  };
  void connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}
