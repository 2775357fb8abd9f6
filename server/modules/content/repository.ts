import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@domain/locales';
import type { StoredBlock } from '@domain/content/blocks';
import type { Db } from '../../db/client';
import { contentPages, contentPageTexts, products } from '../../db/schema/index';

export interface PageText {
  title: string;
  description: string;
  blocks: StoredBlock[];
}

/** A page's words and blocks in one locale, or null. */
export async function findPage(db: Db, slug: string, locale: Locale): Promise<PageText | null> {
  const [row] = await db
    .select({
      title: contentPageTexts.title,
      description: contentPageTexts.description,
      blocks: contentPageTexts.blocks,
    })
    .from(contentPages)
    .innerJoin(contentPageTexts, eq(contentPageTexts.pageId, contentPages.id))
    .where(and(eq(contentPages.slug, slug), eq(contentPageTexts.locale, locale)))
    .limit(1);
  return row ?? null;
}

/** Every page's slug and title in one locale, in menu order. */
export function listPages(db: Db, locale: Locale) {
  return db
    .select({ slug: contentPages.slug, title: contentPageTexts.title })
    .from(contentPages)
    .innerJoin(contentPageTexts, eq(contentPageTexts.pageId, contentPages.id))
    .where(eq(contentPageTexts.locale, locale))
    .orderBy(asc(contentPages.position), asc(contentPages.id));
}

/** Creates or replaces a page with its texts in the given locales (blocks already checked). */
export async function writePage(db: Db, slug: string, position: number, texts: Partial<Record<Locale, PageText>>) {
  await db.transaction(async (tx) => {
    const [page] = await tx
      .insert(contentPages)
      .values({ slug, position })
      .onConflictDoUpdate({ target: contentPages.slug, set: { position, updatedAt: new Date() } })
      .returning({ id: contentPages.id });
    for (const [locale, text] of Object.entries(texts)) {
      await tx
        .insert(contentPageTexts)
        .values({ pageId: page!.id, locale, ...text })
        .onConflictDoUpdate({ target: [contentPageTexts.pageId, contentPageTexts.locale], set: text });
    }
  });
}

/** Product ids by slug, for the product carousels. */
export async function productIdsBySlug(db: Db, slugs: string[]): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(inArray(products.slug, [...new Set(slugs)]));
  return new Map(rows.map((r) => [r.slug, r.id]));
}
