/**
 * The account forms' rules (login, register, lost password, new password), run by Formik through Yup and by the
 * server, so the two cannot disagree. Register: username at least 4 characters and without '@' (an e-mail address
 * is never a username), password 8 to 30, a valid e-mail; login and confirming an address: both fields required,
 * nothing more (a length rule would tell an attacker about the password policy).
 */
import { object, string, type ObjectSchema } from 'yup';
import { isEmail } from '../checkout/address-schema';

export const ACCOUNT_FORMS = {
  login: ['user_login', 'password'],
  register: ['username', 'email', 'password'],
  lostPassword: ['user_login'],
  /** The link's address confirmed with the account's password. */
  confirm: ['password'],
  resetPassword: ['password'],
  details: ['first_name', 'last_name', 'display_name', 'email'],
  changePassword: ['password_current', 'password'],
} as const;

/** Fields a form may leave empty. */
const OPTIONAL: ReadonlySet<AccountField> = new Set(['first_name', 'last_name']);
export const NAME_MAX_LENGTH = 100;

export type AccountForm = keyof typeof ACCOUNT_FORMS;
export type AccountField = (typeof ACCOUNT_FORMS)[AccountForm][number];

export const USERNAME_MIN_LENGTH = 4;
export const USERNAME_MAX_LENGTH = 60;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 30;
export const EMAIL_MAX_LENGTH = 254;
/** What a login field may hold at most (a username or an e-mail address). */
export const USER_LOGIN_MAX_LENGTH = EMAIL_MAX_LENGTH;

/** The rule a value broke, with its limits, named as the spec's field validation messages are. */
export type AccountRule =
  | { rule: 'required' }
  | { rule: 'email' }
  | { rule: 'minlength'; min: number }
  | { rule: 'maxlength'; max: number }
  | { rule: 'rangelength'; min: number; max: number }
  | { rule: 'username' }
  | { rule: 'username_email' };

/** Letters of any script, digits, and _ . - and spaces inside: what a username may be made of. */
const USERNAME = /^[\p{L}\p{N}_.-]+(?: [\p{L}\p{N}_.-]+)*$/u;

/** Whether a login names an e-mail address (else a username): only addresses hold '@'. */
export const isEmailLogin = (login: string): boolean => login.includes('@');

/** A value as the rules see it: names and e-mails trimmed (e-mail lower case); a password exactly as typed. */
export function normaliseAccountValue(field: AccountField, raw: unknown): string {
  if (typeof raw !== 'string') return '';
  if (field === 'password' || field === 'password_current') return raw;
  const trimmed = raw.trim();
  return field === 'email' ? trimmed.toLowerCase() : trimmed;
}

/** The first rule a field's value breaks in this form, or null. */
export function checkAccountField(form: AccountForm, field: AccountField, raw: unknown): AccountRule | null {
  const value = normaliseAccountValue(field, raw);
  if (value === '') return OPTIONAL.has(field) ? null : { rule: 'required' };
  switch (field) {
    case 'first_name':
    case 'last_name':
    case 'display_name':
      return value.length > NAME_MAX_LENGTH ? { rule: 'maxlength', max: NAME_MAX_LENGTH } : null;
    case 'password_current':
      return null;
    case 'user_login':
      return value.length > USER_LOGIN_MAX_LENGTH ? { rule: 'maxlength', max: USER_LOGIN_MAX_LENGTH } : null;
    case 'username':
      // A username never looks like an address, so a login with '@' can only mean an address.
      if (isEmailLogin(value)) return { rule: 'username_email' };
      if (value.length < USERNAME_MIN_LENGTH) return { rule: 'minlength', min: USERNAME_MIN_LENGTH };
      if (value.length > USERNAME_MAX_LENGTH) return { rule: 'maxlength', max: USERNAME_MAX_LENGTH };
      return USERNAME.test(value) ? null : { rule: 'username' };
    case 'email':
      if (value.length > EMAIL_MAX_LENGTH) return { rule: 'maxlength', max: EMAIL_MAX_LENGTH };
      return isEmail(value) ? null : { rule: 'email' };
    case 'password': {
      // Signing in (or confirming with the password) checks presence only; choosing a password checks the policy.
      // Length counts characters, not UTF-16 units, so an emoji is one.
      if (form === 'login' || form === 'confirm') return null;
      const length = [...value].length;
      return length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH
        ? { rule: 'rangelength', min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }
        : null;
    }
    default:
      return null;
  }
}

/** Every field of the form that breaks a rule, in form order. */
export function validateAccountForm(
  form: AccountForm,
  values: Partial<Record<string, unknown>>,
): Array<{ field: AccountField } & AccountRule> {
  const errors: Array<{ field: AccountField } & AccountRule> = [];
  for (const field of ACCOUNT_FORMS[form]) {
    const broken = checkAccountField(form, field, values[field]);
    if (broken) errors.push({ field, ...broken });
  }
  return errors;
}

/** The same rules as a Yup schema for Formik: each error message is the rule as JSON, turned into words by the form. */
export function accountSchema(form: AccountForm): ObjectSchema<Record<string, string | undefined>> {
  const shape = Object.fromEntries(
    ACCOUNT_FORMS[form].map((field) => [
      field,
      string().test(field, '', function test(value) {
        const broken = checkAccountField(form, field, value);
        return broken ? this.createError({ message: JSON.stringify(broken) }) : true;
      }),
    ]),
  );
  return object(shape) as ObjectSchema<Record<string, string | undefined>>;
}
