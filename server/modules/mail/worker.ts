/**
 * The outbox worker: sends due messages over SMTP, retries with back-off, gives up after MAX_ATTEMPTS. A mail that
 * cannot be sent only ever changes its outbox row, never the order. Without an SMTP URL nothing is sent: mail waits in
 * the outbox, where the shop owner reads it (npm run outbox).
 */
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { submissionFiles } from '../forms/repository';
import { type OutboxMessage, claimDueMessage, markAttemptFailed, markSent } from './outbox';
import { type MailTransport, type OutgoingMail, smtpTransport } from './transport';

export interface MailConfig {
  /** smtp:// or smtps:// URL of the mail server; null: mail waits in the outbox. */
  smtpUrl: string | null;
  /** The From header. */
  mailFrom: string;
  /** Time between two passes over the outbox; 0: passes only on demand (tests). */
  mailPollMs: number;
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

export const MAX_ATTEMPTS = 8;
/** A claimed message is another worker's again after this: well over one attempt's timeouts (transport.ts). */
const CLAIM_MS = 5 * 60_000;
/** Most messages one pass sends; the next pass goes on. */
const BATCH = 50;
/** nodemailer's codes for a fault of the message itself: the next message may still go. */
const MESSAGE_ERRORS = new Set(['EENVELOPE', 'EMESSAGE']);

/** Wait after a failed attempt: 30 s, doubled per attempt made, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** A form submission's files, read from the database whichever instance received them. */
async function attachmentsOf(db: Db, message: OutboxMessage): Promise<Pick<OutgoingMail, 'attachments'>> {
  if (message.formSubmissionId === null) return {};
  const files = await submissionFiles(db, message.formSubmissionId);
  if (files.length === 0) return {};
  return { attachments: files.map((f) => ({ filename: f.name, content: f.content, contentType: f.mime })) };
}

/**
 * One pass: claims and sends due messages one at a time, until none is due or the mail server is unreachable. A
 * message sent again (the worker died before marking it sent) keeps its Message-ID, so mail clients drop the copy.
 */
export async function deliverDue(db: Db, transport: MailTransport, log: FastifyBaseLogger): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  for (let i = 0; i < BATCH; i += 1) {
    const message = await claimDueMessage(db, CLAIM_MS);
    if (!message) break;
    try {
      await transport.send({
        to: message.recipient,
        subject: message.subject,
        html: message.html,
        text: message.text,
        messageId: message.messageId,
        ...(await attachmentsOf(db, message)),
      });
    } catch (err) {
      const error = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      const mail = { id: message.id, orderId: message.orderId, kind: message.kind, attempts: message.attempts };
      if (message.attempts >= MAX_ATTEMPTS) {
        await markAttemptFailed(db, message.id, error, null);
        log.error({ mail, err }, 'mail not sent after its last attempt: marked failed in the outbox');
        report.failed += 1;
      } else {
        await markAttemptFailed(db, message.id, error, retryDelayMs(message.attempts));
        log.warn({ mail, err }, 'mail not sent: will retry');
        report.retried += 1;
      }
      // The server is down or refuses us: the other messages wait for the next pass, their attempts unspent.
      if (!MESSAGE_ERRORS.has((err as { code?: string }).code ?? '')) break;
      continue;
    }
    await markSent(db, message.id);
    report.sent += 1;
  }
  return report;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      /** One pass over the due messages, awaited (the timer runs one every mailPollMs); nothing without smtpUrl. */
      deliverDue(): Promise<DeliveryReport>;
      /** Starts a pass now without waiting for it (after an order commits); errors are logged. */
      wake(): void;
    };
  }
}

/** Decorates `app.mail`; with an SMTP URL, sends the outbox every `mailPollMs` until the app closes. */
export const mailPlugin = fp<{ config: MailConfig }>(
  async (app, { config }) => {
    const transport = config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : null;
    const passes = new Set<Promise<DeliveryReport>>();
    let closing = false;
    let timer: NodeJS.Timeout | undefined;

    const deliver = (): Promise<DeliveryReport> => {
      if (!transport || closing) return Promise.resolve({ sent: 0, retried: 0, failed: 0 });
      const pass = deliverDue(app.db, transport, app.log);
      const forget = () => passes.delete(pass);
      passes.add(pass);
      pass.then(forget, forget);
      return pass;
    };
    const wake = () => {
      deliver().catch((err: unknown) => app.log.warn({ err }, 'mail outbox pass failed'));
    };
    app.decorate('mail', { deliverDue: deliver, wake });

    if (transport && config.mailPollMs > 0) {
      const schedule = () => {
        if (closing) return;
        timer = setTimeout(tick, config.mailPollMs);
        timer.unref();
      };
      const tick = () => {
        deliver()
          .catch((err: unknown) => app.log.warn({ err }, 'mail outbox pass failed'))
          .finally(schedule);
      };
      app.addHook('onReady', async () => schedule());
    }
    app.addHook('onReady', async () => {
      if (!transport) app.log.info('no SMTP server configured: mail waits in the outbox (npm run outbox)');
    });
    app.addHook('onClose', async () => {
      closing = true;
      clearTimeout(timer);
      await Promise.allSettled([...passes]);
      transport?.close();
    });
  },
  { name: 'zellige-mail', dependencies: ['zellige-db'] },
);
