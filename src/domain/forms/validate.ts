/**
 * The check a form's definition passes before it is stored: fields of known types with unique ids, choices and
 * items where they are needed, limits that make sense, conditions on earlier fields. Refusals name the field as a
 * path ('pages.1.fields.0.choices').
 */
import { CAMERA_EXTENSIONS, FIELD_ID, type FieldType, type FormDefinition } from './fields';
import { isValidMask } from './mask';

export const FIELD_TYPES: readonly FieldType[] = [
  'text',
  'textarea',
  'name',
  'email',
  'url',
  'number',
  'select',
  'radio',
  'checkboxes',
  'date',
  'time',
  'address',
  'file',
  'payment',
];
export const INDICATOR_STYLES = ['connector', 'circles', 'progress', 'none'] as const;
export const FORM_LIMITS = { pages: 10, fields: 60, choices: 50, label: 200, paragraph: 2000, url: 500 } as const;

/**
 * Where a redirect may lead: a path of the shop ('/fr/retours/', never '//host') or an http(s) address. Anything
 * else (javascript:, data:, a bare word) is refused when stored, and never followed by the page.
 */
export function redirectTarget(url: unknown): string | null {
  if (typeof url !== 'string' || url.length === 0 || url.length > FORM_LIMITS.url || /\s/.test(url)) return null;
  if (url.startsWith('/')) return url.startsWith('//') || url.startsWith('/\\') ? null : url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export interface FormDefinitionError {
  field: string;
  code: 'unknown_type' | 'required' | 'invalid' | 'too_long' | 'too_many' | 'duplicate';
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown, max: number = FORM_LIMITS.label) =>
  typeof v === 'string' && v.trim() !== '' && v.length <= max;
const isCount = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** Every refusal of a definition (empty when it may be stored). */
export function validateFormDefinition(raw: unknown): FormDefinitionError[] {
  const errors: FormDefinitionError[] = [];
  const fail = (field: string, code: FormDefinitionError['code']) => errors.push({ field, code });
  if (!isObj(raw)) return [{ field: '', code: 'required' }];
  const form = raw as Partial<FormDefinition> & Obj;
  if (!isText(form.title)) fail('title', 'required');
  if (!isText(form.submitLabel)) fail('submitLabel', 'required');
  if (!INDICATOR_STYLES.includes(form.indicator as never)) fail('indicator', 'invalid');
  if (!Array.isArray(form.confirmation) || form.confirmation.length === 0) fail('confirmation', 'required');
  else form.confirmation.forEach((p, i) => isText(p, FORM_LIMITS.paragraph) || fail(`confirmation.${i}`, 'invalid'));
  if (form.redirect !== undefined) {
    const redirect: Obj = isObj(form.redirect) ? form.redirect : {};
    if (!redirectTarget(redirect.url)) fail('redirect.url', 'invalid');
    if (typeof redirect.newTab !== 'boolean') fail('redirect.newTab', 'invalid');
  }
  if (!Array.isArray(form.pages) || form.pages.length === 0) return [...errors, { field: 'pages', code: 'required' }];
  if (form.pages.length > FORM_LIMITS.pages) fail('pages', 'too_many');

  const seen = new Map<string, FieldType>();
  let count = 0;
  form.pages.forEach((page: unknown, p) => {
    const at = `pages.${p}`;
    if (!isObj(page) || !Array.isArray(page.fields) || page.fields.length === 0)
      return fail(`${at}.fields`, 'required');
    if (page.title !== undefined && !isText(page.title)) fail(`${at}.title`, 'invalid');
    page.fields.forEach((raw: unknown, f) => {
      const path = `${at}.fields.${f}`;
      count += 1;
      if (!isObj(raw)) return fail(path, 'required');
      const field = raw;
      if (!FIELD_TYPES.includes(field.type as FieldType)) return fail(`${path}.type`, 'unknown_type');
      if (typeof field.id !== 'string' || !FIELD_ID.test(field.id)) fail(`${path}.id`, 'invalid');
      else if (seen.has(field.id)) fail(`${path}.id`, 'duplicate');
      if (!isText(field.label)) fail(`${path}.label`, 'required');
      if (field.showIf !== undefined) {
        const on = isObj(field.showIf) ? field.showIf : {};
        if (typeof on.field !== 'string' || !seen.has(on.field)) fail(`${path}.showIf.field`, 'invalid');
        if (!Array.isArray(on.in) || on.in.length === 0 || !on.in.every((v) => typeof v === 'string'))
          fail(`${path}.showIf.in`, 'invalid');
      }
      checkKind(field, path, fail);
      // An end time follows a time field before it.
      if (field.type === 'time' && field.notBefore !== undefined && seen.get(field.notBefore as string) !== 'time')
        fail(`${path}.notBefore`, 'invalid');
      if (typeof field.id === 'string') seen.set(field.id, field.type as FieldType);
    });
  });
  if (count > FORM_LIMITS.fields) fail('pages', 'too_many');
  // An order is made of the payment items and confirmed by e-mail: a form that makes one needs both fields.
  if (form.createsOrder !== undefined && typeof form.createsOrder !== 'boolean') fail('createsOrder', 'invalid');
  const types = new Set(seen.values());
  if (form.createsOrder === true && !(types.has('payment') && types.has('email'))) fail('createsOrder', 'required');
  return errors;
}

function checkKind(field: Obj, path: string, fail: (field: string, code: FormDefinitionError['code']) => void) {
  const choices = (key: 'choices' | 'items') => {
    const list = field[key];
    if (!Array.isArray(list) || list.length === 0) return fail(`${path}.${key}`, 'required');
    if (list.length > FORM_LIMITS.choices) return fail(`${path}.${key}`, 'too_many');
    const values = new Set<string>();
    list.forEach((c: unknown, i) => {
      if (!isObj(c) || typeof c.value !== 'string' || !FIELD_ID.test(c.value) || !isText(c.label))
        return fail(`${path}.${key}.${i}`, 'invalid');
      if (values.has(c.value)) fail(`${path}.${key}.${i}.value`, 'duplicate');
      values.add(c.value);
      if (key === 'items' && !isCount(c.price)) fail(`${path}.items.${i}.price`, 'invalid');
    });
  };
  const optionalNumber = (key: string) =>
    field[key] === undefined ||
    (typeof field[key] === 'number' && Number.isFinite(field[key])) ||
    fail(`${path}.${key}`, 'invalid');
  switch (field.type) {
    case 'select':
    case 'radio':
      return choices('choices');
    case 'checkboxes':
      choices('choices');
      if (field.limit !== undefined && !(isCount(field.limit) && (field.limit as number) > 0))
        fail(`${path}.limit`, 'invalid');
      return;
    case 'number':
      ['min', 'max', 'step'].forEach(optionalNumber);
      if (typeof field.step === 'number' && field.step <= 0) fail(`${path}.step`, 'invalid');
      if (typeof field.min === 'number' && typeof field.max === 'number' && field.min > field.max)
        fail(`${path}.max`, 'invalid');
      return;
    case 'file':
      if (
        !Array.isArray(field.extensions) ||
        field.extensions.length === 0 ||
        !field.extensions.every((e) => typeof e === 'string' && /^[a-z0-9]{1,8}$/.test(e))
      )
        fail(`${path}.extensions`, 'invalid');
      if (!isCount(field.maxFileSize) || (field.maxFileSize as number) === 0) fail(`${path}.maxFileSize`, 'invalid');
      if (!isCount(field.maxFiles) || (field.maxFiles as number) === 0) fail(`${path}.maxFiles`, 'invalid');
      if (
        field.capture !== undefined &&
        (!['environment', 'user'].includes(field.capture as string) ||
          !Array.isArray(field.extensions) ||
          !field.extensions.every((e) => CAMERA_EXTENSIONS.includes(e as string)))
      )
        fail(`${path}.capture`, 'invalid');
      return;
    case 'payment':
      choices('items');
      if (!isCount(field.maxQuantity) || (field.maxQuantity as number) === 0) fail(`${path}.maxQuantity`, 'invalid');
      if (field.minTotal !== undefined && !isCount(field.minTotal)) fail(`${path}.minTotal`, 'invalid');
      return;
    case 'date':
      for (const key of ['min', 'max'])
        if (field[key] !== undefined && !(typeof field[key] === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(field[key])))
          fail(`${path}.${key}`, 'invalid');
      if (
        field.disabledWeekdays !== undefined &&
        !(Array.isArray(field.disabledWeekdays) && field.disabledWeekdays.every((d) => isCount(d) && d <= 6))
      )
        fail(`${path}.disabledWeekdays`, 'invalid');
      return;
    case 'time':
      for (const key of ['min', 'max'])
        if (
          field[key] !== undefined &&
          !(typeof field[key] === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(field[key]))
        )
          fail(`${path}.${key}`, 'invalid');
      return;
    case 'text':
    case 'textarea':
      ['minLength', 'maxLength'].forEach(
        (key) => field[key] === undefined || isCount(field[key]) || fail(`${path}.${key}`, 'invalid'),
      );
      if (field.mask !== undefined && (field.type !== 'text' || !isValidMask(field.mask)))
        fail(`${path}.mask`, 'invalid');
      return;
  }
}
