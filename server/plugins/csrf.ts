import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpProblem } from '../http/problems';
import { isApiRoute, isDisguisedApiPath } from '../http/routed-path';

export const CSRF_HEADER = 'x-csrf-token';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** What a browser says of a request our own pages made ('none': the shopper's own action, such as a bookmark). */
const TRUSTED_FETCH_SITES = new Set(['same-origin', 'none']);

/** Constant-time comparison; hashing first makes both sides the same length whatever was sent. */
export function tokensMatch(sent: string, expected: string): boolean {
  const a = createHash('sha256').update(sent).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b) && sent.length === expected.length;
}

/**
 * Whether the browser's own account of where the request came from allows it: `Sec-Fetch-Site` must be same-origin
 * and `Origin`, when sent, must name this host. Clients that send neither (scripts, older browsers) rely on the
 * token alone.
 */
export function fromOwnPages(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && !TRUSTED_FETCH_SITES.has(String(site))) return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    // 'null' (sandboxed frames, some redirects) or garbage.
    return false;
  }
}

/**
 * Every state-changing API request must come from our pages, as the browser tells (`Origin`, `Sec-Fetch-Site`),
 * and echo the session's CSRF token in a header: a cross-site form cannot set headers, and another origin cannot
 * read the token. The route the router matched decides, whatever the URL's spelling. It runs before the body is
 * parsed: a rejected request never reaches a handler and never changes stored data. A visitor's first write whose
 * input is valid stores their session, so every handler of a write has one.
 */
export const csrfPlugin = fp(
  async (app) => {
    const checked = new WeakSet<FastifyRequest>();
    app.addHook('onRequest', async (request) => {
      if (isDisguisedApiPath(request)) {
        throw new HttpProblem(400, 'path_not_canonical', 'API paths start with /api/, spelled as such.');
      }
      if (!UNSAFE_METHODS.has(request.method) || !isApiRoute(request) || request.is404) return;
      if (!fromOwnPages(request)) {
        throw new HttpProblem(403, 'cross_origin', 'This request did not come from the shop’s own pages.');
      }
      const sent = request.headers[CSRF_HEADER];
      const expected = await request.expectedCsrfToken();
      if (typeof sent !== 'string' || expected === null || !tokensMatch(sent, expected)) {
        throw new HttpProblem(403, 'csrf_invalid', 'Missing or invalid CSRF token: fetch /api/session and retry.');
      }
      checked.add(request);
    });
    // Once the input is valid: a write refused by its schema stores no session either.
    app.addHook('preHandler', async (request, reply) => {
      if (checked.has(request)) await request.ensureSession(reply);
    });
  },
  { name: 'zellige-csrf', dependencies: ['zellige-session'] },
);
