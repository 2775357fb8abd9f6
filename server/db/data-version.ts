import { sql } from 'drizzle-orm';
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

/**
 * The data version as this process can know it now. PGlite is this process's alone, and tells its listeners of a
 * commit before the write that made it returns: the version is kept from its notices, with no query. PostgreSQL
 * may be written by other instances and scripts: it is read, one row, each time.
 */
export async function dataVersionSource(
  handle: Pick<DbHandle, 'db' | 'driver'>,
): Promise<{ read: () => Promise<number>; close: () => Promise<void> }> {
  if (handle.driver.kind !== 'pglite') return { read: () => readDataVersion(handle.db), close: async () => undefined };
  // Read once, on first use (the app is built before the database is migrated); then kept from the notices.
  let version = -1;
  const stop = await handle.driver.client.listen(DATA_VERSION_CHANNEL, (payload) => {
    version = Math.max(version, Number(payload) || 0);
  });
  return {
    read: async () => {
      if (version < 0) version = Math.max(version, await readDataVersion(handle.db));
      return version;
    },
    close: () => stop(),
  };
}
