/** Sending one message over SMTP (nodemailer), behind a small interface the worker depends on. */
import { createTransport } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The outbox mail's stored id, the same at every sending: its Message-ID is made from it (messageIdOf). */
  messageId: string;
  /** Files sent with it (a form's uploads), each under the name it was sent with. */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

/** The domain of a From header ('Shop <orders@shop.ma>' → 'shop.ma'); 'localhost' when it names none. */
function domainOf(from: string): string {
  const address = /<([^<>]*)>\s*$/.exec(from)?.[1] ?? from;
  const domain = address.slice(address.lastIndexOf('@') + 1).trim();
  return address.includes('@') && /^[A-Za-z0-9.-]+$/.test(domain) ? domain : 'localhost';
}

/** A Message-ID from an outbox mail's stored id, under the sender's domain: <id@domain>. */
export const messageIdOf = (id: string, from: string): string => `<${id}@${domainOf(from)}>`;

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
    async send({ messageId, ...mail }) {
      await transporter.sendMail({ from, ...mail, messageId: messageIdOf(messageId, from) });
    },
    close: () => transporter.close(),
  };
}
