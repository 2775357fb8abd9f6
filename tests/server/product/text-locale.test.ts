import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE } from '@domain/locales';
import type { Db } from '../../../server/db/client';
import {
  categories,
  groupedProducts,
  productCategories,
  productTranslations,
  products,
} from '../../../server/db/schema/index';
import type { ListingPage, ProductCard } from '../../../server/modules/listing/schemas';
import type { ProductDetail } from '../../../server/modules/product/schemas';
import { PRODUCT_CASES } from '../../support/fixtures/product-cases';
import { databases } from '../support/test-db';
import { testServer } from '../support/test-server';

const FRENCH_ONLY = 'french-only-tajine';
const SET = 'french-only-set';

interface Fixtures {
  category: string;
}

/**
 * Over the seeded shop: a product written in French only (as a WooCommerce import brings it), filed in the seed's
 * first category, and a grouped product (translated into every locale) gathering it and a seeded product.
 */
async function prepare(db: Db): Promise<Fixtures> {
  const [category] = await db.select({ id: categories.id, slug: categories.slug }).from(categories).limit(1);
  const [seeded] = await db.select({ id: products.id }).from(products).where(eq(products.slug, PRODUCT_CASES.simple));
  const [french] = await db
    .insert(products)
    .values({ slug: FRENCH_ONLY, type: 'simple', regularPrice: 45_000, priceMin: 45_000, priceMax: 45_000 })
    .returning({ id: products.id });
  await db.insert(productTranslations).values({
    productId: french!.id,
    locale: DEFAULT_LOCALE,
    name: 'Tajine de Safi',
    shortDescription: 'Un plat en terre cuite.',
    description: 'Tourné à la main.',
  });
  await db.insert(productCategories).values({ productId: french!.id, categoryId: category!.id });
  const [set] = await db
    .insert(products)
    .values({ slug: SET, type: 'grouped', regularPrice: 0, purchasable: false })
    .returning({ id: products.id });
  await db
    .insert(productTranslations)
    .values((['fr', 'en', 'ar'] as const).map((locale) => ({ productId: set!.id, locale, name: `Set ${locale}` })));
  await db.insert(groupedProducts).values([
    { productId: set!.id, childId: french!.id, position: 0 },
    { productId: set!.id, childId: seeded!.id, position: 1 },
  ]);
  return { category: category!.slug };
}

describe.each(databases)("the locale of a product's texts on %s", (kind) => {
  const t = testServer(kind, { prepare });

  const get = async <T>(url: string) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode, url).toBe(200);
    return response.json<T>();
  };
  const product = (slug: string, locale: string) =>
    get<ProductDetail>(`/api/catalogue/products/${slug}?locale=${locale}`);
  const card = async (slug: string, category: string, locale: string): Promise<ProductCard> => {
    const page = await get<ListingPage>(
      `/api/catalogue/listing?locale=${locale}&category=${category}&per_page=100&orderby=price`,
    );
    const found = page.items.find((c) => c.slug === slug);
    expect(found, `${slug} in ${category}`).toBeDefined();
    return found!;
  };

  it("names the default locale on a product's answer when it has no translation in the one asked for", async () => {
    const detail = await product(FRENCH_ONLY, 'ar');
    expect(detail).toMatchObject({ name: 'Tajine de Safi', textLocale: 'fr' });
    expect((await product(FRENCH_ONLY, 'en')).textLocale).toBe('fr');
    expect((await product(FRENCH_ONLY, 'fr')).textLocale).toBe('fr');
  });

  it("names the locale asked for when the product is translated into it (a seeded product's answer)", async () => {
    const detail = await product(PRODUCT_CASES.simple, 'ar');
    expect(detail.textLocale).toBe('ar');
    expect(detail.name).toMatch(/[\u0600-\u06FF]/);
    expect((await product(PRODUCT_CASES.simple, 'en')).textLocale).toBe('en');
  });

  it("names it on a listing's cards: the default locale for the French-only one, the page's for the others", async () => {
    expect(await card(FRENCH_ONLY, t.fx.category, 'ar')).toMatchObject({ name: 'Tajine de Safi', textLocale: 'fr' });
    const seeded = await product(PRODUCT_CASES.simple, 'ar');
    const category = seeded.breadcrumb[seeded.breadcrumb.length - 1]!.slug;
    expect((await card(PRODUCT_CASES.simple, category, 'ar')).textLocale).toBe('ar');
  });

  it("names it on each of a grouped product's cards", async () => {
    const set = await product(SET, 'ar');
    expect(set.textLocale).toBe('ar');
    expect(set.groupedItems.map((c) => [c.slug, c.textLocale])).toEqual([
      [FRENCH_ONLY, 'fr'],
      [PRODUCT_CASES.simple, 'ar'],
    ]);
  });
});
