import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CAPTCHA_ALGORITHM } from '@domain/captcha';
import { COMMON_PROBLEMS } from '../../http/schemas';
import { createChallenge } from './service';

const ChallengeSchema = Type.Object(
  {
    algorithm: Type.Literal(CAPTCHA_ALGORITHM),
    challenge: Type.String({ description: 'SHA-256 of salt + the secret number, hex' }),
    salt: Type.String(),
    maxNumber: Type.Integer({ description: 'The secret number is at most this' }),
    signature: Type.String({ description: 'HMAC-SHA-256 of the challenge, hex' }),
  },
  { title: 'CaptchaChallenge' },
);

/** A proof-of-work challenge for the forms that carry the captcha; never cached, each one is solved once. */
export const captchaRoutes: FastifyPluginAsyncTypebox<{ key: string; clock: () => number }> = async (
  app,
  { key, clock },
) => {
  app.get(
    '/captcha',
    {
      config: { rateLimit: app.rateLimits.modest },
      schema: {
        tags: ['captcha'],
        summary: 'A new captcha challenge (the number below maxNumber whose hash it is)',
        response: { 200: ChallengeSchema, ...COMMON_PROBLEMS },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return createChallenge({ db: app.db, key, now: new Date(clock()) });
    },
  );
};
