import { sql } from 'drizzle-orm';
import { type Db, queryRows } from './client';

/**
 * The version of what the public pages show (migration 0027: every committed change to the catalogue, content,
 * settings or shipping moves it by one), as this database holds it now.
 */
export async function readDataVersion(db: Db): Promise<number> {
  const [row] = await queryRows<{ version: string | number }>(db, sql`select version from data_version where id = 1`);
  return Number(row?.version ?? 0);
}
