import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FieldValue, FormDefinition } from '@domain/forms/fields';
import type { Locale } from '@domain/locales';
import type { Db } from '../../db/client';
import { formSubmissions, formTexts, formTokensSpent, formUploads, forms } from '../../db/schema/index';

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
}

const UPLOAD_COLUMNS = {
  id: formUploads.id,
  fieldId: formUploads.fieldId,
  name: formUploads.name,
  mime: formUploads.mime,
  size: formUploads.size,
};

export type NewUpload = Omit<UploadRow, 'id'> & {
  formId: number;
  sessionId: string;
  address: string;
  content: Buffer;
  createdAt: Date;
};

// Any constants shared by every instance: one lock for the uploads' quotas, one space of locks per client address.
const UPLOAD_QUOTA_LOCK = 7_302_150;
const SUBMISSION_ADDRESS_LOCK = 7_302_151;

export interface UploadUse {
  /** Bytes counted so far, and when the oldest counted upload was sent (null when none). */
  session: { bytes: number; oldest: Date | null };
  address: { bytes: number; oldest: Date | null };
  total: { bytes: number; oldest: Date | null };
}

/**
 * Stores an upload's row unless `refuse` finds no room for it among the unclaimed uploads so far (its session's, its
 * address's, everyone's, each file counted as at least `chargeMin` bytes); the count and the insert hold one lock,
 * so servers on one database never overshoot together. Returns the row, or the refusal.
 */
export async function reserveUpload<R>(
  db: Db,
  upload: NewUpload,
  chargeMin: number,
  refuse: (use: UploadUse) => R | null,
): Promise<{ row: UploadRow } | { refused: R }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_QUOTA_LOCK})`);
    const charge = sql`greatest(${formUploads.size}, ${chargeMin})`;
    const mine = sql`${formUploads.sessionId} = ${upload.sessionId}`;
    const here = sql`${formUploads.address} = ${upload.address}`;
    const [sums] = await tx
      .select({
        session: sql<string>`coalesce(sum(${charge}) filter (where ${mine}), 0)`,
        sessionOldest: sql<Date | null>`min(${formUploads.createdAt}) filter (where ${mine})`,
        address: sql<string>`coalesce(sum(${charge}) filter (where ${here}), 0)`,
        addressOldest: sql<Date | null>`min(${formUploads.createdAt}) filter (where ${here})`,
        total: sql<string>`coalesce(sum(${charge}), 0)`,
        totalOldest: sql<Date | null>`min(${formUploads.createdAt})`,
      })
      .from(formUploads)
      .where(isNull(formUploads.submissionId));
    const at = (value: Date | string | null) => (value === null ? null : new Date(value));
    const use: UploadUse = {
      session: { bytes: Number(sums!.session), oldest: at(sums!.sessionOldest) },
      address: { bytes: Number(sums!.address), oldest: at(sums!.addressOldest) },
      total: { bytes: Number(sums!.total), oldest: at(sums!.totalOldest) },
    };
    const refused = refuse(use);
    if (refused !== null) return { refused };
    const [row] = await tx.insert(formUploads).values(upload).returning(UPLOAD_COLUMNS);
    return { row: row! };
  });
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

/**
 * Spends a token for an accepted submission from `address`, inside its transaction: 'used' when it was spent already
 * (a second insert of it waits for the first to commit, then finds it), `limited` (with the oldest counted) when the
 * address has now sent more than `max` since `since`: counted under a lock per address, so servers on one database
 * count together. The caller's rollback takes back a refused one.
 */
export async function spendToken(
  tx: Db,
  spent: { token: string; address: string; spentAt: Date; keepUntil: Date },
  limit: { max: number; since: Date },
): Promise<'spent' | 'used' | { limited: Date }> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SUBMISSION_ADDRESS_LOCK}, hashtext(${spent.address}))`);
  const taken = await tx
    .insert(formTokensSpent)
    .values(spent)
    .onConflictDoNothing()
    .returning({ token: formTokensSpent.token });
  if (taken.length === 0) return 'used';
  const recent = await tx
    .select({ spentAt: formTokensSpent.spentAt })
    .from(formTokensSpent)
    .where(and(eq(formTokensSpent.address, spent.address), gt(formTokensSpent.spentAt, limit.since)))
    .orderBy(formTokensSpent.spentAt);
  // The new row is among them: past `max`, the oldest counted says when room comes back.
  return recent.length > limit.max ? { limited: recent[0]!.spentAt } : 'spent';
}

/** Forgets spent tokens kept until before `now`: expired, and out of every address's window. */
export async function forgetSpentTokens(db: Db, now: Date): Promise<void> {
  await db.delete(formTokensSpent).where(lt(formTokensSpent.keepUntil, now));
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

/** Removes the uploads no submission claimed before `before`, their bytes with them; returns how many. */
export async function deleteStaleUploads(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(formUploads)
    .where(and(isNull(formUploads.submissionId), lt(formUploads.createdAt, before)))
    .returning({ id: formUploads.id });
  return rows.length;
}

/** A submission's files, with their bytes, in the order they were received. */
export async function submissionFiles(db: Db, submissionId: number): Promise<Array<UploadRow & { content: Buffer }>> {
  return db
    .select({ ...UPLOAD_COLUMNS, content: formUploads.content })
    .from(formUploads)
    .where(eq(formUploads.submissionId, submissionId))
    .orderBy(formUploads.createdAt, formUploads.id);
}
