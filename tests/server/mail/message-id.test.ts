import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../server/db/schema/index';
import { enqueueAccountMail, enqueueOrderConfirmation } from '../../../server/modules/mail/outbox';
import { type TestDatabase, databases, openTestDatabase } from '../support/test-db';
import { parseMail } from './mime';
import { BANK, type Inbox, buildMailApp, insertOrder, orderFixture, startSmtp } from './support';

const messageIdOf = (raw: string) => parseMail(raw).headers.get('message-id');

describe.each(databases)('the Message-ID of outbox mail on %s', (kind) => {
  let db: TestDatabase;
  let inbox: Inbox;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await openTestDatabase(kind, { seed: false });
    inbox = await startSmtp();
    app = await buildMailApp(db.handle, { smtpUrl: `smtp://127.0.0.1:${inbox.port}` });
  });
  afterEach(async () => {
    inbox.messages.splice(0);
    await db.handle.db.delete(mailOutbox);
  });
  afterAll(async () => {
    await app?.close();
    await inbox?.close();
    await db?.close();
  });

  /** What a worker that died after the server took the message, before it marked it sent, leaves: due again. */
  const crashAfterSending = (id: number) =>
    db.handle.db
      .update(mailOutbox)
      .set({ status: 'pending', sentAt: null, nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.id, id));

  it('sends a mail sent again after a crash with the same Message-ID, so mail clients drop the copy', async () => {
    const order = await insertOrder(db.handle.db, orderFixture({ locale: 'en' }));
    const id = await enqueueOrderConfirmation(db.handle.db, order, 'amina@example.ma', BANK);
    expect(await app.mail.deliverDue()).toMatchObject({ sent: 1 });
    await crashAfterSending(id);
    expect(await app.mail.deliverDue()).toMatchObject({ sent: 1 });

    expect(inbox.messages).toHaveLength(2);
    const [first, second] = inbox.messages.map((m) => messageIdOf(m.raw));
    expect(first).toMatch(/^<[^<>@\s]+@zellige\.ma>$/);
    expect(second).toBe(first);
  });

  it('gives each outbox mail its own Message-ID, whoever queued it', async () => {
    const order = await insertOrder(db.handle.db, orderFixture({ locale: 'fr' }));
    await enqueueOrderConfirmation(db.handle.db, order, 'amina@example.ma', BANK);
    await enqueueAccountMail(
      db.handle.db,
      { kind: 'reset', locale: 'fr', name: 'Amina', username: 'amina', link: 'https://zellige.example/fr/?token=t' },
      'amina@example.ma',
    );
    // A row written without one (as another module's insert does) gets one from the database.
    const [raw] = await db.handle.db
      .insert(mailOutbox)
      .values({
        kind: 'form_submission',
        recipient: 'shop@zellige.ma',
        locale: 'fr',
        subject: 'S',
        html: '<p>h</p>',
        text: 't',
      })
      .returning({ id: mailOutbox.id });
    expect(await app.mail.deliverDue()).toMatchObject({ sent: 3 });
    await crashAfterSending(raw!.id);
    expect(await app.mail.deliverDue()).toMatchObject({ sent: 1 });

    const ids = inbox.messages.map((m) => messageIdOf(m.raw));
    expect(new Set(ids.slice(0, 3)).size).toBe(3);
    expect(ids[3]).toBe(ids[2]);
  });
});
