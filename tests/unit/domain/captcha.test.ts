import { describe, expect, it } from 'vitest';
import {
  type CaptchaChallenge,
  captchaSalt,
  checkSolution,
  decodeSolution,
  encodeSolution,
  hmacHex,
  saltExpiry,
  sha256Hex,
  solveCaptcha,
} from '@domain/captcha';

const KEY = 'test-key';
const NOW = Date.parse('2026-11-27T10:00:00Z');

async function challengeFor(number: number, maxNumber = 500, expiresAt = NOW + 60_000): Promise<CaptchaChallenge> {
  const salt = captchaSalt(new Uint8Array(12).fill(7), expiresAt);
  const challenge = await sha256Hex(salt + number);
  return { algorithm: 'SHA-256', challenge, salt, maxNumber, signature: await hmacHex(KEY, challenge) };
}

describe('captcha proof of work', () => {
  it('hashes as SHA-256 and HMAC-SHA-256 do', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await hmacHex('key', 'The quick brown fox jumps over the lazy dog')).toBe(
      'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8',
    );
  });

  it('carries the expiry in the salt, in seconds', () => {
    const salt = captchaSalt(new Uint8Array(12), NOW + 1500);
    expect(salt).toBe(`${'0'.repeat(24)}?expires=${Math.floor((NOW + 1500) / 1000)}`);
    expect(saltExpiry(salt)).toBe(Math.floor((NOW + 1500) / 1000) * 1000);
    expect(saltExpiry('abc?expires=12')).toBeNull();
  });

  it('finds the secret number, or nothing when it is past maxNumber or the work is aborted', async () => {
    expect(await solveCaptcha(await challengeFor(321))).toBe(321);
    expect(await solveCaptcha(await challengeFor(0))).toBe(0);
    expect(await solveCaptcha(await challengeFor(40, 30))).toBeNull();
    const aborted = new AbortController();
    aborted.abort();
    expect(await solveCaptcha(await challengeFor(5), aborted.signal)).toBeNull();
  });

  it('accepts the solution it was given, and names what is wrong with any other', async () => {
    const c = await challengeFor(77);
    const value = encodeSolution(c, 77);
    expect(decodeSolution(value)).toMatchObject({ number: 77, salt: c.salt, signature: c.signature });
    expect(await checkSolution(KEY, value, NOW)).toBe('ok');
    expect(await checkSolution(KEY, encodeSolution(c, 78), NOW)).toBe('wrong');
    expect(await checkSolution('another-key', value, NOW)).toBe('forged');
    expect(await checkSolution(KEY, encodeSolution({ ...c, signature: 'a'.repeat(64) }, 77), NOW)).toBe('forged');
    expect(await checkSolution(KEY, value, NOW + 60_000)).toBe('expired');
    for (const bad of [undefined, '', 'x', btoa('null'), btoa('{"algorithm":"MD5"}'), btoa('[1]'), 42]) {
      expect(await checkSolution(KEY, bad, NOW)).toBe('malformed');
    }
    expect(decodeSolution(btoa(JSON.stringify({ ...c, number: -1 })))).toBeNull();
  });
});
