/**
 * Each embedded-form field's rules, run by Formik (through Yup) while the shopper types and by the server on the
 * submission, so the two cannot disagree. A rule that breaks is named as the spec's field messages are, with its
 * limits; the form turns it into the shopper's words.
 */
import { asciiDigits, isValidState, normaliseCountry, normaliseState, stateField } from '../address';
import { SHOP_TIME_ZONE } from '../checkout/order-format';
import { isFormEmail } from './email';
import { maskComplete, maskMissing } from './mask';
import { parseTime } from './time';
import {
  ADDRESS_PARTS,
  type AddressPart,
  type FieldOf,
  type FieldValue,
  type FileFacts,
  type FormField,
  NAME_PARTS,
  TEXT_MAX_LENGTH,
  TEXTAREA_MAX_LENGTH,
} from './fields';

import type { FieldError, FormRule } from './form-rule';

export type { FieldError, FormRule };

/** What a check needs beyond the value: today in the shop's time zone, as an ISO date. */
export interface RuleContext {
  today: string;
}

/** Today's date in the shop's time zone ('2026-11-29'): past days and today are the shop's, wherever the shopper is. */
export const shopToday = (now: Date): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

const str = (value: FieldValue | undefined): string => (typeof value === 'string' ? value.trim() : '');
const record = (value: FieldValue | undefined): Record<string, unknown> =>
  value !== undefined && typeof value === 'object' && !Array.isArray(value) ? value : {};

