/**
 * The Yup schema Formik validates an embedded form with: a thin adapter over the domain's rules (the server runs
 * the same ones), for the pages the shopper has reached. Beyond them: a file field's uploads, the restricted
 * addresses the server has refused, all uploads together, and the captcha once the last page is reached.
 */
import { getIn } from 'formik';
import { ValidationError, object } from 'yup';
import { CAPTCHA_FIELD, CAPTCHA_REQUIRED } from '@domain/captcha';
import { type FormField, MAX_UPLOAD_TOTAL, fieldsOf } from '@domain/forms/fields';
import { isShown, pageErrors, shownPages } from '@domain/forms/form';
import { checkFiles, shopToday, toMb } from '@domain/forms/rules';
import { type FieldIssue, encodeIssue, issuePath } from './issues';
import type { FormState, PublicForm } from './types';
import { fieldValues, uploadTotal, uploadsOf } from './values';

export interface SchemaContext {
  /** The page the shopper is on (an index into the form's pages): it and the shown pages before it are checked. */
  upTo: number;
  /** Whether the server refused this address for this field (the answers so far). */
  refused: (field: string, email: string) => boolean;
  /** The server's refusals at fields, each kept while its field holds the value it was refused for. */
  held?: () => HeldIssue[];
  now?: () => Date;
}

/** A refusal only the server can make (a rule of its data), at a Formik path, for the value it saw there. */
export interface HeldIssue {
  path: string;
  /** `heldValue` of the value refused. */
  value: string;
  issue: FieldIssue;
}

/** A value as a held refusal compares it (Formik hands the schema '' as undefined). */
export const heldValue = (value: unknown): string => JSON.stringify(value ?? '');

export interface Issue {
  path: string;
  issue: FieldIssue | typeof CAPTCHA_REQUIRED;
}

/** Every issue of the given pages, in form order. */
export function formIssues(form: PublicForm, state: FormState, context: SchemaContext): Issue[] {
  const values = fieldValues(form, state);
  const today = shopToday((context.now ?? (() => new Date()))());
  const byId = new Map(fieldsOf(form).map((f) => [f.id, f]));
  const shown = shownPages(form, values);
  const pages = shown.filter((page) => page <= context.upTo);
  const last = pages.length === shown.length;
  const out: Issue[] = [];
  for (const page of pages) {
    for (const error of pageErrors(form, page, values, { today })) {
      const { field, part, ...rule } = error;
      out.push({ path: issuePath(byId.get(field)!, part), issue: rule as FieldIssue });
    }
    for (const field of form.pages[page]?.fields ?? []) {
      if (!isShown(form, field, values)) continue;
      const issue = extraIssue(field, state, context);
      if (issue) out.push({ path: issuePath(field), issue });
    }
  }
  for (const held of context.held?.() ?? []) {
    const field = byId.get(held.path.split('.')[0]!);
    if (field && isShown(form, field, values) && heldValue(getIn(state, held.path)) === held.value)
      out.push({ path: held.path, issue: held.issue });
  }
  const total = uploadTotal(form, state);
  if (total > MAX_UPLOAD_TOTAL) {
    const last = fieldsOf(form)
      .reverse()
      .find((f) => uploadsOf(state[f.id]).length > 0)!;
    out.push({ path: last.id, issue: { rule: 'upload_total', totalMb: toMb(total), maxMb: toMb(MAX_UPLOAD_TOTAL) } });
  }
  if (last && form.captcha && !state[CAPTCHA_FIELD]) out.push({ path: CAPTCHA_FIELD, issue: CAPTCHA_REQUIRED });
  // One issue per place: the first rule a value breaks.
  return out.filter((issue, i) => out.findIndex((o) => o.path === issue.path) === i);
}

function extraIssue(field: FormField, state: FormState, context: SchemaContext): FieldIssue | null {
  if (field.type === 'file') return checkFiles(field, uploadsOf(state[field.id]));
  if (field.type === 'email' && field.restricted) {
    const value = state[field.id];
    const email = typeof value === 'string' ? value.trim() : '';
    if (email && context.refused(field.id, email.toLowerCase())) return { rule: 'restricted_email' };
  }
  return null;
}

/** The schema for Formik: its errors carry each issue encoded (the field turns it into words). */
export function formSchema(form: PublicForm, context: SchemaContext) {
  return object().test('embedded-form', '', function check(state) {
    const issues = formIssues(form, (state ?? {}) as FormState, context);
    if (issues.length === 0) return true;
    return new ValidationError(
      issues.map(({ path, issue }) =>
        this.createError({ path, message: typeof issue === 'string' ? issue : encodeIssue(issue) }),
      ),
    );
  });
}
