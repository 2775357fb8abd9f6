import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { HttpProblem } from '../http/problems';

export const CSRF_HEADER = 'x-csrf-token';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Constant-time comparison; hashing first makes both sides the same length whatever was sent. */
export function tokensMatch(sent: string, expected: string): boolean {
  const a = createHash('sha256').update(sent).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b) && sent.length === expected.length;
}

/**
 * Every state-changing /api request must echo the session's CSRF token in a header. A cross-site form cannot set
 * headers, and another origin cannot read the token, so the request provably comes from our pages. It runs before
 * the body is parsed: a rejected request never reaches a handler and never changes stored data.
 */
export const csrfPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!UNSAFE_METHODS.has(request.method) || !request.url.startsWith('/api/') || request.is404) return;
      const sent = request.headers[CSRF_HEADER];
      const session = await request.getSession();
      if (typeof sent !== 'string' || !session || !tokensMatch(sent, session.csrfToken)) {
        throw new HttpProblem(403, 'csrf_invalid', 'Missing or invalid CSRF token: fetch /api/session and retry.');
      }
    });
  },
  { name: 'zellige-csrf', dependencies: ['zellige-session'] },
);
