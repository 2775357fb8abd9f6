import { parseArgs } from 'node:util';
import { DEFAULT_PGLITE_DIR, openDatabase } from '../../db/client';
import { type OutboxCommand, runOutboxCommand } from './commands';
import { askRunningShop, outboxSocketPath } from './control';

const USAGE = `npm run outbox [-- --limit N] [--show ID] [--retry ID]
  Lists the latest mail of the outbox (DATABASE_URL, or the embedded database in PGLITE_DIR / ./data/pglite).
  --show ID   prints one message with its text body
  --retry ID  puts a message back in the queue, due now (a failed one, or one to send again)
  With the embedded database, a running shop is asked (it holds the database); a stopped one's is opened.`;

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
  const command: OutboxCommand =
    values.retry !== undefined
      ? { retry: idOf(values.retry) }
      : values.show !== undefined
        ? { show: idOf(values.show) }
        : { list: idOf(values.limit) };
  const url = process.env.DATABASE_URL;
  const dataDir = process.env.PGLITE_DIR ?? DEFAULT_PGLITE_DIR;
  if (!url) {
    const answered = await askRunningShop(outboxSocketPath(dataDir), command);
    if (answered !== null) {
      console.log(answered);
      return;
    }
  }
  const handle = await openDatabase({ url, dataDir });
  try {
    console.log(await runOutboxCommand(handle.db, command));
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
