import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ConsentBody, SessionSchema } from './schemas';
import { dismissComingSoon, recordConsent, sessionState, visitorState } from './service';
import { COMMON_PROBLEMS, NoContent, problems } from '../../http/schemas';

const STATE_CHANGE = { security: [{ csrf: [], session: [] }] };

export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/session',
    {
      schema: {
        tags: ['session'],
        summary:
          'The visitor’s session and CSRF token (sets the zsid cookie; the session is stored on the first write)',
        response: { 200: SessionSchema, ...COMMON_PROBLEMS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await request.getSession();
      if (session) return sessionState(app.db, session);
      return visitorState(await request.visitorToken(reply));
    },
  );

  app.post(
    '/notices/coming-soon/dismiss',
    {
      config: { rateLimit: app.rateLimits.modest },
      schema: {
        tags: ['session'],
        summary: 'Hide the coming-soon banner for this session, and for the signed-in customer in every session',
        ...STATE_CHANGE,
        response: { 204: NoContent, ...COMMON_PROBLEMS, ...problems(403) },
      },
    },
    async (request, reply) => {
      // The CSRF hook has already required a valid token and stored the session.
      const session = (await request.getSession())!;
      await dismissComingSoon(app.db, session);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/consent',
    {
      config: { rateLimit: app.rateLimits.modest },
      schema: {
        tags: ['session'],
        summary: 'Record the cookie-consent decision',
        ...STATE_CHANGE,
        body: ConsentBody,
        response: { 204: NoContent, ...COMMON_PROBLEMS, ...problems(403, 415) },
      },
    },
    async (request, reply) => {
      const session = (await request.getSession())!;
      await recordConsent(app.db, session.id, request.body.analytics, request.headers['user-agent'] ?? null);
      return reply.code(204).send(null);
    },
  );
};
