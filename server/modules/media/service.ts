import type { Db } from '../../db/client';
import { notFound } from '../../http/problems';
import { type MediaFile, findMediaFile } from './repository';

/** Media filenames end in a content hash ('name-600-<hash>.webp'): the hash is the ETag, the URL never changes. */
export const etagOf = (file: string) =>
  `"${file
    .replace(/\.[a-z0-9]+$/i, '')
    .split('-')
    .pop()}"`;

/** A stored rendition's bytes; a name the database does not hold is a 404. */
export async function mediaFile(db: Db, filename: string): Promise<MediaFile> {
  const found = await findMediaFile(db, filename);
  if (!found) throw notFound('No such media file.');
  return found;
}
