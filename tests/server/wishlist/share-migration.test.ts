import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isShareToken } from '@domain/share-token';
import { type DbHandle, type Schema, openDatabase, queryRows } from '../../../server/db/client';
import { MIGRATIONS_FOLDER } from '../../../server/db/migrate';
import { databases, type TestDbKind } from '../support/test-db';

interface Journal {
  entries: Array<{ tag: string }>;
}

/** The migrations folder as it stood before the first migration whose SQL mentions `marker`. */
function folderBefore(marker: string): string {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as Journal;
  const at = journal.entries.findIndex((e) =>
    readFileSync(join(MIGRATIONS_FOLDER, `${e.tag}.sql`), 'utf8').includes(marker),
  );
  expect(at, `no migration mentions ${marker}`).toBeGreaterThan(0);
  const folder = mkdtempSync(join(tmpdir(), 'zellige-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const kept = journal.entries.slice(0, at);
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.sql'))) {
    if (!kept.some((e) => `${e.tag}.sql` === file)) rmSync(join(folder, file));
  }
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  return folder;
}

async function migrateFrom(handle: DbHandle, migrationsFolder: string) {
  if (handle.kind === 'postgres')
    await migrateNodePg(handle.db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
  else await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
}

/** An empty database of its own (PostgreSQL: created on TEST_DATABASE_URL's server, dropped after). */
async function emptyDatabase(kind: TestDbKind): Promise<{ handle: DbHandle; close(): Promise<void> }> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ url: 'memory://' });
    return { handle, close: () => handle.close() };
  }
  const admin = process.env.TEST_DATABASE_URL!;
  const name = `zellige_migration_${process.pid}_${randomBytes(4).toString('hex')}`;
  const run = async (text: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 2 });
  return {
    handle,
    close: async () => {
      await handle.close();
      await run(`drop database if exists ${name} with (force)`);
    },
  };
}

describe.each(databases)('the share token migration on %s', (kind) => {
  // The same migration gives mail already queued a Message-ID of its own (mail_outbox.message_id).
  it('gives every existing list a share token of its own, and every queued mail its Message-ID', async () => {
    const before = folderBefore('share_token');
    const { handle, close } = await emptyDatabase(kind);
    try {
      await migrateFrom(handle, before);
      const [session] = await queryRows<{ id: string }>(
        handle.db,
        sql`insert into sessions (token_hash, csrf_token, expires_at) values ('h', 'c', now() + interval '1 day') returning id`,
      );
      await handle.db.execute(
        sql`insert into wishlists (key, session_id, name, is_default) values
            ('AAAAAA', ${session!.id}, '', true), ('BBBBBB', ${session!.id}, 'Eid', false), ('CCCCCC', ${session!.id}, 'Wedding', false)`,
      );
      await handle.db.execute(
        sql`insert into mail_outbox (kind, recipient, locale, subject, html, text) values
            ('account_reset', 'a@example.ma', 'fr', 's', 'h', 't'), ('account_reset', 'b@example.ma', 'ar', 's', 'h', 't')`,
      );
      await migrateFrom(handle, MIGRATIONS_FOLDER);
      const mail = await queryRows<{ message_id: string | null }>(handle.db, sql`select message_id from mail_outbox`);
      expect(mail.every((m) => typeof m.message_id === 'string')).toBe(true);
      expect(new Set(mail.map((m) => m.message_id)).size).toBe(2);
      const rows = await queryRows<{ key: string; share_token: string }>(
        handle.db,
        sql`select key, share_token from wishlists order by key`,
      );
      expect(rows.map((r) => r.key)).toEqual(['AAAAAA', 'BBBBBB', 'CCCCCC']);
      for (const row of rows) expect(isShareToken(row.share_token), row.share_token).toBe(true);
      expect(new Set(rows.map((r) => r.share_token)).size).toBe(rows.length);
    } finally {
      await close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
