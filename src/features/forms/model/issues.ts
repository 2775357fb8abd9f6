/**
 * What is wrong with a field, as Formik carries it (a JSON string, the field's error) until the field says it in
 * the shopper's words: a broken rule of the domain with its limits, or what only the server knows.
 */
import {
  type FormDefinition,
  type FormField,
  type FormValues,
  MAX_UPLOAD_TOTAL,
  TEXTAREA_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  fieldsOf,
} from '@domain/forms/fields';
import { type FormRule, toMb } from '@domain/forms/rules';
import { checkTimeOrder } from '@domain/forms/time';

export type ServerIssue =
  | { rule: 'restricted_email' }
  | { rule: 'upload_missing' }
  | { rule: 'file_content' }
  | { rule: 'upload_failed' }
  | { rule: 'upload_total'; totalMb: number; maxMb: number }
  // The room the server keeps for unclaimed files: the session's, the address's, the shop's.
  | { rule: 'upload_quota_session' }
  | { rule: 'upload_quota_address' }
  | { rule: 'upload_quota_total' };
export type FieldIssue = FormRule | ServerIssue;

export const encodeIssue = (issue: FieldIssue): string => JSON.stringify(issue);

/** The issue a Formik error holds, or null for any other text (the captcha's own codes among them). */
export function decodeIssue(message: unknown): FieldIssue | null {
  if (typeof message !== 'string' || !message.startsWith('{')) return null;
  try {
    const issue = JSON.parse(message) as unknown;
    return typeof issue === 'object' && issue !== null && typeof (issue as FieldIssue).rule === 'string'
      ? (issue as FieldIssue)
      : null;
  } catch {
    return null;
  }
}

/** Where a field's error sits in Formik's errors: its part, the first address of a confirmed e-mail, or the field. */
export function issuePath(field: FormField, part?: string): string {
  if (part) return `${field.id}.${part}`;
  return field.type === 'email' && field.confirm ? `${field.id}.primary` : field.id;
}

const maxLengthOf = (field: FormField, part: boolean): number =>
  part
    ? TEXT_MAX_LENGTH
    : field.type === 'textarea'
      ? (field.maxLength ?? TEXTAREA_MAX_LENGTH)
      : field.type === 'text'
        ? (field.maxLength ?? TEXT_MAX_LENGTH)
        : TEXT_MAX_LENGTH;

/**
 * A refusal the server named by its code, as an issue with the limits taken from the field's own definition (the
 * same the server checked) or, for a time before the one it follows, from the values sent, so the shopper reads it
 * in their language.
 */
export function issueFromServer(
  field: FormField,
  code: string,
  part: boolean,
  uploadedBytes: number,
  values: FormValues = {},
): FieldIssue {
  // Every limit a field type may carry, read loosely: the code says which one applies.
  const f = field as Partial<{
    min: number | string;
    max: number | string;
    step: number;
    minLength: number;
    limit: number;
    extensions: string[];
    maxFileSize: number;
    maxFiles: number;
    minTotal: number;
  }>;
  switch (code) {
    case 'min':
      return { rule: 'min', min: Number(f.min) };
    case 'max':
      return { rule: 'max', max: Number(f.max) };
    case 'step':
      return { rule: 'step', step: f.step ?? 1 };
    case 'minlength':
      return { rule: 'minlength', min: f.minLength ?? 0 };
    case 'maxlength':
      return { rule: 'maxlength', max: maxLengthOf(field, part) };
    case 'choiceLimit':
      return { rule: 'choiceLimit', limit: f.limit ?? 0 };
    case 'dateMin':
      return { rule: 'dateMin', min: String(f.min ?? '') };
    case 'dateMax':
      return { rule: 'dateMax', max: String(f.max ?? '') };
    case 'timeWindow':
      return { rule: 'timeWindow', min: String(f.min ?? '00:00'), max: String(f.max ?? '23:59') };
    case 'timeOrder': {
      const start = field.type === 'time' && field.notBefore ? values[field.notBefore] : undefined;
      return checkTimeOrder(values[field.id], start) ?? { rule: 'time' };
    }
    case 'accept':
      return { rule: 'accept', extensions: f.extensions ?? [] };
    case 'fileSize':
      return { rule: 'fileSize', maxMb: toMb(f.maxFileSize ?? 0) };
    case 'fileCount':
      return { rule: 'fileCount', max: f.maxFiles ?? 0 };
    case 'paymentMin':
      return { rule: 'paymentMin', min: f.minTotal ?? 0 };
    case 'mask':
      // The server does not say how many places are empty; the field's own check (as the shopper types) does.
      return { rule: 'mask', missing: 0 };
    case 'upload_total':
      return { rule: 'upload_total', totalMb: toMb(uploadedBytes), maxMb: toMb(MAX_UPLOAD_TOTAL) };
    case 'required':
    case 'email':
    case 'equalTo':
    case 'url':
    case 'number':
    case 'choice':
    case 'date':
    case 'dateUnavailable':
    case 'time':
    case 'state':
    case 'restricted_email':
    case 'upload_missing':
    case 'file_content':
    case 'upload_quota_session':
    case 'upload_quota_address':
    case 'upload_quota_total':
      return { rule: code };
    default:
      return { rule: 'required' };
  }
}

/** A server's field path ('values.address.city') as the field it names and Formik's path, or null. */
export function serverPath(form: FormDefinition, path: string): { field: FormField; at: string; part: boolean } | null {
  const match = /^values\.([^.]+)(?:\.([^.]+))?$/.exec(path);
  const field = match && fieldsOf(form).find((f) => f.id === match[1]);
  if (!match || !field) return null;
  return { field, at: issuePath(field, match[2]), part: match[2] !== undefined };
}
