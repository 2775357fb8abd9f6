import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/client';
import { mailOutbox, orders } from '../../../server/db/schema/index';
import { enqueueOrderConfirmation, listOutbox } from '../../../server/modules/mail/outbox';
import type { OrderForMail } from '../../../server/modules/mail/templates/order-confirmation';
import { stripIsolates } from '../../../server/modules/mail/templates/writer';
import { type TestDatabase, databases, openTestDatabase } from '../support/test-db';
import { parseMail } from './mime';
import { BANK, type Inbox, buildMailApp, freePort, insertOrder, orderFixture, startSmtp } from './support';

describe.each(databases)('the mail outbox on %s', (kind) => {
  let db: TestDatabase;
  const open: Array<{ close(): Promise<unknown> }> = [];

  beforeAll(async () => {
    db = await openTestDatabase(kind, { seed: false });
  });
  afterEach(async () => {
    for (const item of open.splice(0).reverse()) await item.close();
    await db.handle.db.delete(mailOutbox);
  });
  afterAll(async () => {
    await db?.close();
  });

  const track = <T extends { close(): Promise<unknown> }>(item: T): T => (open.push(item), item);
  const smtp = async (port?: number) => track(await startSmtp(port));
  const app = async (port: number | null, logs?: string[]): Promise<FastifyInstance> =>
    track(await buildMailApp(db.handle, { smtpUrl: port === null ? null : `smtp://127.0.0.1:${port}` }, logs));

  /** Places an order as checkout does: the order, its lines and its mail in one transaction. */
  const placeOrder = (order: OrderForMail, recipient = 'amina@example.ma') =>
    db.handle.db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const placed = await insertOrder(tx, order);
      const mailId = await enqueueOrderConfirmation(tx, placed, recipient, BANK);
      return { order: placed, mailId };
    });
  const row = async (id: number) => (await db.handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

  it('writes the mail in the order’s transaction: no order, no mail', async () => {
    const failed = db.handle.db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      await enqueueOrderConfirmation(tx, await insertOrder(tx, orderFixture()), 'amina@example.ma', BANK);
      throw new Error('payment refused');
    });
    await expect(failed).rejects.toThrow('payment refused');
    expect(await listOutbox(db.handle.db, 10)).toEqual([]);

    const { order, mailId } = await placeOrder(orderFixture({ locale: 'ar' }));
    const [listed] = await listOutbox(db.handle.db, 10);
    expect(listed).toMatchObject({ id: mailId, kind: 'order_confirmation', orderId: order.id, locale: 'ar' });
    expect(listed).toMatchObject({ status: 'pending', attempts: 0, recipient: 'amina@example.ma' });
    expect(listed!.subject).toBe(`توصّلنا بطلبك رقم ${order.id} على زليج`);
  });

  it('keeps mail in the outbox when no SMTP server is configured', async () => {
    const { mailId } = await placeOrder(orderFixture());
    const server = await app(null);
    expect(await server.mail.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await row(mailId)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('sends the confirmation over SMTP and marks it sent', async () => {
    const inbox = await smtp();
    const server = await app(inbox.port);
    const { order, mailId } = await placeOrder(
      orderFixture({ locale: 'fr', paymentMethod: 'bacs', status: 'on-hold' }),
    );
    expect(await server.mail.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });

    expect(inbox.messages).toHaveLength(1);
    const received = inbox.messages[0]!;
    expect(received.to).toEqual(['amina@example.ma']);
    expect(received.from).toBe('commandes@zellige.ma');
    const mail = parseMail(received.raw);
    expect(mail.subject).toBe(`Votre commande Zellige n°\u00a0${order.id} a bien été reçue`);
    expect(mail.headers.get('to')).toBe('amina@example.ma');
    expect(mail.headers.get('from')).toBe('Zellige <commandes@zellige.ma>');
    const text = stripIsolates(mail.text);
    expect(text).toContain('Bonjour Amina,');
    expect(text).toContain('Total\u00a0: د.م.1,254.50');
    expect(text).toContain('MA64 1907 8021 1170 0023 4560 0178');
    expect(mail.html).toContain('<html lang="fr" dir="ltr">');
    expect(mail.html).toContain('<span dir="rtl">د.م.</span><span dir="ltr">1,254.50</span>');

    const sent = await row(mailId);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
    // Sent once: the next pass finds nothing due.
    expect(await server.mail.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(inbox.messages).toHaveLength(1);
  });

  it('retries later while the mail server is down, then sends', async () => {
    const port = await freePort();
    const server = await app(port);
    const { mailId } = await placeOrder(orderFixture({ locale: 'ar' }));
    const ordersBefore = await db.handle.db.select().from(orders);

    const started = Date.now();
    expect(await server.mail.deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    const waiting = await row(mailId);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(started + 20_000);
    // Not due yet: nothing is tried.
    expect(await server.mail.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    // The order is untouched by a mail failure.
    expect(await db.handle.db.select().from(orders)).toEqual(ordersBefore);

    const inbox = await smtp(port);
    await db.handle.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.id, mailId));
    expect(await server.mail.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await row(mailId)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(inbox.messages).toHaveLength(1);
    expect(stripIsolates(parseMail(inbox.messages[0]!.raw).text)).toContain('الإجمالي: د.م.1,254.50');
  });

  it('gives up after the eighth attempt and logs an error', async () => {
    const logs: string[] = [];
    const server = await app(await freePort(), logs);
    const { mailId } = await placeOrder(orderFixture());
    await db.handle.db
      .update(mailOutbox)
      .set({ attempts: 7, nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.id, mailId));
    expect(await server.mail.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await row(mailId)).toMatchObject({ status: 'failed', attempts: 8 });
    const errors = logs.map((line) => JSON.parse(line) as { level: number; mail?: { id: number } });
    expect(errors.filter((entry) => entry.level === 50).map((entry) => entry.mail?.id)).toEqual([mailId]);
    // Failed for good: never tried again.
    await db.handle.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.id, mailId));
    expect(await server.mail.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('sends each message once when two servers deliver at the same time', async () => {
    const inbox: Inbox = await smtp();
    const [first, second] = [await app(inbox.port), await app(inbox.port)];
    const recipients = Array.from({ length: 8 }, (_, i) => `shopper${i}@example.ma`);
    for (const recipient of recipients) await placeOrder(orderFixture(), recipient);

    const reports = await Promise.all([
      first!.mail.deliverDue(),
      second!.mail.deliverDue(),
      first!.mail.deliverDue(),
      second!.mail.deliverDue(),
    ]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(recipients.length);
    expect(inbox.messages.map((m) => m.to[0]).sort()).toEqual(recipients.sort());
    const rows = await listOutbox(db.handle.db, 20);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(recipients.map(() => ['sent', 1]));
  });

  // Needs a second connection: PGlite has one, so a held lock would block the test itself (defined on PostgreSQL only).
  if (kind === 'postgres')
    it('skips a message another server is sending', async () => {
      const inbox = await smtp();
      const server = await app(inbox.port);
      const { mailId: held } = await placeOrder(orderFixture(), 'held@example.ma');
      await placeOrder(orderFixture(), 'free@example.ma');
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = db.handle.db.transaction(async (tx) => {
        await tx.select().from(mailOutbox).where(eq(mailOutbox.id, held)).for('update');
        locked();
        await released;
      });
      await isLocked;
      expect(await server.mail.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(inbox.messages.map((m) => m.to[0])).toEqual(['free@example.ma']);
      release();
      await holder;
      expect(await server.mail.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(inbox.messages.map((m) => m.to[0])).toEqual(['free@example.ma', 'held@example.ma']);
    });
});
