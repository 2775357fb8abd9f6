import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { serverKeys } from './schema/index';

/**
 * The secret named `name`, drawn by the first instance that asks and read by every other on the same database, so
 * a captcha challenge or a form token signed by one instance is checked by another.
 */
export async function sharedKey(db: Db, name: string): Promise<string> {
  await db
    .insert(serverKeys)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverKeys.value }).from(serverKeys).where(eq(serverKeys.name, name));
  return row!.value;
}
