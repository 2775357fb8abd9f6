/**
 * Whether a request changed stored data. The digest covers the business data a request could change (carts and
 * lines, the catalogue's prices and stock, coupons, shipping, settings, consents, the search log, accounts and their
 * links, mail, and what a session holds), not the sessions' bookkeeping (expiry). It costs a millisecond or two, so it is taken only when the
 * database's next transaction id moved: no write, no change. Both go straight to the driver: the fuzz asks after
 * every request, and Drizzle's own cost would double the mark's.
 */
import type { DbHandle } from '../../../server/db/client';

async function rows<T>(handle: DbHandle, text: string): Promise<T[]> {
  const result =
    handle.driver.kind === 'pglite' ? await handle.driver.client.query(text) : await handle.driver.pool.query(text);
  return result.rows as T[];
}

/** The next transaction id: it moves with every transaction that writes (or locks a row), and only then. */
export async function writeMark(handle: DbHandle): Promise<string> {
  const [row] = await rows<{ mark: string }>(handle, 'select pg_snapshot_xmax(pg_current_snapshot())::text as mark');
  return row!.mark;
}

/** Small tables, hashed whole (sessions without their expiry, which slides with use, and only those holding something). */
const HASHED: Array<[table: string, columns: string, order: string, where?: string]> = [
  ['carts', '*', 'id'],
  ['cart_lines', '*', 'cart_id, key'],
  [
    'sessions',
    'id, token_hash, csrf_token, user_id, coming_soon_dismissed',
    'id',
    // A guest's session that holds nothing is bookkeeping, like its cookie: stored on a first write whose input is
    // valid, before the handler decides (which may refuse).
    'user_id is not null or coming_soon_dismissed',
  ],
  ['consents', '*', 'id'],
  [
    'customers',
    'id, username, email, password_hash, first_name, last_name, display_name, billing, shipping, confirmed_at',
    'id',
  ],
  ['account_tokens', 'token_hash, customer_id, purpose, used_at', 'token_hash'],
];

/**
 * Large tables, told by their row count and newest row version: any insert, update or delete that commits changes
 * one of them, at a fraction of a hash's cost.
 */
const VERSIONED = [
  'products',
  'variations',
  'coupons',
  'shipping_zones',
  'shipping_methods',
  'settings',
  'search_log',
  'mail_outbox',
];

const DIGEST = `select ${[
  ...HASHED.map(
    ([table, columns, order, where = 'true']) =>
      `(select md5(coalesce(string_agg(t::text, '|' order by ${order}), '')) from (select ${columns} from ${table} where ${where}) t) as ${table}`,
  ),
  ...VERSIONED.map(
    (table) => `(select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from ${table}) as ${table}`,
  ),
].join(', ')}`;

/** One fingerprint per table, so a change says where it is. */
export async function storedDigest(handle: DbHandle): Promise<Record<string, string>> {
  const [row] = await rows<Record<string, string>>(handle, DIGEST);
  return row!;
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after).filter((table) => before[table] !== after[table]);
}
