/**
 * Embedded forms: a form as the shopper gets it (its definition in a locale, a fresh token, a honeypot label),
 * and submissions checked by the same rules as the
 * client, plus what only the server knows (the token, the honeypot, the captcha, restricted addresses, which uploads
 * are the shopper's). A refused submission stores nothing; an accepted one is stored and mailed to the shop.
 */
import type { FieldValue, FormDefinition, FormRedirect } from '@domain/forms/fields';
import { MAX_UPLOAD_TOTAL, fieldsOf } from '@domain/forms/fields';
import { formErrors, isShown, keptValues } from '@domain/forms/form';
import { checkFiles, shopToday, toMb } from '@domain/forms/rules';
import type { Locale } from '@domain/locales';
import type { Db } from '../../db/client';
import { type FieldError, HttpProblem } from '../../http/problems';
import { assertCaptcha } from '../captcha/service';
import { loadSettings } from '../settings/service';
import { type FormsContext, fieldOf, fieldProblem, load, notFound } from './context';
import { FORM_TOKEN_REFRESH_S, checkFormToken, formToken, honeypotLabel, tokenExpiry } from './guard';
import { enqueueSubmissionMail } from './mail';
import { createFormOrder } from './order';
import { type FormRow, formBySlug, insertSubmission, pendingUploads, spendToken } from './repository';
import { ruleText } from './rule-text';
import { readValues } from './values';

export interface PublicForm extends Omit<FormDefinition, 'redirect'> {
  token: string;
  /** The client asks for a new token once its own is this old (seconds). */
  tokenRefresh: number;
  honeypot: string;
  captcha: boolean;
}

/** The form in a locale, with a token issued now and a new honeypot label. */
export async function publicForm(c: FormsContext, slug: string, locale: Locale): Promise<PublicForm> {
  // Where a sent form leads is answered with the submission, as the confirmation is.
  const {
    form: { redirect: _redirect, ...form },
  } = await load(c.db, slug, locale);
  const { captcha } = await loadSettings(c.db);
  return {
    ...form,
    token: formToken(c.key, slug, c.now.getTime()),
    tokenRefresh: FORM_TOKEN_REFRESH_S,
    honeypot: honeypotLabel(),
    captcha: captcha.enabled,
  };
}

export async function refreshToken(c: FormsContext, slug: string): Promise<{ token: string }> {
  if (!(await formBySlug(c.db, slug))) throw notFound();
  return { token: formToken(c.key, slug, c.now.getTime()) };
}

/** Whether an address is on the form's restricted list: the address itself, or its domain as '@domain'. */
export function isRestricted(row: FormRow, email: string): boolean {
  const address = email.trim().toLowerCase();
  const domain = address.slice(address.lastIndexOf('@'));
  return row.restrictedEmails.some((entry) => {
    const e = entry.trim().toLowerCase();
    return e === address || (e.startsWith('@') && e === domain);
  });
}

/** The restricted-address check a form's e-mail field asks while the shopper types, in the form as they see it. */
export async function checkRestrictedEmail(
  c: FormsContext,
  slug: string,
  locale: Locale,
  fieldId: string,
  email: string,
) {
  const { row, form } = await load(c.db, slug, locale);
  const field = fieldOf(form, fieldId, 'body.field');
  return { valid: field.type !== 'email' || !field.restricted || !isRestricted(row, email) };
}

export const RESTRICTED_EMAIL = 'This email address is not allowed.';

export interface Submission {
  locale: Locale;
  token: string;
  honeypot?: string;
  captcha?: string;
  /** When the shopper first touched the form (seconds since the epoch). */
  startedAt?: number;
  values: Record<string, unknown>;
  /** Upload ids per file field. */
  uploads?: Record<string, string[]>;
}

const SPAM = 'Your submission could not be accepted.';

/**
 * What an accepted submission answers: its confirmation, where to go instead when the form redirects (the page
 * shows the confirmation when it cannot), and the order to pay when the form made one.
 */
export interface Submitted {
  submission: number;
  confirmation: string[];
  redirect?: FormRedirect;
  order?: { number: number; key: string; total: number };
}

