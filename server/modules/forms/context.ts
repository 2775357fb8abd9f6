/** What the forms' services work with, and how they read a form and its fields. */
import type { FormDefinition, FormField } from '@domain/forms/fields';
import { fieldsOf } from '@domain/forms/fields';
import type { Locale } from '@domain/locales';
import type { FormLimits } from '../../config';
import type { Db } from '../../db/client';
import { type FieldError, HttpProblem } from '../../http/problems';
import { type FormRow, formBySlug, formDefinition } from './repository';

export interface FormsContext {
  db: Db;
  /** Signs form tokens (the server's secret). */
  key: string;
  now: Date;
  /** Where submissions are mailed when a form names no address. */
  shopAddress: string;
  limits: FormLimits;
}

export const notFound = () =>
  new HttpProblem(404, 'form_not_found', 'There is no such form.', {
    errors: [{ field: 'params.slug', code: 'form_not_found', message: 'There is no such form.' }],
  });

/** A form's row and its definition in a locale (404 when either is missing). */
export async function load(db: Db, slug: string, locale: Locale): Promise<{ row: FormRow; form: FormDefinition }> {
  const row = await formBySlug(db, slug);
  const definition = row && (await formDefinition(db, row.id, locale));
  if (!row || !definition) throw notFound();
  return { row, form: { ...definition, id: slug } };
}

export const fieldProblem = (status: number, code: string, errors: FieldError[]) =>
  new HttpProblem(status, code, errors[0]?.message, { errors });

export function fieldOf(form: FormDefinition, id: string, at: string): FormField {
  const field = fieldsOf(form).find((f) => f.id === id);
  if (!field)
    throw fieldProblem(422, 'unknown_field', [{ field: at, code: 'unknown_field', message: 'No such field.' }]);
  return field;
}
