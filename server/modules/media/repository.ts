import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { media } from '../../db/schema/index';

export interface RenditionRow {
  assetId: number;
  filename: string;
  width: number;
  height: number;
}

/** Rendition metadata (never the bytes) for the given assets, by asset id. */
export async function renditionsOf(db: Db, assetIds: number[]): Promise<Map<number, RenditionRow[]>> {
  const out = new Map<number, RenditionRow[]>();
  const ids = [...new Set(assetIds)];
  if (ids.length === 0) return out;
  const rows = await db
    .select({ assetId: media.assetId, filename: media.filename, width: media.width, height: media.height })
    .from(media)
    .where(inArray(media.assetId, ids))
    .orderBy(asc(media.assetId), asc(media.width));
  for (const row of rows) {
    const list = out.get(row.assetId) ?? [];
    list.push(row);
    out.set(row.assetId, list);
  }
  return out;
}

export interface MediaFile {
  mime: string;
  bytes: Buffer;
}

export async function findMediaFile(db: Db, filename: string): Promise<MediaFile | null> {
  const [row] = await db
    .select({ mime: media.mime, bytes: media.bytes })
    .from(media)
    .where(eq(media.filename, filename))
    .limit(1);
  return row ?? null;
}
