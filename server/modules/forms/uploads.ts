import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { takeStaleUploads } from './repository';
import type { FormsContext } from './service';

/** An upload no submission claimed within this long is removed, its file too. */
export const UPLOAD_KEEP_MS = 24 * 60 * 60 * 1000;

/** Removes unclaimed uploads older than a day, and their files; returns how many. */
export async function removeStaleUploads(c: Pick<FormsContext, 'db' | 'now' | 'uploadDir'>): Promise<number> {
  const files = await takeStaleUploads(c.db, new Date(c.now.getTime() - UPLOAD_KEEP_MS));
  await Promise.all(files.map((name) => rm(join(c.uploadDir, name), { force: true })));
  return files.length;
}
