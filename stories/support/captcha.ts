/**
 * The captcha's routes for stories: the store setting on, and challenges made as the server makes them (small, so a
 * story solves one at once). Not a story file.
 */
import { type CaptchaChallenge, captchaSalt, hmacHex, sha256Hex } from '@domain/captcha';
import type { MockRoute } from '../../tests/support/mock-fetch';
import { settingsRoute } from './api';

export const captchaOnRoute = settingsRoute({ captcha: { enabled: true } });

async function storyChallenge(): Promise<CaptchaChallenge> {
  const salt = captchaSalt(crypto.getRandomValues(new Uint8Array(12)), Date.now() + 600_000);
  const hash = await sha256Hex(`${salt}${17}`);
  return { algorithm: 'SHA-256', challenge: hash, salt, maxNumber: 40, signature: await hmacHex('story', hash) };
}

export const challengeRoute: MockRoute = {
  path: '/api/captcha',
  handler: async () => ({ body: await storyChallenge() }),
};

/** The captcha on, with challenges to solve. */
export const captchaRoutes: MockRoute[] = [captchaOnRoute, challengeRoute];
