import { parseArgs } from 'node:util';
import { openDatabase } from '../../db/client';
import { type OutboxSummary, findOutboxMessage, listOutbox, requeueMessage } from './outbox';
import { stripIsolates } from './templates/writer';

const USAGE = `npm run outbox [-- --limit N] [--show ID] [--retry ID]
  Lists the latest mail of the outbox (DATABASE_URL, or the embedded database in PGLITE_DIR / ./data/pglite).
  --show ID   prints one message with its text body
  --retry ID  puts a message back in the queue, due now (a failed one, or one to send again)
  With the embedded database, stop the server first: one process at a time opens its folder.`;

const when = (date: Date | null) => (date ? `${date.toISOString().slice(0, 19).replace('T', ' ')}Z` : '—');

function summaryLines(m: OutboxSummary): string[] {
  return [
    `#${m.id}  ${when(m.createdAt)}  ${m.status}  attempts ${m.attempts}  ${m.recipient}`,
    `    ${m.subject}`,
    ...(m.status === 'sent' ? [`    sent ${when(m.sentAt)}`] : []),
    ...(m.status === 'pending' && m.attempts > 0 ? [`    next attempt ${when(m.nextAttemptAt)}`] : []),
    ...(m.lastError && m.status !== 'sent' ? [`    last error: ${m.lastError}`] : []),
  ];
}

function idOf(value: string): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1) throw new Error(`not a message id: ${value}\n${USAGE}`);
  return id;
}

/** npm run outbox — what the shop has mailed, or would have: the outbox, newest first (dates in UTC). */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      limit: { type: 'string', default: '20' },
      show: { type: 'string' },
      retry: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const limit = idOf(values.limit);
  const handle = await openDatabase({ url: process.env.DATABASE_URL, dataDir: process.env.PGLITE_DIR });
  try {
    if (values.retry !== undefined) {
      const id = idOf(values.retry);
      console.log((await requeueMessage(handle.db, id)) ? `#${id} queued again` : `no message #${id}`);
    } else if (values.show !== undefined) {
      const message = await findOutboxMessage(handle.db, idOf(values.show));
      if (!message) throw new Error(`no message #${values.show}`);
      console.log(
        [...summaryLines(message), `    locale ${message.locale}`, '', stripIsolates(message.text)].join('\n'),
      );
    } else {
      const messages = await listOutbox(handle.db, limit);
      console.log(messages.length ? messages.flatMap(summaryLines).join('\n') : 'the outbox is empty');
    }
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
