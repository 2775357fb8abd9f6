import { sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from '@domain/locales';
import { type Db, queryRows } from '../../db/client';
import { type ListingQuery, listingWhere } from '../listing/repository/query';

/** The whole shop as its listing asks for it, unfiltered: the products a visitor can find there. */
const WHOLE_SHOP: ListingQuery = {
  locale: DEFAULT_LOCALE,
  categoryIds: null,
  minPrice: null,
  maxPrice: null,
  attributes: [],
  tsquery: null,
  tsmatch: null,
  searchMatchesNothing: false,
};

/** How many products the shop lists (the listing's own rule, listingWhere, over `products p`). */
export async function countListedProducts(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*)::int as n from products p where ${listingWhere(WHOLE_SHOP)}`,
  );
  return Number(row?.n ?? 0);
}

/** The slugs of the products the shop lists, by id (a stable order, so files never overlap). */
export async function listedProductSlugs(db: Db, limit: number, offset: number): Promise<string[]> {
  const rows = await queryRows<{ slug: string }>(
    db,
    sql`select p.slug from products p where ${listingWhere(WHOLE_SHOP)} order by p.id limit ${limit} offset ${offset}`,
  );
  return rows.map((r) => r.slug);
}

/** Every category's slug, in menu order: each has its listing page (the listing finds any category by slug). */
export async function categorySlugs(db: Db): Promise<string[]> {
  const rows = await queryRows<{ slug: string }>(db, sql`select slug from categories order by position, id`);
  return rows.map((r) => r.slug);
}

export interface StoredPageInfo {
  slug: string;
  updatedAt: Date;
  /** The locales the page is written in: it exists in those only. */
  locales: Locale[];
}

/** Every content page with its last change and the locales it is written in, in menu order. */
export async function contentPageInfo(db: Db): Promise<StoredPageInfo[]> {
  const rows = await queryRows<{ slug: string; updated_at: Date | string; locales: string }>(
    db,
    sql`select p.slug, p.updated_at, string_agg(t.locale, ',' order by t.locale) as locales
        from content_pages p join content_page_texts t on t.page_id = p.id
        group by p.id order by p.position, p.id`,
  );
  return rows.map((r) => ({
    slug: r.slug,
    updatedAt: new Date(r.updated_at),
    locales: r.locales.split(',') as Locale[],
  }));
}
