import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';

/** One round trip to the database; rejects when it does not answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await queryRows(db, sql`select 1 as ok`);
}
