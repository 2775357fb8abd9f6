/** Uploads to a form's file fields: received within the field's rules and the quotas, removed when unclaimed. */
import { checkFiles, extensionOf } from '@domain/forms/rules';
import type { Locale } from '@domain/locales';
import type { Db } from '../../db/client';
import { HttpProblem } from '../../http/problems';
import { type FormsContext, fieldOf, fieldProblem, load } from './context';
import { type UploadUse, deleteStaleUploads, forgetSpentTokens, reserveUpload } from './repository';
import { ruleText } from './rule-text';
import { sniffFile } from './sniff';

/** An upload no submission claimed within this long is removed. */
export const UPLOAD_KEEP_MS = 24 * 60 * 60 * 1000;

/** Removes unclaimed uploads older than a day; returns how many. */
export function removeStaleUploads(c: { db: Db; now: Date }): Promise<number> {
  return deleteStaleUploads(c.db, new Date(c.now.getTime() - UPLOAD_KEEP_MS));
}

/** The forms' housekeeping: stale uploads, and spent tokens no longer needed. */
export async function purgeForms(c: { db: Db; now: Date }): Promise<void> {
  await removeStaleUploads(c);
  await forgetSpentTokens(c.db, c.now);
}

/** What a file counts against the quotas at least: however small, it costs a row. */
export const UPLOAD_CHARGE_MIN = 64 * 1024;

const QUOTA_WORDS = {
  upload_quota_session:
    'You have sent as many files as you may for now. Send the form with the files already added, or try again later.',
  upload_quota_address: 'Too many files have been sent from your connection. Please try again later.',
  upload_quota_total: 'The shop cannot take more files just now. Please try again later.',
};

/** The first quota an upload would break, with when room comes back (its oldest upload's day is over), or null. */
function brokenQuota(c: FormsContext, use: UploadUse, charge: number) {
  const quotas = [
    ['upload_quota_session', use.session, c.limits.uploadBytesPerSession],
    ['upload_quota_address', use.address, c.limits.uploadBytesPerAddress],
    ['upload_quota_total', use.total, c.limits.uploadBytesTotal],
  ] as const;
  const broken = quotas.find(([, counted, max]) => counted.bytes + charge > max);
  if (!broken) return null;
  const [code, counted] = broken;
  const freedAt = (counted.oldest?.getTime() ?? c.now.getTime()) + UPLOAD_KEEP_MS;
  return { code, retryAfter: Math.max(1, Math.ceil((freedAt - c.now.getTime()) / 1000)) };
}

/**
 * A file for a form's file field, as the form reads in the shopper's locale: its name's extension one the field
 * takes, its bytes of that kind, within the field's size, and within the room its session, its address and the
 * shop have left for unclaimed files. Stored in the database (every instance on it can read it), owned by the
 * session that sent it; a refused one stores nothing.
 */
export async function receiveUpload(
  c: FormsContext,
  form: { slug: string; locale: Locale },
  sender: { sessionId: string; address: string },
  fieldId: string,
  name: string,
  bytes: Buffer,
): Promise<{ id: string; name: string; size: number }> {
  const { row, form: definition } = await load(c.db, form.slug, form.locale);
  const field = fieldOf(definition, fieldId, 'query.field');
  const at = `values.${fieldId}`;
  if (field.type !== 'file')
    throw fieldProblem(422, 'unknown_field', [
      { field: 'query.field', code: 'unknown_field', message: 'Not a file field.' },
    ]);
  // Control characters are refused with the query; a path's separators are not kept.
  const safeName = name.replace(/[\\/]/g, '_').slice(0, 200) || 'file';
  const broken = checkFiles(field, [{ name: safeName, size: bytes.length }]);
  if (broken?.rule === 'fileSize')
    throw fieldProblem(413, 'file_too_large', [{ field: at, code: 'fileSize', message: ruleText(broken) }]);
  if (broken) throw fieldProblem(422, 'invalid_file', [{ field: at, code: broken.rule, message: ruleText(broken) }]);
  const kind = sniffFile(bytes.subarray(0, 16));
  const extension = extensionOf(safeName);
  if (!kind || !kind.extensions.includes(extension)) {
    const message = 'The file’s content does not match its type.';
    throw fieldProblem(422, 'invalid_file', [{ field: at, code: 'file_content', message }]);
  }
  // Counted under the quotas' lock, and stored with its bytes only when it has room.
  const reserved = await reserveUpload(
    c.db,
    {
      formId: row.id,
      ...sender,
      fieldId,
      name: safeName,
      mime: kind.mime,
      size: bytes.length,
      content: bytes,
      createdAt: c.now,
    },
    UPLOAD_CHARGE_MIN,
    (use) => brokenQuota(c, use, Math.max(bytes.length, UPLOAD_CHARGE_MIN)),
  );
  if ('refused' in reserved) {
    const { code, retryAfter } = reserved.refused;
    throw new HttpProblem(429, code, QUOTA_WORDS[code], {
      errors: [{ field: at, code, message: QUOTA_WORDS[code] }],
      headers: { 'retry-after': String(retryAfter) },
    });
  }
  return { id: reserved.row.id, name: reserved.row.name, size: reserved.row.size };
}
