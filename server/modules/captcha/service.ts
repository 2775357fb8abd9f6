/**
 * The captcha's server side: challenges signed with the process's key, solutions checked by the domain's rules and
 * taken once. Forms call `assertCaptcha`, which does nothing while the store setting is off.
 */
import { randomBytes, randomInt } from 'node:crypto';
import {
  CAPTCHA_ALGORITHM,
  CAPTCHA_FIELD,
  type CaptchaChallenge,
  captchaSalt,
  checkSolution,
  decodeSolution,
  hmacHex,
  saltExpiry,
  sha256Hex,
} from '@domain/captcha';
import type { Db } from '../../db/client';
import { HttpProblem } from '../../http/problems';
import { loadSettings } from '../settings/service';
import { spendSolution } from './repository';

export interface CaptchaContext {
  db: Db;
  key: string;
  now: Date;
}

/** A new challenge under the store's settings (its work and lifetime). */
export async function createChallenge(c: CaptchaContext): Promise<CaptchaChallenge> {
  const { captcha } = await loadSettings(c.db);
  const salt = captchaSalt(randomBytes(12), c.now.getTime() + captcha.lifetimeSeconds * 1000);
  const challenge = await sha256Hex(salt + randomInt(0, captcha.maxNumber + 1));
  const signature = await hmacHex(c.key, challenge);
  return { algorithm: CAPTCHA_ALGORITHM, challenge, salt, maxNumber: captcha.maxNumber, signature };
}

const FAILED = 'The verification failed. Please verify again.';

export const captchaFailed = () =>
  new HttpProblem(400, 'captcha_failed', FAILED, {
    errors: [{ field: `body.${CAPTCHA_FIELD}`, code: 'captcha_failed', message: FAILED }],
  });

/** When the store asks for the captcha, the form's solution must be good and unused; a 400 on the field otherwise. */
export async function assertCaptcha(c: CaptchaContext, value: unknown): Promise<void> {
  const { captcha } = await loadSettings(c.db);
  if (!captcha.enabled) return;
  if ((await checkSolution(c.key, value, c.now.getTime())) !== 'ok') throw captchaFailed();
  const solution = decodeSolution(value)!;
  const taken = await spendSolution(c.db, solution.signature, new Date(saltExpiry(solution.salt)!), c.now);
  if (!taken) throw captchaFailed();
}
