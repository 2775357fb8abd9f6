import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type AccountTokenPurpose, accountTokens } from '../../../db/schema/index';
import { hashToken, newToken } from '../../session/repository';

/** A new single-use link token for the customer; earlier unused ones of the same purpose stop working. */
export async function issueToken(
  db: Db,
  customerId: number,
  purpose: AccountTokenPurpose,
  expiresAt: Date,
  now: Date,
): Promise<string> {
  const token = newToken();
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(eq(accountTokens.customerId, customerId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
  await db
    .insert(accountTokens)
    .values({ tokenHash: hashToken(token), customerId, purpose, expiresAt, createdAt: now });
  return token;
}

/** Marks the token used and returns its customer, once: null for an unknown, used, expired or other-purpose token. */
export async function consumeToken(
  db: Db,
  token: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ customerId: accountTokens.customerId });
  return row?.customerId ?? null;
}
