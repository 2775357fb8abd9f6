/**
 * The mail outbox (mail_outbox): mail is written here, in the transaction of what caused it, and sent later by the
 * worker (worker.ts), which claims one due message at a time so that several servers on one database never send the
 * same message twice at once.
 */
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { BankDetails } from '@domain/checkout/payment';
import type { PriceFormat } from '@domain/money';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import { type AccountMail, accountMail } from './templates/account';
import { type OrderForMail, mailLocale, orderConfirmation } from './templates/order-confirmation';

export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface OutboxSummary {
  id: number;
  kind: string;
  orderId: number | null;
  recipient: string;
  locale: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  createdAt: Date;
  sentAt: Date | null;
}

export interface OutboxMessage extends OutboxSummary {
  html: string;
  text: string;
  /** Drawn when the mail was queued: the local part of its Message-ID, the same every time it is sent. */
  messageId: string;
  /** The form submission whose files go with the mail, if any. */
  formSubmissionId: number | null;
}

const summary = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  orderId: mailOutbox.orderId,
  recipient: mailOutbox.recipient,
  locale: mailOutbox.locale,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  nextAttemptAt: mailOutbox.nextAttemptAt,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};
const full = {
  ...summary,
  html: mailOutbox.html,
  text: mailOutbox.text,
  messageId: mailOutbox.messageId,
  formSubmissionId: mailOutbox.formSubmissionId,
};

/**
 * Queues the order's confirmation to `recipient`. Call it with the order's transaction: the mail exists if and only
 * if the order does. `priceFormat` is the store's (settings.priceFormat). Returns the outbox id.
 */
export async function enqueueOrderConfirmation(
  tx: Db,
  order: OrderForMail,
  recipient: string,
  bank: BankDetails | null,
  priceFormat?: PriceFormat,
): Promise<number> {
  const mail = orderConfirmation(order, bank, priceFormat);
  const [row] = await tx
    .insert(mailOutbox)
    .values({ kind: 'order_confirmation', orderId: order.id, recipient, locale: mailLocale(order.locale), ...mail })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/** Queues an account e-mail (confirm, already registered, reset) in the caller's transaction. Returns the outbox id. */
export async function enqueueAccountMail(tx: Db, mail: AccountMail, recipient: string): Promise<number> {
  const rendered = accountMail(mail);
  const [row] = await tx
    .insert(mailOutbox)
    .values({ kind: `account_${mail.kind}`, recipient, locale: mail.locale, ...rendered })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/** The latest messages, newest first, without their bodies. */
export async function listOutbox(db: Db, limit = 20): Promise<OutboxSummary[]> {
  return db.select(summary).from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}

export async function findOutboxMessage(db: Db, id: number): Promise<OutboxMessage | null> {
  const [row] = await db.select(full).from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}

/**
 * Claims the oldest due message (pending, next attempt passed) that no other worker holds: counts the attempt and
 * moves its next attempt `leaseMs` ahead, so a worker that dies while sending hands it back after the lease. One
 * statement, row locked with skip locked: two workers never claim the same message.
 */
export async function claimDueMessage(db: Db, leaseMs: number): Promise<OutboxMessage | null> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
    })
    // `id = (…)`, a scalar subquery, runs once; `id in (…)` may run again per row and claim every due message.
    .where(and(eq(mailOutbox.id, sql`(${due})`), eq(mailOutbox.status, 'pending')))
    .returning(full);
  return row ?? null;
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** A failed attempt: retried after `retryInMs`, or failed for good when null. */
export async function markAttemptFailed(db: Db, id: number, error: string, retryInMs: number | null): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryInMs === null
        ? { status: 'failed', lastError: error }
        : { lastError: error, nextAttemptAt: sql`now() + make_interval(secs => ${retryInMs / 1000})` },
    )
    .where(eq(mailOutbox.id, id));
}

/** Puts a message back in the queue, due now, with its attempts reset (a failed or wrongly sent mail, by hand). */
export async function requeueMessage(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, lastError: null, nextAttemptAt: sql`now()`, sentAt: null })
    .where(eq(mailOutbox.id, id))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}
