import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface RawAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json<T = unknown>(): T;
}

/**
 * A request over a real socket with its path sent byte for byte (app.inject resolves dot segments and backslashes
 * first, as a browser would; an attacker's client does not). The app must be listening.
 */
export function rawRequest(
  app: FastifyInstance,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: unknown },
): Promise<RawAnswer> {
  const { port } = app.server.address() as AddressInfo;
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({
            statusCode: response.statusCode ?? 0,
            headers: response.headers,
            body,
            json: <T>() => JSON.parse(body) as T,
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}
