import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../server/db/schema/index';
import { enqueueOrderConfirmation } from '../../../server/modules/mail/outbox';
import { MAX_ATTEMPTS, retryDelayMs } from '../../../server/modules/mail/worker';
import { type TestDatabase, databases, openTestDatabase } from '../support/test-db';
import { BANK, buildMailApp, insertOrder, orderFixture, startSmtp } from './support';

describe('the mail retry schedule', () => {
  it('waits 30 s, doubling per attempt, at most an hour, over eight attempts', () => {
    const waits = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1) / 1000);
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920]);
    expect(retryDelayMs(12)).toBe(3_600_000);
  });
});

describe.each(databases)('the mail worker’s timer on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase(kind, { seed: false });
  });
  afterAll(async () => {
    await db?.close();
  });

  it('sends queued mail on its own every mailPollMs, and stops when the app closes', async () => {
    const inbox = await startSmtp();
    const app = await buildMailApp(db.handle, { smtpUrl: `smtp://127.0.0.1:${inbox.port}`, mailPollMs: 50 });
    try {
      const order = await insertOrder(db.handle.db, orderFixture({ locale: 'en' }));
      const id = await enqueueOrderConfirmation(db.handle.db, order, 'amina@example.ma', BANK);
      await expect.poll(() => inbox.messages.length, { timeout: 10_000 }).toBe(1);
      await expect
        .poll(async () => (await db.handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]?.status)
        .toBe('sent');
    } finally {
      await app.close();
    }
    // Closed: a message queued now stays pending.
    const order = await insertOrder(db.handle.db, orderFixture());
    const id = await enqueueOrderConfirmation(db.handle.db, order, 'later@example.ma', BANK);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [row] = await db.handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    await inbox.close();
  });
});
