import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client';
import { type AccountTokenPurpose, accountTokens } from '../../../db/schema/index';
import { hashToken, newToken } from '../../session/repository';

export { hashToken, newToken };

/**
 * A new single-use link token for the customer (with the address it confirms, for an address change); earlier
 * unused ones of the same purpose stop working. One statement, the same whether or not there is a customer: with
 * `customerId` null it writes nothing, so the work does not tell whether an account was found.
 */
export async function issueToken(
  db: Db,
  customerId: number | null,
  purpose: AccountTokenPurpose,
  expiresAt: Date,
  now: Date,
  email: string | null = null,
): Promise<string> {
  const token = newToken();
  const at = now.toISOString();
  await db.execute(
    sql`with spent as (
          update account_tokens set used_at = ${at}::timestamptz
          where customer_id = ${customerId}::int and purpose = ${purpose} and used_at is null
        )
        insert into account_tokens (token_hash, customer_id, purpose, expires_at, created_at, email)
        select ${hashToken(token)}, ${customerId}::int, ${purpose}, ${expiresAt.toISOString()}::timestamptz,
               ${at}::timestamptz, ${email}::text
        where ${customerId}::int is not null`,
  );
  return token;
}

/** Ends the customer's unused links of this purpose (what they were for is done). */
export async function spendTokens(db: Db, customerId: number, purpose: AccountTokenPurpose, now: Date): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(eq(accountTokens.customerId, customerId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
}

export interface LinkToken {
  customerId: number;
  purpose: AccountTokenPurpose;
  /** The address an address change confirms; null for other links. */
  email: string | null;
}

/** The customer (and purpose) of a token that still works, without using it up; null for any other token. */
export async function findToken(
  db: Db,
  token: string,
  purposes: readonly AccountTokenPurpose[],
  now: Date,
): Promise<LinkToken | null> {
  const rows = await queryRows<{ customer_id: number; purpose: AccountTokenPurpose; email: string | null }>(
    db,
    sql`select customer_id, purpose, email from account_tokens
        where token_hash = ${hashToken(token)} and used_at is null and expires_at > ${now.toISOString()}::timestamptz
          and purpose in (${sql.join(
            purposes.map((p) => sql`${p}`),
            sql`, `,
          )})`,
  );
  const row = rows[0];
  return row ? { customerId: row.customer_id, purpose: row.purpose, email: row.email } : null;
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
