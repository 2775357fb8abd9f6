import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { type ParsedMail, parseMail } from '../../server/mail/mime';

/** Where the journeys' SMTP catcher keeps what the shop sends (playwright.config.ts). */
const MAILBOX = 'data/e2e-mail';

function messagesTo(recipient: string): ParsedMail[] {
  let files: string[] = [];
  try {
    files = readdirSync(MAILBOX)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(join(MAILBOX, file), 'latin1'))
    .filter((raw) => raw.startsWith(`X-Envelope-To: ${recipient}`))
    .map((raw) => parseMail(raw));
}

/** The latest e-mail to `recipient` whose text has a link with a token, once it has arrived; the link's path. */
export async function mailedLink(recipient: string, pathPart: string): Promise<{ mail: ParsedMail; path: string }> {
  let found: { mail: ParsedMail; path: string } | null = null;
  await expect
    .poll(
      () => {
        for (const mail of messagesTo(recipient).reverse()) {
          const match = mail.text.match(
            new RegExp(`https?://[^\\s]+(/[a-z]{2}/my-account/${pathPart}/\\?token=[A-Za-z0-9_-]+)`),
          );
          if (match) {
            found = { mail, path: match[1]! };
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000, message: `an e-mail to ${recipient} with a ${pathPart} link` },
    )
    .toBe(true);
  return found!;
}

/** The latest e-mail to `recipient` whose subject matches, once it has arrived. */
export async function mailedTo(recipient: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      () => {
        found = messagesTo(recipient)
          .reverse()
          .find((mail) => subject.test(mail.subject));
        return found !== undefined;
      },
      { timeout: 20_000, message: `an e-mail to ${recipient}: ${subject}` },
    )
    .toBe(true);
  return found!;
}
