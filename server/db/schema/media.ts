import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, timestamptz } from './common';

/**
 * An image as a whole (one picture), whose renditions live in `media`. Images are stored in the database so that
 * several server instances on one PostgreSQL stay stateless.
 */
export const mediaAssets = pgTable('media_assets', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  // Hash of the source the renditions were made from: the same picture is stored once.
  sourceHash: text('source_hash').notNull().unique(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** One rendition (size) of an asset, served at /media/{filename}; the filename carries a content hash. */
export const media = pgTable(
  'media',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    assetId: integer('asset_id')
      .notNull()
      .references(() => mediaAssets.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull().unique(),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [index('media_asset_idx').on(t.assetId, t.width)],
);
