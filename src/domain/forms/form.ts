/**
 * A whole embedded form: which fields and pages show (a field with a condition shows only while its condition
 * holds; a page whose fields are all hidden is skipped), the errors of the shown fields, the page the first error
 * is on, and the submission as the server keeps it (hidden fields dropped, texts trimmed, addresses completed).
 */
import { type FieldError, type RuleContext, checkFormField, normaliseUrl } from './rules';
import { checkTimeOrder } from './time';
import { type FieldValue, type FormDefinition, type FormField, type FormValues, fieldsOf } from './fields';

/** Whether a field shows with these values: no condition, or the field it depends on shows and holds a listed value. */
export function isShown(form: FormDefinition, field: FormField, values: FormValues, seen = new Set<string>()): boolean {
  if (!field.showIf) return true;
  if (seen.has(field.id)) return false; // a condition that loops never holds
  const on = fieldsOf(form).find((f) => f.id === field.showIf!.field);
  if (!on || !isShown(form, on, values, new Set(seen).add(field.id))) return false;
  const value = values[on.id];
  const held = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return held.some((v) => field.showIf!.in.includes(v));
}

/** The pages the shopper goes through, as indices into the form's pages. */
export function shownPages(form: FormDefinition, values: FormValues): number[] {
  return form.pages.flatMap((page, i) => (page.fields.some((f) => isShown(form, f, values)) ? [i] : []));
}

/** The errors of one page's shown fields; a time that follows another shown one is compared with it. */
export function pageErrors(form: FormDefinition, page: number, values: FormValues, context: RuleContext): FieldError[] {
  return (form.pages[page]?.fields ?? [])
    .filter((field) => isShown(form, field, values))
    .flatMap((field) => {
      const errors = checkFormField(field, values[field.id], context);
      if (errors.length > 0 || field.type !== 'time' || !field.notBefore) return errors;
      const start = fieldsOf(form).find((f) => f.id === field.notBefore);
      const order = start && isShown(form, start, values) ? checkTimeOrder(values[field.id], values[start.id]) : null;
      return order ? [{ ...order, field: field.id }] : [];
    });
}

/** Every error of the shown fields, in form order. */
export function formErrors(form: FormDefinition, values: FormValues, context: RuleContext): FieldError[] {
  return form.pages.flatMap((_, page) => pageErrors(form, page, values, context));
}

/** The index of the page that holds the first of these errors, or null. */
export function firstPageWithErrors(form: FormDefinition, errors: FieldError[]): number | null {
  const ids = new Set(errors.map((e) => e.field));
  const page = form.pages.findIndex((p) => p.fields.some((f) => ids.has(f.id)));
  return page === -1 ? null : page;
}

/** A shown field's value as stored: trimmed texts, an address with https://, nothing that is not the field's shape. */
function keep(field: FormField, value: FieldValue | undefined): FieldValue | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') {
    const text = value.trim();
    return field.type === 'url' ? normaliseUrl(text) : field.type === 'email' ? text.toLowerCase() : text;
  }
  if (Array.isArray(value)) return value.map((v) => v.trim());
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
  ) as FieldValue;
}

/** The submission kept: shown fields only, in form order, each normalised. */
export function keptValues(form: FormDefinition, values: FormValues): Record<string, FieldValue> {
  const out: Record<string, FieldValue> = {};
  for (const field of fieldsOf(form)) {
    if (field.type === 'file' || !isShown(form, field, values)) continue;
    const value = keep(field, values[field.id]);
    if (value !== undefined) out[field.id] = value;
  }
  return out;
}
