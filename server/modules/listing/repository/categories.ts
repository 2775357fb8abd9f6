import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DEFAULT_LOCALE, type Locale } from '@domain/locales';
import { type Db, queryRows } from '../../../db/client';
import { categories, categoryTranslations } from '../../../db/schema/index';
import type { CategoryNode } from '../schemas';
import { CARD_SIZES, toImage } from '../../media/images';
import { renditionsOf } from '../../media/repository';

/** Distinct products in each category's subtree (a product in 'Handmade Mugs' counts for 'Ceramics' too). */
async function subtreeProductCounts(db: Db): Promise<Map<number, number>> {
  const rows = await queryRows<{ id: number; n: number }>(
    db,
    sql`with recursive tree(ancestor, descendant) as (
          select id, id from categories
          union all
          select tree.ancestor, c.id from tree join categories c on c.parent_id = tree.descendant
        )
        select tree.ancestor as id, count(distinct pc.product_id)::int as n
        from tree join product_categories pc on pc.category_id = tree.descendant
        group by tree.ancestor`,
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
}

/** The category tree in the given locale (falling back to the default locale for a missing translation). */
export async function categoryTree(db: Db, locale: Locale): Promise<CategoryNode[]> {
  const fallback = alias(categoryTranslations, 'fallback');
  const rows = await db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      slug: categories.slug,
      imageAssetId: categories.imageAssetId,
      name: sql<string>`coalesce(${categoryTranslations.name}, ${fallback.name})`,
      description: sql<string>`coalesce(${categoryTranslations.description}, ${fallback.description}, '')`,
    })
    .from(categories)
    .leftJoin(
      categoryTranslations,
      and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, locale)),
    )
    .leftJoin(fallback, and(eq(fallback.categoryId, categories.id), eq(fallback.locale, DEFAULT_LOCALE)))
    .orderBy(asc(categories.position), asc(categories.id));
  const [counts, renditions] = await Promise.all([
    subtreeProductCounts(db),
    renditionsOf(
      db,
      rows.flatMap((r) => (r.imageAssetId ? [r.imageAssetId] : [])),
    ),
  ]);
  const nodes = new Map<number, CategoryNode>();
  for (const r of rows) {
    nodes.set(r.id, {
      id: r.id,
      slug: r.slug,
      name: r.name ?? r.slug,
      description: r.description ?? '',
      image: r.imageAssetId ? toImage(renditions.get(r.imageAssetId), r.name ?? r.slug, CARD_SIZES) : null,
      productCount: counts.get(r.id) ?? 0,
      children: [],
    });
  }
  const roots: CategoryNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId ? nodes.get(r.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
