import { describe, expect, it } from 'vitest';
import {
  accountSchema,
  checkAccountField,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MIN_LENGTH,
  validateAccountForm,
} from '@domain/account/forms';

describe('the account forms’ rules', () => {
  it('login: user and password required, nothing more', () => {
    expect(validateAccountForm('login', {})).toEqual([
      { field: 'user_login', rule: 'required' },
      { field: 'password', rule: 'required' },
    ]);
    expect(validateAccountForm('login', { user_login: ' amina ', password: 'x' })).toEqual([]);
  });

  it('register: username at least 4 characters, password 8 to 30, a valid e-mail', () => {
    expect(USERNAME_MIN_LENGTH).toBe(4);
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 30]);
    expect(checkAccountField('register', 'username', 'ami')).toEqual({ rule: 'minlength', min: 4 });
    expect(checkAccountField('register', 'username', 'amin')).toBeNull();
    expect(checkAccountField('register', 'username', 'أمينة')).toBeNull();
    expect(checkAccountField('register', 'username', 'a<b>c')).toEqual({ rule: 'username' });
    // Never an e-mail address, nor anything with '@': a login with '@' can only name an address.
    for (const name of ['amina@example.ma', ' Amina@Example.MA ', 'at@sign', '@']) {
      expect(checkAccountField('register', 'username', name), name).toEqual({ rule: 'username_email' });
    }
    const range = { rule: 'rangelength', min: 8, max: 30 };
    expect(checkAccountField('register', 'password', '1234567')).toEqual(range);
    expect(checkAccountField('register', 'password', '12345678')).toBeNull();
    expect(checkAccountField('register', 'password', 'x'.repeat(30))).toBeNull();
    expect(checkAccountField('register', 'password', 'x'.repeat(31))).toEqual(range);
    // Characters, not UTF-16 units: eight emoji are eight characters.
    expect(checkAccountField('register', 'password', '🌙'.repeat(8))).toBeNull();
    expect(checkAccountField('register', 'email', 'amina@')).toEqual({ rule: 'email' });
    expect(checkAccountField('register', 'email', ' Amina@Example.MA ')).toBeNull();
  });

  it('confirms a mailed link with the password as typed, its presence only', () => {
    expect(validateAccountForm('confirm', { password: '' })).toEqual([{ field: 'password', rule: 'required' }]);
    expect(validateAccountForm('confirm', { password: ' x ' })).toEqual([]);
  });

  it('lets the account details leave the names empty but not the display name, and caps their length', () => {
    expect(
      validateAccountForm('details', { first_name: '', last_name: '', display_name: 'Amina', email: 'a@b.ma' }),
    ).toEqual([]);
    expect(
      validateAccountForm('details', {
        first_name: 'x'.repeat(101),
        last_name: '',
        display_name: ' ',
        email: 'a@b.ma',
      }),
    ).toEqual([
      { field: 'first_name', rule: 'maxlength', max: 100 },
      { field: 'display_name', rule: 'required' },
    ]);
  });

  it('asks for the current password as typed and holds the new one to the policy', () => {
    expect(validateAccountForm('changePassword', { password_current: ' old ', password: 'short' })).toEqual([
      { field: 'password', rule: 'rangelength', min: 8, max: 30 },
    ]);
    expect(validateAccountForm('changePassword', { password_current: '', password: 'long-enough' })).toEqual([
      { field: 'password_current', rule: 'required' },
    ]);
  });

  it('runs the same rules through Yup, each error carrying its rule', async () => {
    const errors = await accountSchema('register')
      .validate({ username: 'ami', email: 'x', password: 'short' }, { abortEarly: false })
      .then(
        () => [],
        (error: { inner: Array<{ path: string; message: string }> }) =>
          error.inner.map((e) => [e.path, JSON.parse(e.message)]),
      );
    expect(errors).toEqual([
      ['username', { rule: 'minlength', min: 4 }],
      ['email', { rule: 'email' }],
      ['password', { rule: 'rangelength', min: 8, max: 30 }],
    ]);
  });
});
