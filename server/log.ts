/** The server's log: one line per request; readable text in a terminal, JSON lines otherwise (for a collector). */
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { Writable } from 'node:stream';
import { fromRenderer } from './plugins/rate-limit';

const LEVELS: Record<number, [string, string]> = {
  10: ['TRACE', '90'],
  20: ['DEBUG', '36'],
  30: ['INFO ', '32'],
  40: ['WARN ', '33'],
  50: ['ERROR', '31'],
  60: ['FATAL', '35'],
};
/** Fields every line has, or that the text already says (a request's line names its method, path, status, time). */
const QUIET = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'method', 'url', 'status', 'ms']);

/** One of pino's JSON lines as a terminal line: time, level, message, then any other fields as key=value. */
export function prettyLine(json: string, colour: boolean): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const [name, code] = LEVELS[Number(entry.level)] ?? ['LOG  ', '0'];
  const time = new Date(Number(entry.time) || Date.now()).toTimeString().slice(0, 8);
  const paint = (text: string, c: string) => (colour ? `\x1b[${c}m${text}\x1b[0m` : text);
  const extra = Object.entries(entry)
    .filter(([key]) => !QUIET.has(key))
    .map(([key, value]) => {
      if (key === 'err' && value && typeof value === 'object') {
        const err = value as { message?: string; stack?: string };
        return `\n${err.stack ?? err.message ?? JSON.stringify(value)}`;
      }
      return ` ${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`;
    })
    .join('');
  return `${paint(time, '90')} ${paint(name, code)} ${String(entry.msg ?? '')}${extra}\n`;
}

/** Fastify's logger options: text with colours when `out` is a terminal, pino's JSON lines otherwise. */
export function loggerOptions(level: string, out: NodeJS.WriteStream = process.stdout): FastifyServerOptions['logger'] {
  if (!out.isTTY) return { level };
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      out.write(prettyLine(chunk.toString(), true));
      done();
    },
  });
  return { level, stream };
}

/**
 * One line per answered request, in place of Fastify's two ("incoming request", "request completed"): method, path,
 * status and time in its text, and as fields for a collector. The API calls a page's rendering makes in the process
 * are part of that page's line (logged at debug).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const fields = { method: request.method, url: request.url, status: reply.statusCode, ms };
    const text = `${request.method} ${request.url} ${reply.statusCode} ${ms} ms`;
    if (error || reply.statusCode >= 500) request.log.error({ ...fields, ...(error ? { err: error } : {}) }, text);
    else if (fromRenderer(request)) request.log.debug(fields, text);
    else request.log.info(fields, text);
  }
}
