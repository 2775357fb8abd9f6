/** What `npm run outbox` can ask of the outbox, answered as the text it prints (dates in UTC). */
import type { Db } from '../../db/client';
import { type OutboxSummary, findOutboxMessage, listOutbox, requeueMessage } from './outbox';
import { stripIsolates } from './templates/writer';

export type OutboxCommand = { list: number } | { show: number } | { retry: number };

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

/** Whether a value read from a socket is a command (the shop answers nothing else). */
export function isOutboxCommand(value: unknown): value is OutboxCommand {
  if (!value || typeof value !== 'object') return false;
  const entries = Object.entries(value);
  return (
    entries.length === 1 &&
    ['list', 'show', 'retry'].includes(entries[0]![0]) &&
    Number.isInteger(entries[0]![1]) &&
    (entries[0]![1] as number) > 0
  );
}

/** Runs one command on the outbox: what to print. */
export async function runOutboxCommand(db: Db, command: OutboxCommand): Promise<string> {
  if ('retry' in command) {
    const id = command.retry;
    return (await requeueMessage(db, id)) ? `#${id} queued again` : `no message #${id}`;
  }
  if ('show' in command) {
    const message = await findOutboxMessage(db, command.show);
    if (!message) return `no message #${command.show}`;
    return [...summaryLines(message), `    locale ${message.locale}`, '', stripIsolates(message.text)].join('\n');
  }
  const messages = await listOutbox(db, command.list);
  return messages.length ? messages.flatMap(summaryLines).join('\n') : 'the outbox is empty';
}