/** Checks and stores a submission; its confirmation in the shopper's locale. */
export async function submitForm(
  c: FormsContext,
  slug: string,
  session: { id: string; userId: number | null },
  address: string,
  body: Submission,
): Promise<Submitted> {
  const sessionId = session.id;
  const { row, form } = await load(c.db, slug, body.locale);
  if (body.honeypot && body.honeypot.trim() !== '')
    throw fieldProblem(400, 'form_spam', [{ field: 'body.honeypot', code: 'form_spam', message: SPAM }]);
  const token = checkFormToken(c.key, slug, body.token, c.now.getTime());
  if (token !== 'ok') {
    const message = token === 'stale' ? 'The form has expired. Please submit it again.' : SPAM;
    throw fieldProblem(400, `form_token_${token}`, [{ field: 'body.token', code: `form_token_${token}`, message }]);
  }

  const { values, errors: shape } = readValues(form, body.values);
  if (shape.length > 0)
    throw fieldProblem(
      422,
      'invalid_fields',
      shape.map((e) => ({ ...e, message: e.code === 'unknown_field' ? 'No such field.' : 'This value is malformed.' })),
    );

  const errors: FieldError[] = formErrors(form, values, { today: shopToday(c.now) }).map(
    ({ field, part, ...rule }) => ({
      field: `values.${field}${part ? `.${part}` : ''}`,
      code: rule.rule,
      message: ruleText(rule),
    }),
  );
  for (const field of fieldsOf(form)) {
    if (!isShown(form, field, values)) continue;
    const at = `values.${field.id}`;
    if (field.type === 'email' && field.restricted && !errors.some((e) => e.field.startsWith(at))) {
      const value = values[field.id];
      const email =
        typeof value === 'string'
          ? value
          : typeof value === 'object' && !Array.isArray(value)
            ? String(value.primary ?? '')
            : '';
      if (email && isRestricted(row, email))
        errors.push({ field: at, code: 'restricted_email', message: RESTRICTED_EMAIL });
    }
  }
  const uploads = await claimable(c, row.id, sessionId, form, values, body.uploads ?? {}, errors);
  if (errors.length > 0) throw fieldProblem(422, 'invalid_fields', errors);

  // Last, so a refusal for the fields does not spend the shopper's captcha.
  await assertCaptcha({ db: c.db, key: c.key, now: c.now }, body.captcha);

  const kept = keptValues(form, values);
  const started = typeof body.startedAt === 'number' ? new Date(body.startedAt * 1000) : null;
  return c.db.transaction(async (tx) => {
    // First: a token sends one submission, and an address so many an hour; a refusal writes nothing.
    await spend(c, tx, body.token, address);
    const order = await createFormOrder(tx, { form, values: kept, locale: body.locale, session, now: c.now });
    const submission = await insertSubmission(
      tx,
      {
        formId: row.id,
        locale: body.locale,
        values: kept,
        startedAt: started && started <= c.now ? started : null,
        orderId: order?.id ?? null,
      },
      uploads.map((u) => u.id),
    );
    await enqueueSubmissionMail(tx, {
      form,
      locale: body.locale,
      values: kept,
      files: uploads,
      recipient: row.notify || c.shopAddress,
      submission,
      order: order?.id ?? null,
    });
    return {
      submission,
      confirmation: form.confirmation,
      ...(form.redirect ? { redirect: form.redirect } : {}),
      ...(order ? { order: { number: order.id, key: order.key, total: order.total } } : {}),
    };
  });
}

const TOKEN_USED = 'This form has already been sent once. To send it again, submit it once more.';
const SUBMISSIONS_LIMIT = 'Too many forms have been sent from your connection. Please try again later.';

/** Spends the submission's token (kept until it expires and the address's window has passed), or refuses. */
async function spend(c: FormsContext, tx: Db, token: string, address: string): Promise<void> {
  const { max, timeWindow } = c.limits.submissionsPerAddress;
  const spent = await spendToken(
    tx,
    { token, address, spentAt: c.now, keepUntil: new Date(Math.max(tokenExpiry(token), c.now.getTime() + timeWindow)) },
    { max, since: new Date(c.now.getTime() - timeWindow) },
  );
  if (spent === 'used')
    throw fieldProblem(409, 'form_token_used', [{ field: 'body.token', code: 'form_token_used', message: TOKEN_USED }]);
  if (spent !== 'spent') {
    const seconds = Math.max(1, Math.ceil((spent.limited.getTime() + timeWindow - c.now.getTime()) / 1000));
    throw new HttpProblem(429, 'form_submissions_limit', SUBMISSIONS_LIMIT, {
      headers: { 'retry-after': String(seconds) },
    });
  }
}

/** The uploads named for each shown file field: the session's own, unclaimed, within the field's rules. */
async function claimable(
  c: FormsContext,
  formId: number,
  sessionId: string,
  form: FormDefinition,
  values: Record<string, FieldValue | undefined>,
  named: Record<string, string[]>,
  errors: FieldError[],
) {
  const ids = Object.values(named).flat();
  const found = await pendingUploads(c.db, formId, sessionId, ids);
  const out: typeof found = [];
  for (const field of fieldsOf(form)) {
    if (field.type !== 'file' || !isShown(form, field, values)) continue;
    const at = `values.${field.id}`;
    const wanted = named[field.id] ?? [];
    const files = found.filter((u) => u.fieldId === field.id && wanted.includes(u.id));
    if (files.length !== wanted.length) {
      errors.push({ field: at, code: 'upload_missing', message: 'A file is missing. Please add it again.' });
      continue;
    }
    const broken = checkFiles(field, files);
    if (broken) errors.push({ field: at, code: broken.rule, message: ruleText(broken) });
    else out.push(...files);
  }
  const total = out.reduce((sum, u) => sum + u.size, 0);
  if (total > MAX_UPLOAD_TOTAL) {
    const message = `The total size of the selected files ${toMb(total)} MB exceeds the allowed limit ${toMb(MAX_UPLOAD_TOTAL)} MB.`;
    errors.push({ field: `values.${out[0]!.fieldId}`, code: 'upload_total', message });
  }
  return out;
}
