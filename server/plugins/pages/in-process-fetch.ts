import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RENDER_HEADER } from '../rate-limit';

/**
 * What a page's API calls carried and left: the cookies sent (a cookie the API sets is carried to the next call),
 * the cookies to set with the page, and whether an answer was the shopper's own (it set a cookie or may not be
 * stored), which keeps the page out of the shared cache.
 */
export interface CookieJar {
  cookie: string;
  set: string[];
  personal: boolean;
}

export const newJar = (cookie: string): CookieJar => ({ cookie, set: [], personal: false });

/**
 * The API called in-process for the page being rendered, with the jar's cookies and the shopper's address, marked as
 * the renderer's (the page was counted by the pages' limit; its queries are not API requests).
 */
export function inProcessFetch(app: FastifyInstance, request: FastifyRequest, jar: CookieJar) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const outgoing = input instanceof Request ? input : new Request(input, init);
    const url = new URL(outgoing.url);
    const headers: Record<string, string> = { accept: 'application/json' };
    outgoing.headers.forEach((value, name) => (headers[name] = value));
    if (jar.cookie) headers.cookie = jar.cookie;
    headers[RENDER_HEADER] = app.renderKey;
    const answer = await app.inject({
      method: outgoing.method as 'GET',
      url: url.pathname + url.search,
      headers,
      remoteAddress: request.ip,
      ...(outgoing.method === 'GET' || outgoing.method === 'HEAD' ? {} : { payload: await outgoing.text() }),
    });
    const setCookie = answer.headers['set-cookie'];
    for (const line of setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie]) {
      jar.set.push(line);
      const pair = line.split(';')[0] ?? '';
      const name = pair.split('=')[0];
      const others = jar.cookie.split(/;\s*/).filter((part) => part && part.split('=')[0] !== name);
      jar.cookie = [...others, pair].join('; ');
    }
    if (jar.set.length || /no-store|private/i.test(String(answer.headers['cache-control'] ?? ''))) jar.personal = true;
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && name !== 'set-cookie') responseHeaders.set(name, String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}
