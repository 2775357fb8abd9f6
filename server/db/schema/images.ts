import { index, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { attributeTerms, variations } from './attributes';
import { products } from './catalogue';
import type { LocalisedJson } from './common';
import { mediaAssets } from './media';

/**
 * A product's gallery. A row with colour_term_id is the picture of the product in that colour (shown when a swatch
 * is chosen); a row with variation_id belongs to one variation. Position 0 of the product's rows is its main image.
 */
export const productImages = pgTable(
  'product_images',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id').references(() => variations.id, { onDelete: 'cascade' }),
    colourTermId: integer('colour_term_id').references(() => attributeTerms.id, { onDelete: 'set null' }),
    assetId: integer('asset_id')
      .notNull()
      .references(() => mediaAssets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    alt: jsonb('alt').$type<LocalisedJson>(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);
