import { request } from 'node:http';

export interface Reply {
  status: number;
  body: string;
  setCookies: string[];
}

export interface Session {
  cookie: string;
  csrfToken: string;
}

/** Longest wait for one answer: a request the server never answers fails the round instead of hanging it. */
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * One HTTP request over a connection of its own (no keep-alive pool survives a killed server). Resolves only when
 * the whole answer arrived; a reset, a refused connection or a cut body rejects: the write was not acknowledged.
 */
export function send(
  port: number,
  method: string,
  path: string,
  options: { session?: Session; json?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const headers: Record<string, string> = { ...options.headers };
  if (options.session) headers.cookie = options.session.cookie;
  if (options.session && method !== 'GET') headers['x-csrf-token'] = options.session.csrfToken;
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('aborted', () => reject(new Error('answer cut off')));
      res.on('end', () => {
        if (!res.complete) return reject(new Error('answer cut off'));
        const cookies = res.headers['set-cookie'] ?? [];
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), setCookies: cookies });
      });
    });
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`${method} ${path}: no answer`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** A new visitor: GET /api/session sets the zsid cookie and answers the CSRF token. */
export async function newSession(port: number): Promise<Session> {
  const reply = await send(port, 'GET', '/api/session');
  const cookie = reply.setCookies.find((c) => c.startsWith('zsid='))?.split(';')[0];
  if (reply.status !== 200 || !cookie) throw new Error(`GET /api/session: ${reply.status} ${reply.body}`);
  return { cookie, csrfToken: (JSON.parse(reply.body) as { csrfToken: string }).csrfToken };
}
