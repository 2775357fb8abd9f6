import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Which instance served a request: its method, path and the upstream's index. */
export interface Served {
  method: string;
  path: string;
  upstream: number;
}

/**
 * A pair of paths whose second must reach the instance the first did not: the request that stores something (an
 * upload, a registration) on one instance, the one that uses it on the other.
 */
interface Crossing {
  first: RegExp;
  then: RegExp;
}

export interface RoundRobinProxy {
  url: string;
  /** Every request served, in order. */
  log: Served[];
  /** From now on, a request matching `then` goes to the instance that did not serve the last one matching `first`. */
  cross: (first: RegExp, then: RegExp) => void;
  close: () => Promise<void>;
}

/**
 * A load balancer as a shop's would be in front of several instances: each request to the next instance in turn,
 * the client's address in X-Forwarded-For; a request an instance refuses to connect for (stopped, restarting) goes
 * to the next one, as nginx's `proxy_next_upstream error` does. Bodies are read whole first, so they can be sent again.
 */
export async function startRoundRobinProxy(upstreams: string[], port = 0): Promise<RoundRobinProxy> {
  const log: Served[] = [];
  const crossings: Crossing[] = [];
  let turn = 0;

  const lastServed = (pattern: RegExp) => [...log].reverse().find((s) => pattern.test(s.path))?.upstream;
  const choose = (path: string): number => {
    for (const { first, then } of crossings) {
      if (!then.test(path)) continue;
      const before = lastServed(first);
      if (before !== undefined) return (before + 1) % upstreams.length;
    }
    turn = (turn + 1) % upstreams.length;
    return turn;
  };

  const forward = (request: http.IncomingMessage, body: Buffer, index: number): Promise<http.IncomingMessage> =>
    new Promise((resolve, reject) => {
      const target = new URL(request.url ?? '/', upstreams[index]);
      const headers = { ...request.headers };
      const client = request.socket.remoteAddress ?? '';
      headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${client}` : client;
      headers['x-forwarded-proto'] = 'http';
      headers['x-forwarded-host'] = request.headers.host ?? '';
      // A connection per request: one kept open to an instance that died would fail mid-request instead of refusing.
      const outgoing = http.request(target, { method: request.method, headers, agent: false }, resolve);
      outgoing.on('error', reject);
      outgoing.end(body);
    });

  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = (request.url ?? '/').split('?')[0]!;
    let index = choose(path);
    for (let tries = 0; tries < upstreams.length; tries++) {
      try {
        const answer = await forward(request, body, index);
        log.push({ method: request.method ?? 'GET', path, upstream: index });
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(response);
        return;
      } catch (error) {
        // Nothing reached an instance that refused the connection: the next one is tried.
        if ((error as NodeJS.ErrnoException).code !== 'ECONNREFUSED') break;
        index = (index + 1) % upstreams.length;
      }
    }
    response.writeHead(502, { 'content-type': 'text/plain' }).end('no instance answered');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    log,
    cross: (first, then) => crossings.push({ first, then }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
