/**
 * A submission's values read from the request as each field's shape allows: a string, a list of chosen values, the
 * named parts of a name or an address, an e-mail and its confirmation, or quantities of payment items. Anything
 * else, an unknown field included, is refused by name ('values.size', 'values.name.middle').
 */
import {
  ADDRESS_PARTS,
  type FieldValue,
  type FormDefinition,
  type FormField,
  type FormValues,
  NAME_PARTS,
  TEXTAREA_MAX_LENGTH,
  fieldsOf,
} from '@domain/forms/fields';

export interface ShapeError {
  field: string;
  code: 'unknown_field' | 'malformed';
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isShortText = (v: unknown): v is string => typeof v === 'string' && v.length <= TEXTAREA_MAX_LENGTH;

function readParts(
  raw: unknown,
  parts: readonly string[],
  at: string,
  errors: ShapeError[],
): Record<string, string> | undefined {
  if (!isRecord(raw)) return void errors.push({ field: at, code: 'malformed' });
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!parts.includes(key)) errors.push({ field: `${at}.${key}`, code: 'unknown_field' });
    else if (!isShortText(value)) errors.push({ field: `${at}.${key}`, code: 'malformed' });
    else out[key] = value;
  }
  return out;
}

function readField(field: FormField, raw: unknown, at: string, errors: ShapeError[]): FieldValue | undefined {
  switch (field.type) {
    case 'name':
      return readParts(raw, NAME_PARTS, at, errors);
    case 'address':
      return readParts(raw, ADDRESS_PARTS, at, errors);
    case 'email':
      return field.confirm ? readParts(raw, ['primary', 'secondary'], at, errors) : readText(raw, at, errors);
    case 'checkboxes':
      if (!Array.isArray(raw) || raw.length > field.choices.length || !raw.every((v) => typeof v === 'string'))
        return void errors.push({ field: at, code: 'malformed' });
      return raw as string[];
    case 'payment': {
      if (!isRecord(raw)) return void errors.push({ field: at, code: 'malformed' });
      const out: Record<string, number> = {};
      for (const [key, value] of Object.entries(raw)) {
        if (typeof value !== 'number' || !Number.isFinite(value))
          errors.push({ field: `${at}.${key}`, code: 'malformed' });
        else out[key] = value;
      }
      return out;
    }
    case 'file':
      // Files come as uploads, not values.
      return void errors.push({ field: at, code: 'malformed' });
    default:
      return readText(raw, at, errors);
  }
}

function readText(raw: unknown, at: string, errors: ShapeError[]): string | undefined {
  if (!isShortText(raw)) return void errors.push({ field: at, code: 'malformed' });
  return raw;
}

/** The values the form's fields can hold, and a refusal for anything that is not one of them. */
export function readValues(
  form: FormDefinition,
  raw: Record<string, unknown>,
): { values: FormValues; errors: ShapeError[] } {
  const fields = new Map(fieldsOf(form).map((f) => [f.id, f]));
  const values: FormValues = {};
  const errors: ShapeError[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const field = fields.get(key);
    if (!field) errors.push({ field: `values.${key}`, code: 'unknown_field' });
    else values[key] = readField(field, value, `values.${key}`, errors);
  }
  return { values, errors };
}
