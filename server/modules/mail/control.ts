/**
 * The embedded database is the shop's process's alone: while the shop runs, `npm run outbox` asks it through a Unix
 * socket in the database's folder (only the folder's owner can reach it) instead of opening the folder a second time.
 */
import { rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import type { Db } from '../../db/client';
import { type OutboxCommand, isOutboxCommand, runOutboxCommand } from './commands';

/** Where the running shop answers outbox commands for the embedded database in `dataDir`. */
export const outboxSocketPath = (dataDir: string): string => join(dataDir, 'outbox.sock');

/** Answers each connection's one command (a JSON line) with `{ text }` or `{ error }`, then closes it. */
export async function serveOutboxCommands(db: Db, path: string): Promise<{ close: () => Promise<void> }> {
  // A socket left by a shop that did not stop cleanly: the folder is this process's now.
  rmSync(path, { force: true });
  const server = createServer((socket) => {
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (!received.includes('\n') && received.length < 1024) return;
      socket.removeAllListeners('data');
      void (async () => {
        let answer: { text: string } | { error: string };
        try {
          const command: unknown = JSON.parse(received.split('\n')[0]!);
          answer = isOutboxCommand(command)
            ? { text: await runOutboxCommand(db, command) }
            : { error: 'not an outbox command' };
        } catch (error) {
          answer = { error: error instanceof Error ? error.message : String(error) };
        }
        socket.end(`${JSON.stringify(answer)}\n`);
      })();
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, resolve);
  });
  return {
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        rmSync(path, { force: true });
      }),
  };
}

/**
 * Asks the shop running on the embedded database in `dataDir` to run `command`: what to print, or null when no shop
 * answers there (none runs: the caller opens the database itself).
 */
export function askRunningShop(path: string, command: OutboxCommand): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    let received = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(command)}\n`));
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('end', () => {
      try {
        const answer = JSON.parse(received) as { text?: string; error?: string };
        if (answer.error !== undefined) reject(new Error(answer.error));
        else resolve(answer.text ?? '');
      } catch {
        reject(new Error('the running shop gave no answer'));
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
  });
}
