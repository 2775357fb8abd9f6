import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../../db/client';
import { forgetSpentTokens, takeStaleUploads } from './repository';

/** An upload no submission claimed within this long is removed, its file too. */
export const UPLOAD_KEEP_MS = 24 * 60 * 60 * 1000;

/** Removes unclaimed uploads older than a day, and their files; returns how many. */
export async function removeStaleUploads(c: { db: Db; now: Date; uploadDir: string }): Promise<number> {
  const files = await takeStaleUploads(c.db, new Date(c.now.getTime() - UPLOAD_KEEP_MS));
  await Promise.all(files.map((name) => rm(join(c.uploadDir, name), { force: true })));
  return files.length;
}

/** The forms' housekeeping: stale uploads, and spent tokens no longer needed. */
export async function purgeForms(c: { db: Db; now: Date; uploadDir: string }): Promise<void> {
  await removeStaleUploads(c);
  await forgetSpentTokens(c.db, c.now);
}
