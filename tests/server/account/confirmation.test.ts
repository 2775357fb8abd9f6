import { describe, expect, it } from 'vitest';
import { mailedToken, visitor } from '../support/account-client';
import { problemOf } from '../support/cart-client';
import { cartTestServer } from '../support/cart-server';
import { databases } from '../support/test-db';

describe.each(databases)('confirming an address on %s', (kind) => {
  const t = cartTestServer(kind);
  const db = () => t.db.handle.db;

  it('does not hand a pre-registered address to its registrant when the mailbox’s owner opens the link', async () => {
    // Mallory registers Sara's address with a password of his own; the link goes to Sara.
    const mallory = await visitor(t.app, '203.0.113.140');
    expect((await mallory.register('sara-s', 'sara@example.ma', 'mallory-knows-1')).statusCode).toBe(202);
    const token = (await mailedToken(db(), 'sara@example.ma', 'confirm'))!;
    // Sara opens it: without the registration's password nothing is confirmed, and she is not signed in.
    const sara = await visitor(t.app, '203.0.113.141');
    const opened = await sara.send('POST', '/account/confirm', { token, locale: 'en' });
    expect(opened.statusCode, opened.body).toBe(400);
    expect(opened.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(problemOf(opened).errors).toContainEqual(
      expect.objectContaining({ field: 'body.password', code: 'required' }),
    );
    const guessed = await sara.send('POST', '/account/confirm', { token, password: 'sara-guesses-1', locale: 'en' });
    expect(problemOf(guessed)).toMatchObject({ code: 'password_incorrect', errors: [{ field: 'body.password' }] });
    expect((await sara.session()).user).toBeNull();
    // Mallory's password does not open an account.
    expect((await mallory.login('sara@example.ma', 'mallory-knows-1')).statusCode).not.toBe(200);
    // Sara takes the address with a reset link, which sets her own password; Mallory's is gone for good.
    expect((await sara.lostPassword('sara@example.ma')).statusCode).toBe(202);
    const reset = (await mailedToken(db(), 'sara@example.ma', 'reset'))!;
    expect((await sara.resetPassword(reset, 'sara-own-pass-1')).statusCode).toBe(200);
    expect((await mallory.login('sara@example.ma', 'mallory-knows-1')).statusCode).toBe(401);
    expect((await sara.login('sara@example.ma', 'sara-own-pass-1')).statusCode).toBe(200);
    // The confirmation link is dead now.
    expect(problemOf(await sara.send('POST', '/account/confirm', { token, password: 'x', locale: 'en' })).code).toBe(
      'link_invalid',
    );
  });

  it('confirms with the link and the registration’s password, and signs in', async () => {
    const v = await visitor(t.app, '203.0.113.142');
    expect((await v.register('widad', 'widad@example.ma', 'widad-password')).statusCode).toBe(202);
    const token = (await mailedToken(db(), 'widad@example.ma', 'confirm'))!;
    const elsewhere = await visitor(t.app, '203.0.113.143');
    const confirmed = await elsewhere.send('POST', '/account/confirm', {
      token,
      password: 'widad-password',
      locale: 'en',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ customer: { displayName: 'widad' }, redirect: '/en/my-account/' });
    expect((await elsewhere.session()).user).toMatchObject({ displayName: 'widad' });
  });
});
