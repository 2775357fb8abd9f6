// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../../server/db/migrate';

interface Journal {
  entries: Array<{ idx: number; when: number; tag: string }>;
}

describe('the migrations journal', () => {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as Journal;

  it('lists every migration file once, in order', () => {
    const files = readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith('.sql'));
    expect(journal.entries.map((e) => `${e.tag}.sql`)).toEqual([...files].sort());
    expect(journal.entries.map((e) => e.idx)).toEqual(journal.entries.map((_, i) => i));
  });

  it('gives each migration a later time than the one before', () => {
    // The migrator applies only the migrations newer than the last one a database has: a migration dated before its
    // predecessor would never reach a database that already had the predecessor.
    for (const [i, entry] of journal.entries.entries()) {
      if (i > 0) expect(entry.when, entry.tag).toBeGreaterThan(journal.entries[i - 1]!.when);
    }
  });
});
