import { describe, expect, it } from 'vitest';
import { hashPassword, SCRYPT_COST, verifyPassword } from '../../../server/modules/account/password';

describe('password hashing (scrypt)', () => {
  it('accepts the password it hashed and refuses any other', async () => {
    const stored = await hashPassword('zellige-2026');
    expect(await verifyPassword('zellige-2026', stored)).toBe(true);
    expect(await verifyPassword('zellige-2027', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts each password: the same password stores differently', async () => {
    const [a, b] = await Promise.all([hashPassword('same-password'), hashPassword('same-password')]);
    expect(a).not.toBe(b);
    expect(a.split('$').slice(0, 4)).toEqual(['scrypt', String(SCRYPT_COST.N), String(SCRYPT_COST.r), '1']);
  });

  it('treats a password in composed and decomposed Unicode as the same (an Arabic or accented keyboard)', async () => {
    const stored = await hashPassword('café-مرحبا');
    expect(await verifyPassword('cafe\u0301-مرحبا', stored)).toBe(true);
  });

  it('refuses an unknown account or a damaged hash after doing the same work', async () => {
    expect(await verifyPassword('anything', null)).toBe(false);
    expect(await verifyPassword('anything', 'scrypt$x$8$1$abc$def')).toBe(false);
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
  });
});
