/**
 * Formik's values for an embedded form: each field's empty value in its shape, and the submission built from them
 * (file fields become the ids of their uploads; hidden fields are sent too and dropped by the server's rules).
 */
import { STORE_COUNTRY } from '@domain/address';
import { type FieldValue, type FormDefinition, type FormField, fieldsOf } from '@domain/forms/fields';
import type { FormState, UploadedFile } from './types';

export function emptyValue(field: FormField): FieldValue | UploadedFile[] {
  switch (field.type) {
    case 'name':
      return { first: '', last: '' };
    case 'email':
      return field.confirm ? { primary: '', secondary: '' } : '';
    case 'address':
      return { address1: '', address2: '', city: '', state: '', postcode: '', country: STORE_COUNTRY };
    case 'checkboxes':
      return [];
    case 'payment':
      return Object.fromEntries(field.items.map((item) => [item.value, 0]));
    case 'file':
      return [];
    default:
      return '';
  }
}

export function initialValues(form: FormDefinition, captcha: boolean): FormState {
  const values: FormState = Object.fromEntries(fieldsOf(form).map((field) => [field.id, emptyValue(field)]));
  if (captcha) values.captcha = '';
  return values;
}

/** The uploads a file field holds. */
export const uploadsOf = (value: unknown): UploadedFile[] => (Array.isArray(value) ? (value as UploadedFile[]) : []);

/** The fields' values as the rules read them (file fields aside). */
export function fieldValues(form: FormDefinition, state: FormState): Record<string, FieldValue> {
  const out: Record<string, FieldValue> = {};
  for (const field of fieldsOf(form)) {
    const value = state[field.id];
    if (field.type !== 'file' && value !== undefined) out[field.id] = value as FieldValue;
  }
  return out;
}

/** The uploads' ids per file field, for the submission. */
export function uploadIds(form: FormDefinition, state: FormState): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const field of fieldsOf(form))
    if (field.type === 'file') {
      const ids = uploadsOf(state[field.id]).map((u) => u.id);
      if (ids.length > 0) out[field.id] = ids;
    }
  return out;
}

/** All uploads of the form together, in bytes. */
export const uploadTotal = (form: FormDefinition, state: FormState): number =>
  fieldsOf(form)
    .filter((f) => f.type === 'file')
    .reduce((sum, f) => sum + uploadsOf(state[f.id]).reduce((s, u) => s + u.size, 0), 0);
