import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDITION_WIDTHS } from '@domain/media';
import type { StoreSettings } from '@domain/settings';
import { queryRows } from '../../server/db/client';
import { planCatalogue } from '../../server/db/seed/plan';
import { seedSynthetic } from '../../server/db/seed/synthetic';
import { buildTestApp } from './support/app';
import { TEST_IMAGE_CACHE, type TestDatabase, databases, openTestDatabase } from './support/test-db';

const ARABIC = /[\u0600-\u06FF]/;

describe('demo catalogue plan', () => {
  it('is deterministic and has unique names, slugs and SKUs', () => {
    const a = planCatalogue();
    const b = planCatalogue();
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    for (const key of ['slug', 'sku'] as const) expect(new Set(a.map((p) => p[key])).size).toBe(a.length);
    for (const locale of ['fr', 'en', 'ar'] as const) expect(new Set(a.map((p) => p.name[locale])).size).toBe(a.length);
  });
});

describe.each(databases)('seeded shop on %s', (kind) => {
  let db: TestDatabase;
  let app: FastifyInstance;
  const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(db.handle.db, query);
  const scalar = async (query: ReturnType<typeof sql>) => Number(Object.values((await rows(query))[0]!)[0]);

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await buildTestApp(db.handle);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('has a category tree of at least 8 categories and at least 150 products', async () => {
    expect(await scalar(sql`select count(*) from categories`)).toBeGreaterThanOrEqual(8);
    expect(await scalar(sql`select count(*) from categories where parent_id is not null`)).toBeGreaterThan(0);
    expect(await scalar(sql`select count(*) from products`)).toBeGreaterThanOrEqual(150);
  });

  it('has at least four pages of 12 handmade mugs', async () => {
    const mugs = await scalar(
      sql`select count(*) from product_categories pc join categories c on c.id = pc.category_id where c.slug = 'handmade-mugs'`,
    );
    expect(mugs).toBeGreaterThanOrEqual(37);
  });

  it('translates every name, description and label into fr, en and ar', async () => {
    for (const [table, key, columns] of [
      ['category_translations', 'category_id', ['name', 'description']],
      ['product_translations', 'product_id', ['name', 'short_description', 'description']],
      ['attribute_translations', 'attribute_id', ['name']],
      ['term_translations', 'term_id', ['name']],
    ] as const) {
      const parent = {
        category_translations: 'categories',
        product_translations: 'products',
        attribute_translations: 'attributes',
        term_translations: 'attribute_terms',
      }[table];
      const missing = await scalar(
        sql.raw(
          `select count(*) from ${parent} p cross join (values ('fr'), ('en'), ('ar')) l(locale)
           where not exists (select 1 from ${table} t where t.${key} = p.id and t.locale = l.locale
             and ${columns.map((c) => `length(t.${c}) > 0`).join(' and ')})`,
        ),
      );
      expect(missing, table).toBe(0);
    }
    // Arabic text is Arabic (shoe sizes excepted: digits read the same), French is not the English text.
    const notArabic = await scalar(
      sql`select count(*) from (
            select name from category_translations where locale = 'ar'
            union all select name from product_translations where locale = 'ar'
            union all select description from product_translations where locale = 'ar'
            union all select name from attribute_translations where locale = 'ar'
            union all select name from term_translations where locale = 'ar' and name !~ '^[0-9]+$'
          ) t where name !~ '[\u0600-\u06FF]'`,
    );
    expect(notArabic).toBe(0);
    const frSameAsEn = await scalar(
      sql`select count(*) from product_translations fr join product_translations en
          on en.product_id = fr.product_id and en.locale = 'en' where fr.locale = 'fr'
          and (fr.name = en.name or fr.description = en.description)`,
    );
    expect(frSameAsEn).toBe(0);
  });

  it('has simple and variable products with colour, size and material, and variations in every state', async () => {
    expect(await scalar(sql`select count(*) from products where type = 'simple'`)).toBeGreaterThan(50);
    expect(await scalar(sql`select count(*) from products where type = 'variable'`)).toBeGreaterThan(20);
    for (const attr of ['colour', 'size', 'material']) {
      expect(
        await scalar(
          sql`select count(*) from product_attributes pa join attributes a on a.id = pa.attribute_id where a.slug = ${attr}`,
        ),
        attr,
      ).toBeGreaterThan(0);
    }
    expect(
      await scalar(
        sql`select count(*) from attribute_terms t join attributes a on a.id = t.attribute_id where a.slug = 'colour' and t.swatch_colour !~ '^#[0-9a-f]{6}$'`,
      ),
    ).toBe(0);
    expect(await scalar(sql`select count(*) from variations where stock_status = 'outofstock'`)).toBeGreaterThan(0);
    expect(await scalar(sql`select count(*) from variations where not purchasable`)).toBeGreaterThan(0);
    expect(await scalar(sql`select count(*) from variations where not visible`)).toBeGreaterThan(0);
    expect(
      await scalar(sql`select count(*) from variations v, jsonb_each_text(v.attributes) a where a.value = ''`),
    ).toBeGreaterThan(0);
    expect(
      await scalar(
        sql`select count(*) from products where type = 'variable' and not exists (select 1 from variations v where v.product_id = products.id)`,
      ),
    ).toBe(0);
  });

  it('has sale prices, SKUs, weights, dimensions, ratings and eight featured products', async () => {
    expect(await scalar(sql`select count(*) from products where featured`)).toBe(8);
    expect(await scalar(sql`select count(*) from products where sale_price is not null`)).toBeGreaterThan(5);
    expect(
      await scalar(sql`select count(*) from products where sale_price >= regular_price or regular_price <= 0`),
    ).toBe(0);
    expect(
      await scalar(sql`select count(*) from products where sku is null or weight_grams is null or length_mm is null`),
    ).toBe(0);
    expect(
      await scalar(sql`select count(*) from products where rating_count > 0 and rating_average between 100 and 500`),
    ).toBeGreaterThan(50);
    expect(await scalar(sql`select count(*) from products where sale_to < now()`)).toBeGreaterThan(0);
  });

  it('gives each product 1–3 pictures, and variable products one per colour, in every rendition width', async () => {
    const perProduct = await rows<{ n: number }>(
      sql`select count(pi.id)::int as n from products p left join product_images pi on pi.product_id = p.id group by p.id`,
    );
    expect(Math.min(...perProduct.map((r) => Number(r.n)))).toBeGreaterThanOrEqual(1);
    const missingColour = await scalar(
      sql`select count(*) from product_terms pt
          join attribute_terms t on t.id = pt.term_id join attributes a on a.id = t.attribute_id and a.slug = 'colour'
          join product_attributes pa on pa.product_id = pt.product_id and pa.attribute_id = a.id and pa.used_for_variations
          where not exists (select 1 from product_images pi where pi.product_id = pt.product_id and pi.colour_term_id = pt.term_id)`,
    );
    expect(missingColour).toBe(0);
    const widths = await rows<{ widths: string }>(
      sql`select string_agg(width::text, ',' order by width) as widths from media group by asset_id`,
    );
    expect(new Set(widths.map((w) => w.widths))).toEqual(new Set([RENDITION_WIDTHS.join(',')]));
    expect(await scalar(sql`select count(*) from media where mime <> 'image/webp' or byte_size <> length(bytes)`)).toBe(
      0,
    );
  });

  it('has one coupon of each kind with the limits to enforce, and Moroccan shipping', async () => {
    const kinds = await rows<{ kind: string }>(sql`select distinct kind from coupons`);
    expect(kinds.map((k) => k.kind).sort()).toEqual(['fixed_cart', 'fixed_product', 'free_shipping', 'percent']);
    expect(await scalar(sql`select count(*) from coupons where expires_at < now()`)).toBeGreaterThan(0);
    expect(
      await scalar(sql`select count(*) from coupons where usage_limit is not null and usage_count >= usage_limit`),
    ).toBeGreaterThan(0);
    expect(await scalar(sql`select count(*) from coupons where minimum_spend > 0`)).toBeGreaterThan(0);
    expect(
      await scalar(sql`select count(*) from coupons where kind = 'fixed_product' and cardinality(product_ids) > 0`),
    ).toBe(1);
    expect(
      await scalar(sql`select count(*) from shipping_methods where kind = 'free_shipping' and min_amount = 50000`),
    ).toBeGreaterThan(0);
    expect(await scalar(sql`select count(*) from shipping_methods where kind = 'local_pickup'`)).toBeGreaterThan(0);
    expect(await scalar(sql`select count(*) from shipping_zones where cardinality(countries) = 0`)).toBe(1);
    expect(await scalar(sql`select count(*) from shipping_methods where title->>'ar' !~ '[\u0600-\u06FF]'`)).toBe(0);
  });

  it('writes its French as French is printed: a narrow no-break space before ; : ! ?, and French quotation marks', async () => {
    const texts = await rows<{ text: string; source: string }>(sql`
      select name || ' ' || description as text, 'category ' || category_id as source from category_translations where locale = 'fr'
      union all select name || ' ' || short_description || ' ' || description, 'product ' || product_id from product_translations where locale = 'fr'
      union all select title || ' ' || description || ' ' || blocks::text, 'page ' || page_id from content_page_texts where locale = 'fr'
      union all select definition::text, 'form ' || form_id from form_texts where locale = 'fr'
      union all select value::text, 'settings ' || key from settings`);
    expect(texts.length).toBeGreaterThan(100);
    // A plain space before the mark, or a straight quote inside a sentence ('le "tajine"').
    // Each fault once, with the first text it was found in.
    const faults = new Map<string, string>();
    for (const { text, source } of texts)
      for (const [fault] of text.matchAll(/.{0,20}(?: [;:!?]|[\p{L}] "\p{L}).{0,10}/gu))
        // JSON's own quotes and separators, in the stored blocks and definitions, are not prose.
        if (!/": "|", "|" : /.test(fault) && !faults.has(fault)) faults.set(fault, source);
    expect([...faults].map(([fault, source]) => `${source}: ${fault}`)).toEqual([]);
  });

  it('leaves the coming-soon banner off (the shop takes orders) and sets a store notice in three languages', async () => {
    const settings = (await app.inject({ url: '/api/settings' })).json<StoreSettings>();
    expect(settings.notices.comingSoon.enabled).toBe(false);
    expect(settings.notices.storeNotice.enabled).toBe(true);
    // Not the top bar's free-delivery line again, and no price written by hand.
    for (const text of Object.values(settings.notices.storeNotice.text)) expect(text).not.toMatch(/\d/);
    expect(settings.notices.storeNotice.text.fr).toMatch(/lanternes/);
    expect(settings.notices.storeNotice.text.ar).toMatch(ARABIC);
  });

  it('grows into a synthetic catalogue that shares a small pool of pictures', async () => {
    const assetsBefore = await scalar(sql`select count(*) from media_assets`);
    const productsBefore = await scalar(sql`select count(*) from products`);
    const result = await seedSynthetic(db.handle.db, productsBefore + 250, { imageCacheDir: TEST_IMAGE_CACHE });
    expect(result.added).toBe(250);
    expect(await scalar(sql`select count(*) from products`)).toBe(productsBefore + 250);
    const newAssets = (await scalar(sql`select count(*) from media_assets`)) - assetsBefore;
    expect(newAssets).toBeLessThanOrEqual(30);
    expect(
      await scalar(
        sql`select count(*) from products p where sku like 'ZL-SYN-%' and not exists (select 1 from product_images pi where pi.product_id = p.id)`,
      ),
    ).toBe(0);
    expect(
      await scalar(
        sql`select count(*) from product_translations t join products p on p.id = t.product_id where p.sku like 'ZL-SYN-%'`,
      ),
    ).toBe(750);
    // Running it again with the same target adds nothing.
    expect((await seedSynthetic(db.handle.db, productsBefore + 250)).added).toBe(0);
  });
});
