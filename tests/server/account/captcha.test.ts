import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type CaptchaChallenge, encodeSolution, solveCaptcha } from '@domain/captcha';
import { mailKinds, visitor, type Visitor } from '../support/account-client';
import { problemOf } from '../support/cart-client';
import { cartTestServer } from '../support/cart-server';
import { databases } from '../support/test-db';

/** A challenge from the server, solved as the browser solves it. */
async function solved(v: Visitor): Promise<{ challenge: CaptchaChallenge; value: string }> {
  const challenge = (await v.send('GET', '/captcha')).json<CaptchaChallenge>();
  const number = await solveCaptcha(challenge);
  return { challenge, value: encodeSolution(challenge, number!) };
}

const register = (v: Visitor, name: string, captcha?: string) =>
  v.send('POST', '/account/register', {
    username: name,
    email: `${name}@example.ma`,
    password: 'correct horse 1',
    locale: 'fr',
    ...(captcha === undefined ? {} : { captcha }),
  });

describe.each(databases)('the captcha on %s', (kind) => {
  let now = Date.parse('2026-11-27T10:00:00Z');
  const t = cartTestServer(kind, { clock: () => now });
  const db = () => t.db.handle.db;

  it('is off by default: the forms need no solution', async () => {
    const v = await visitor(t.app, '203.0.113.60');
    expect((await register(v, 'nadia')).statusCode).toBe(202);
    expect((await v.send('POST', '/account/lost-password', { user_login: 'nadia', locale: 'fr' })).statusCode).toBe(
      202,
    );
  });

  it('once on, serves fresh challenges under the store’s work and lifetime, never cached', async () => {
    await db().execute(
      sql`insert into settings (key, value) values ('captcha', '{"enabled": true, "maxNumber": 2000, "lifetimeSeconds": 300}')`,
    );
    const v = await visitor(t.app, '203.0.113.61');
    const first = await v.send('GET', '/captcha');
    const second = await v.send('GET', '/captcha');
    expect(first.headers['cache-control']).toBe('no-store');
    const a = first.json<CaptchaChallenge>();
    expect(a).toMatchObject({ algorithm: 'SHA-256', maxNumber: 2000 });
    expect(a.salt).toMatch(new RegExp(`\\?expires=${Math.floor(now / 1000) + 300}$`));
    expect(second.json<CaptchaChallenge>().salt).not.toBe(a.salt);
    expect(await solveCaptcha(a)).not.toBeNull();
  });

  it('refuses a register or lost password without a good solution, on the field, and sends nothing', async () => {
    const v = await visitor(t.app, '203.0.113.62');
    const missing = await register(v, 'omar');
    expect(missing.statusCode).toBe(400);
    expect(problemOf(missing)).toMatchObject({ code: 'captcha_failed', errors: [{ field: 'body.captcha' }] });
    const { challenge } = await solved(v);
    const number = (await solveCaptcha(challenge))!;
    const wrong = encodeSolution(challenge, number + 1);
    const forged = encodeSolution({ ...challenge, signature: 'f'.repeat(64) }, number);
    for (const bad of [wrong, forged, 'not-base64-json', btoa('{"algorithm":"SHA-256"}')]) {
      expect(problemOf(await register(v, 'omar', bad)).code).toBe('captcha_failed');
    }
    const lost = await v.send('POST', '/account/lost-password', { user_login: 'nadia', locale: 'fr' });
    expect(problemOf(lost)).toMatchObject({ code: 'captcha_failed', errors: [{ field: 'body.captcha' }] });
    expect(await mailKinds(db(), 'omar@example.ma')).toEqual([]);
  });

  it('takes a good solution once, and not after its challenge expired', async () => {
    const v = await visitor(t.app, '203.0.113.63');
    const { value } = await solved(v);
    expect((await register(v, 'yasmine', value)).statusCode).toBe(202);
    expect(await mailKinds(db(), 'yasmine@example.ma')).toEqual(['account_confirm']);
    const again = await v.send('POST', '/account/lost-password', {
      user_login: 'yasmine',
      locale: 'fr',
      captcha: value,
    });
    expect(problemOf(again).code).toBe('captcha_failed');
    const late = await solved(v);
    now += 301_000;
    expect(problemOf(await register(v, 'youssef', late.value)).code).toBe('captcha_failed');
    const fresh = await solved(v);
    const lost = await v.send('POST', '/account/lost-password', {
      user_login: 'yasmine',
      locale: 'fr',
      captcha: fresh.value,
    });
    expect(lost.statusCode).toBe(202);
  });
});
