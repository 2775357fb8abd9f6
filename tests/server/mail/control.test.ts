import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueAccountMail } from '../../../server/modules/mail/outbox';
import { askRunningShop, outboxSocketPath, serveOutboxCommands } from '../../../server/modules/mail/control';
import { type TestDatabase, openTestDatabase } from '../support/test-db';

describe('npm run outbox while the shop runs on the embedded database', () => {
  let db: TestDatabase;
  let folder: string;
  let shop: { close: () => Promise<void> };
  let path: string;
  beforeAll(async () => {
    db = await openTestDatabase('pglite', { seed: false });
    folder = mkdtempSync(join(tmpdir(), 'zellige-outbox-'));
    path = outboxSocketPath(folder);
    await enqueueAccountMail(
      db.handle.db,
      { kind: 'reset', locale: 'fr', name: 'Amina', username: 'amina', link: 'https://zellige.example/fr/?token=t' },
      'amina@example.ma',
    );
    shop = await serveOutboxCommands(db.handle.db, path);
  });
  afterAll(async () => {
    await shop?.close();
    await db?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('asks the running shop, which lists, shows and queues again from the database it holds', async () => {
    expect(await askRunningShop(path, { list: 20 })).toMatch(/^#1 .* pending {2}attempts 0 {2}amina@example\.ma\n/);
    const shown = await askRunningShop(path, { show: 1 });
    expect(shown).toContain('locale fr');
    expect(shown).toContain('https://zellige.example/fr/?token=t');
    expect(await askRunningShop(path, { retry: 1 })).toBe('#1 queued again');
    expect(await askRunningShop(path, { show: 99 })).toBe('no message #99');
  });

  it('answers nothing but an outbox command', async () => {
    const raw = await new Promise<string>((resolve) => {
      const socket = connect(path, () => socket.write('{"drop":"mail_outbox"}\n'));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('end', () => resolve(answer));
    });
    expect(JSON.parse(raw)).toEqual({ error: 'not an outbox command' });
    await expect(askRunningShop(path, { list: 0 })).rejects.toThrow('not an outbox command');
  });

  it('finds no shop where none runs: the command then opens the database itself', async () => {
    expect(await askRunningShop(join(folder, 'nobody.sock'), { list: 20 })).toBeNull();
  });
});
