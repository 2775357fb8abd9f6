#!/usr/bin/env node
// The journeys' mailbox: an SMTP server on MAIL_CATCHER_PORT that keeps every message it receives as a file in
// MAIL_CATCHER_DIR (one .eml per message, in arrival order), where a journey reads the link it was sent.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.MAIL_CATCHER_PORT ?? 8092);
const dir = process.env.MAIL_CATCHER_DIR ?? 'data/e2e-mail';
mkdirSync(dir, { recursive: true });
let count = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      count += 1;
      const to = session.envelope.rcptTo.map((r) => r.address).join(',');
      writeFileSync(
        join(dir, `${String(Date.now())}-${String(count).padStart(5, '0')}.eml`),
        `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('latin1')}`,
        'latin1',
      );
      callback();
    });
  },
});
server.listen(port, '127.0.0.1');
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
