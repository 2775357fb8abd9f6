import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { FieldValue, FormDefinition } from '@domain/forms/fields';
import type { Locale } from '@domain/locales';
import type { Db } from '../../db/client';
import { formSubmissions, formTexts, formUploads, forms } from '../../db/schema/index';

export interface FormRow {
  id: number;
  slug: string;
  notify: string;
  restrictedEmails: string[];
}

export async function formBySlug(db: Db, slug: string): Promise<FormRow | null> {
  const [row] = await db
    .select({ id: forms.id, slug: forms.slug, notify: forms.notify, restrictedEmails: forms.restrictedEmails })
    .from(forms)
    .where(eq(forms.slug, slug));
  return row ?? null;
}

export async function formDefinition(db: Db, formId: number, locale: Locale): Promise<FormDefinition | null> {
  const [row] = await db
    .select({ definition: formTexts.definition })
    .from(formTexts)
    .where(and(eq(formTexts.formId, formId), eq(formTexts.locale, locale)));
  return row ? ({ ...row.definition } as FormDefinition) : null;
}

/** Creates or replaces a form: its settings, and its definition in each given locale. */
export async function upsertForm(
  db: Db,
  slug: string,
  settings: { notify?: string; restrictedEmails?: string[] },
  texts: Partial<Record<Locale, Omit<FormDefinition, 'id'>>>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const values = { slug, notify: settings.notify ?? '', restrictedEmails: settings.restrictedEmails ?? [] };
    const [row] = await tx
      .insert(forms)
      .values(values)
      .onConflictDoUpdate({ target: forms.slug, set: { ...values, updatedAt: new Date() } })
      .returning({ id: forms.id });
    for (const [locale, definition] of Object.entries(texts)) {
      await tx
        .insert(formTexts)
        .values({ formId: row!.id, locale, definition: definition! })
        .onConflictDoUpdate({ target: [formTexts.formId, formTexts.locale], set: { definition: definition! } });
    }
    return row!.id;
  });
}

export interface UploadRow {
  id: string;
  fieldId: string;
  name: string;
  mime: string;
  size: number;
  storedAs: string;
}

const UPLOAD_COLUMNS = {
  id: formUploads.id,
  fieldId: formUploads.fieldId,
  name: formUploads.name,
  mime: formUploads.mime,
  size: formUploads.size,
  storedAs: formUploads.storedAs,
};

export async function insertUpload(
  db: Db,
  upload: Omit<UploadRow, 'id'> & { formId: number; sessionId: string },
): Promise<UploadRow> {
  const [row] = await db.insert(formUploads).values(upload).returning(UPLOAD_COLUMNS);
  return row!;
}

/** This session's unclaimed uploads to this form among `ids`. */
export async function pendingUploads(db: Db, formId: number, sessionId: string, ids: string[]): Promise<UploadRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(UPLOAD_COLUMNS)
    .from(formUploads)
    .where(
      and(
        eq(formUploads.formId, formId),
        eq(formUploads.sessionId, sessionId),
        inArray(formUploads.id, ids),
        isNull(formUploads.submissionId),
      ),
    );
}

export async function insertSubmission(
  tx: Db,
  submission: {
    formId: number;
    locale: Locale;
    values: Record<string, FieldValue>;
    startedAt: Date | null;
    orderId: number | null;
  },
  uploadIds: string[],
): Promise<number> {
  const [row] = await tx.insert(formSubmissions).values(submission).returning({ id: formSubmissions.id });
  if (uploadIds.length > 0)
    await tx.update(formUploads).set({ submissionId: row!.id }).where(inArray(formUploads.id, uploadIds));
  return row!.id;
}

/** Uploads no submission claimed before `before`: removed with their files. */
export async function takeStaleUploads(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .delete(formUploads)
    .where(and(isNull(formUploads.submissionId), lt(formUploads.createdAt, before)))
    .returning({ storedAs: formUploads.storedAs });
  return rows.map((r) => r.storedAs);
}
