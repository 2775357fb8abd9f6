import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchaSpent } from '../../db/schema/index';

/** Takes a solution: true the first time its signature is seen, false after. Forgets the expired ones on the way. */
export async function spendSolution(db: Db, signature: string, expiresAt: Date, now: Date): Promise<boolean> {
  await db.delete(captchaSpent).where(lt(captchaSpent.expiresAt, now));
  const rows = await db
    .insert(captchaSpent)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ taken: sql<number>`1` });
  return rows.length > 0;
}
