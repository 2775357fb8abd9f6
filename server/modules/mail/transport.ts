/** Sending one message over SMTP (nodemailer), behind a small interface the worker depends on. */
import { createTransport } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface MailTransport {
  /** Resolves once the server accepted the message; rejects with the reason otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * An SMTP transport from a URL (smtp://user:pass@host:587, smtps://…:465). Short timeouts: an attempt that hangs is
 * retried later rather than holding the worker (its claim lasts a few minutes, worker.ts).
 */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail({ from, ...mail });
    },
    close: () => transporter.close(),
  };
}