/** 'https://' in front of an address typed without a scheme. */
export function normaliseUrl(raw: string): string {
  const text = raw.trim();
  if (text === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return text;
  return `https://${text.replace(/^\/+/, '')}`;
}

const URL_SHAPE = /^https?:\/\/[^\s/?#]+\.[^\s/?#]{2,}(?:[/?#]\S*)?$/i;

/** A number as typed: digits, one '-' in front and one '.' only (Arabic digits read as digits). */
export function parseFormNumber(raw: string): number | null {
  const text = asciiDigits(raw.trim());
  if (!/^-?(?:\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return Number(text);
}

/** Whether `value` lies on the steps counted from `base`, without floating-point noise. */
export function onStep(value: number, step: number, base = 0): boolean {
  const steps = (value - base) / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

/** An ISO date that exists ('2026-02-30' does not), as its UTC day, or null. */
export function parseIsoDate(raw: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw.trim());
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === raw.trim() ? date : null;
}

function checkDate(field: FieldOf<'date'>, value: string, context: RuleContext): FormRule | null {
  const date = parseIsoDate(value);
  if (!date) return { rule: 'date' };
  if (field.min && value < field.min) return { rule: 'dateMin', min: field.min };
  if (field.max && value > field.max) return { rule: 'dateMax', max: field.max };
  if (field.disablePast && value < context.today) return { rule: 'dateUnavailable' };
  if (field.disableToday && value === context.today) return { rule: 'dateUnavailable' };
  if (field.disabledWeekdays?.includes(date.getUTCDay())) return { rule: 'dateUnavailable' };
  return null;
}

function checkNumber(field: FieldOf<'number'>, value: string): FormRule | null {
  const n = parseFormNumber(value);
  if (n === null) return { rule: 'number' };
  if (field.min !== undefined && n < field.min) return { rule: 'min', min: field.min };
  if (field.max !== undefined && n > field.max) return { rule: 'max', max: field.max };
  if (field.step !== undefined && !onStep(n, field.step, field.min ?? 0)) return { rule: 'step', step: field.step };
  return null;
}

/** The file's extension, lower case, from its name. */
export const extensionOf = (name: string): string => /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
const BYTES_PER_MB = 1024 * 1024;
export const toMb = (bytes: number): number => Math.round((bytes / BYTES_PER_MB) * 10) / 10;

/** The first rule a list of chosen files breaks (before their content is read), or null. */
export function checkFiles(field: FieldOf<'file'>, files: FileFacts[]): FormRule | null {
  if (files.length === 0) return field.required ? { rule: 'required' } : null;
  if (files.length > field.maxFiles) return { rule: 'fileCount', max: field.maxFiles };
  const accepted = field.extensions.map((e) => e.toLowerCase());
  if (files.some((f) => !accepted.includes(extensionOf(f.name)))) return { rule: 'accept', extensions: accepted };
  if (files.some((f) => f.size > field.maxFileSize)) return { rule: 'fileSize', maxMb: toMb(field.maxFileSize) };
  return null;
}

/** The payment items' total in minor units: each chosen quantity (whole, within 0 and the maximum) by its price. */
export function paymentTotal(field: FieldOf<'payment'>, value: FieldValue | undefined): number {
  const quantities = record(value);
  return field.items.reduce((sum, item) => {
    const q = quantities[item.value];
    return typeof q === 'number' && Number.isInteger(q) && q > 0
      ? sum + Math.min(q, field.maxQuantity) * item.price
      : sum;
  }, 0);
}

/** Every rule a field's value breaks: one for a plain field, one per part for a name or an address. */
export function checkFormField(field: FormField, value: FieldValue | undefined, context: RuleContext): FieldError[] {
  const at = (rule: FormRule | null, part?: string): FieldError[] =>
    rule ? [{ ...rule, field: field.id, ...(part ? { part } : {}) }] : [];
  switch (field.type) {
    case 'name': {
      const parts = record(value);
      return NAME_PARTS.flatMap((part) => {
        const text = typeof parts[part] === 'string' ? (parts[part] as string).trim() : '';
        if (text === '') return at(field.required ? { rule: 'required' } : null, part);
        return at(text.length > TEXT_MAX_LENGTH ? { rule: 'maxlength', max: TEXT_MAX_LENGTH } : null, part);
      });
    }
    case 'address':
      return checkAddress(field, record(value)).flatMap(([part, rule]) => at(rule, part));
    case 'email': {
      const parts = field.confirm ? record(value) : { primary: value };
      const email = typeof parts.primary === 'string' ? parts.primary.trim() : '';
      if (email === '') return at(field.required ? { rule: 'required' } : null);
      if (!isFormEmail(email)) return at({ rule: 'email' });
      const again = typeof parts.secondary === 'string' ? parts.secondary.trim() : '';
      if (field.confirm && again.toLowerCase() !== email.toLowerCase()) return at({ rule: 'equalTo' }, 'secondary');
      return [];
    }
    case 'checkboxes': {
      const ticked = Array.isArray(value) ? value : [];
      if (ticked.length === 0) return at(field.required ? { rule: 'required' } : null);
      if (ticked.some((v) => !field.choices.some((c) => c.value === v))) return at({ rule: 'choice' });
      if (field.limit !== undefined && ticked.length > field.limit)
        return at({ rule: 'choiceLimit', limit: field.limit });
      return [];
    }
    case 'payment': {
      const total = paymentTotal(field, value);
      const quantities = Object.entries(record(value));
      const valid = quantities.every(
        ([key, q]) =>
          field.items.some((item) => item.value === key) &&
          typeof q === 'number' &&
          Number.isInteger(q) &&
          q >= 0 &&
          q <= field.maxQuantity,
      );
      if (!valid) return at({ rule: 'choice' });
      if (total <= 0) return at(field.required ? { rule: 'required' } : null);
      if (field.minTotal !== undefined && total < field.minTotal)
        return at({ rule: 'paymentMin', min: field.minTotal });
      return [];
    }
    case 'file':
      // Files are checked by checkFiles (their facts) and on the server by their content.
      return [];
    default: {
      const text = str(value);
      if (text === '') return at(field.required ? { rule: 'required' } : null);
      return at(checkText(field, text, context));
    }
  }
}

function checkText(
  field: Exclude<FormField, { type: 'name' | 'address' | 'email' | 'checkboxes' | 'payment' | 'file' }>,
  text: string,
  context: RuleContext,
): FormRule | null {
  switch (field.type) {
    case 'text':
      if (field.mask && !maskComplete(field.mask, text))
        return { rule: 'mask', missing: maskMissing(field.mask, text) };
      if (field.minLength !== undefined && text.length < field.minLength)
        return { rule: 'minlength', min: field.minLength };
      return text.length > (field.maxLength ?? TEXT_MAX_LENGTH)
        ? { rule: 'maxlength', max: field.maxLength ?? TEXT_MAX_LENGTH }
        : null;
    case 'textarea':
      return text.length > (field.maxLength ?? TEXTAREA_MAX_LENGTH)
        ? { rule: 'maxlength', max: field.maxLength ?? TEXTAREA_MAX_LENGTH }
        : null;
    case 'url':
      return URL_SHAPE.test(normaliseUrl(text)) ? null : { rule: 'url' };
    case 'number':
      return checkNumber(field, text);
    case 'select':
    case 'radio':
      return field.choices.some((c) => c.value === text) ? null : { rule: 'choice' };
    case 'date':
      return checkDate(field, text, context);
    case 'time': {
      const minutes = parseTime(text);
      if (minutes === null) return { rule: 'time' };
      const min = field.min ? parseTime(field.min)! : 0;
      const max = field.max ? parseTime(field.max)! : 24 * 60 - 1;
      return minutes < min || minutes > max
        ? { rule: 'timeWindow', min: field.min ?? '00:00', max: field.max ?? '23:59' }
        : null;
    }
  }
}

/**
 * An address: its first line, city and country follow the field's required flag; a country listed with no states
 * has its state cleared and not required, any other country's state follows the first line's flag.
 */
export function checkAddress(
  field: FieldOf<'address'>,
  parts: Record<string, unknown>,
): Array<[AddressPart, FormRule]> {
  const value = (part: AddressPart) => (typeof parts[part] === 'string' ? (parts[part] as string).trim() : '');
  const country = normaliseCountry(value('country'));
  const out: Array<[AddressPart, FormRule]> = [];
  for (const part of ADDRESS_PARTS) {
    // A country without states has none: what the state field held is dropped, not refused.
    const text =
      part !== 'state' ? value(part) : stateField(country) === 'hidden' ? '' : normaliseState(country, value('state'));
    const required =
      part === 'address2' || part === 'postcode'
        ? false
        : part === 'state'
          ? !!field.required && stateField(country) !== 'hidden'
          : !!field.required;
    if (text === '') {
      if (required) out.push([part, { rule: 'required' }]);
    } else if (text.length > TEXT_MAX_LENGTH) out.push([part, { rule: 'maxlength', max: TEXT_MAX_LENGTH }]);
    else if (part === 'state' && !isValidState(country, text)) out.push([part, { rule: 'state' }]);
  }
  return out;
}
