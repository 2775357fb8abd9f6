import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@domain/locales';
import { RENDITION_WIDTHS } from '@domain/media';
import { queryRows } from '../../server/db/client';
import { VARIATION_LIST_LIMIT } from '../../server/modules/product/service/shape';
import type { ProductCard } from '../../server/modules/listing/schemas';
import type { ListingPage } from '../../server/modules/listing/schemas';
import type { ProductDetail } from '../../server/modules/product/schemas';
import { PRODUCT_CASES } from '../support/fixtures/product-cases';
import { databases } from './support/test-db';
import { testServer } from './support/test-server';

/** The width descriptors of a srcset, in its order. */
const srcsetWidths = (srcset: string) =>
  srcset.split(', ').map((candidate) => Number(candidate.split(' ')[1]!.slice(0, -1)));

const ARABIC = /[\u0600-\u06FF]/;

describe.each(databases)('product page data on %s', (kind) => {
  const t = testServer(kind);
  const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    queryRows<T>(t.db.handle.db, query);

  const get = async <T>(url: string) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode, url).toBe(200);
    return response.json<T>();
  };
  const product = (slug: string, locale = 'en') =>
    get<ProductDetail>(`/api/catalogue/products/${slug}?locale=${locale}`);
  /** The product's card as listings show it (its first category, every product on one page). */
  const cardOf = async (detail: ProductDetail): Promise<ProductCard> => {
    const category = detail.breadcrumb[detail.breadcrumb.length - 1]!.slug;
    const page = await get<ListingPage>(`/api/catalogue/listing?locale=en&category=${category}&per_page=100`);
    return page.items.find((c) => c.slug === detail.slug)!;
  };
  const galleryAssets = async (slug: string) =>
    (
      await rows<{ asset_id: number }>(
        sql`select pi.asset_id from product_images pi join products p on p.id = pi.product_id
            where p.slug = ${slug} and pi.variation_id is null order by pi.position, pi.id`,
      )
    ).map((r) => Number(r.asset_id));

  it('says when a sale running now ends, and nothing for a sale without end', async () => {
    const slug = PRODUCT_CASES.simple;
    const ends = new Date(Date.now() + 10 * 86_400_000);
    ends.setUTCMilliseconds(0);
    await rows(sql`update products set sale_to = ${ends.toISOString()} where slug = ${slug}`);
    expect((await product(slug)).saleEndsAt).toBe(ends.toISOString());
    await rows(sql`update products set sale_to = null where slug = ${slug}`);
    const always = await product(slug);
    expect(always.onSale).toBe(true);
    expect(always.saleEndsAt).toBeNull();
  });

  it('serves a simple product: text per locale in paragraphs, its card price, stock limits, gallery and breadcrumb', async () => {
    const [db0] = await rows<{
      sku: string;
      stock_quantity: number;
      weight_grams: number;
      length_mm: number;
      description: string;
    }>(
      sql`select p.sku, p.stock_quantity, p.weight_grams, p.length_mm, t.description from products p
          join product_translations t on t.product_id = p.id and t.locale = 'en' where p.slug = ${PRODUCT_CASES.simple}`,
    );
    const en = await product(PRODUCT_CASES.simple);
    expect(en).toMatchObject({
      type: 'simple',
      sku: db0!.sku,
      purchasable: true,
      soldIndividually: false,
      quantity: { min: 1, max: Number(db0!.stock_quantity) },
      weightGrams: Number(db0!.weight_grams),
      variations: [],
      variationCount: 0,
      variationImages: {},
      breadcrumb: [
        { slug: 'ceramics', name: 'Ceramics' },
        { slug: 'handmade-mugs', name: 'Handmade Mugs' },
      ],
    });
    expect(en.dimensionsMm?.length).toBe(Number(db0!.length_mm));
    expect(en.description.length).toBeGreaterThan(1);
    expect(en.description.join('\n\n')).toBe(db0!.description);
    expect(en.shortDescription.length).toBeGreaterThan(0);

    const card = await cardOf(en);
    expect([en.price, en.onSale, en.rating, en.stockStatus, en.name]).toEqual([
      card.price,
      card.onSale,
      card.rating,
      card.stockStatus,
      card.name,
    ]);
    expect(en.onSale).toBe(true);
    expect(en.price.sale).toBeLessThan(en.price.regular);

    // The gallery in position order, its first picture the card's.
    expect(en.gallery.map((g) => g.id)).toEqual(await galleryAssets(PRODUCT_CASES.simple));
    expect(en.gallery.length).toBe(3);
    expect(en.gallery[0]!.src).toBe(card.image!.src);
    for (const image of en.gallery) {
      expect(srcsetWidths(image.srcset)).toEqual([...RENDITION_WIDTHS]);
      expect([image.full.width, image.thumbnail.width, image.width]).toEqual([1200, 300, 600]);
      expect(image.full.src).toMatch(/^\/media\/.+-1200-[0-9a-f]+\.webp$/);
    }
    expect(en.attributes.map((a) => [a.slug, a.usedForVariations])).toEqual([
      ['colour', false],
      ['material', false],
    ]);

    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const other = await product(PRODUCT_CASES.simple, locale);
      expect(other.id).toBe(en.id);
      expect(other.name).not.toBe(en.name);
      if (locale === 'ar') {
        for (const text of [other.name, ...other.description, other.gallery[0]!.alt, other.breadcrumb[0]!.name])
          expect(text).toMatch(ARABIC);
      } else expect(other.breadcrumb[0]!.name).toBe('Céramique');
    }
  });

  it('fixes the quantity of a sold-individually product at one', async () => {
    const simple = await product(PRODUCT_CASES.soldIndividually);
    expect([simple.type, simple.soldIndividually, simple.quantity]).toEqual(['simple', true, { min: 1, max: 1 }]);
    const variable = await product(PRODUCT_CASES.variableSoldIndividually);
    expect(variable.soldIndividually).toBe(true);
    expect(variable.variations).not.toBe(false);
    for (const v of variable.variations as Exclude<ProductDetail['variations'], false>)
      expect([v.soldIndividually, v.maxQty]).toEqual([true, 1]);
  });

  it('serves a variable product with its visible variations, swatches pointing at gallery pictures, and its card price', async () => {
    const detail = await product(PRODUCT_CASES.variable);
    const stored = await rows<{
      id: number;
      sku: string;
      attributes: Record<string, string>;
      visible: boolean;
      purchasable: boolean;
      stock_status: string;
    }>(
      sql`select v.id, v.sku, v.attributes, v.visible, v.purchasable, v.stock_status from variations v
          join products p on p.id = v.product_id where p.slug = ${PRODUCT_CASES.variable} order by v.menu_order, v.id`,
    );
    const visible = stored.filter((v) => v.visible);
    expect(visible.length).toBeLessThan(stored.length);
    const variations = detail.variations as Exclude<ProductDetail['variations'], false>;
    expect(variations.map((v) => v.id)).toEqual(visible.map((v) => Number(v.id)));
    expect(detail.variationCount).toBe(visible.length);
    for (const [i, v] of variations.entries()) {
      const row = visible[i]!;
      expect([v.sku, v.attributes, v.isVisible]).toEqual([row.sku, row.attributes, true]);
      expect([v.isPurchasable, v.isActive, v.isInStock]).toEqual([
        row.purchasable,
        row.purchasable,
        row.stock_status !== 'outofstock',
      ]);
      expect(v.price.min).toBe(v.price.max);
      expect(v.onSale).toBe(v.price.sale !== null);
    }
    expect(variations.some((v) => !v.isPurchasable)).toBe(true);
    expect(variations.some((v) => !v.isInStock)).toBe(true);

    const [colour, size] = detail.attributes;
    expect([colour!.slug, colour!.type, colour!.usedForVariations, size!.slug, size!.type]).toEqual([
      'colour',
      'colour',
      true,
      'size',
      'select',
    ]);
    expect(size!.terms.map((t) => t.name)).toEqual(['38', '39', '40', '41', '42', '43']);
    const galleryIds = detail.gallery.map((g) => g.id);
    for (const term of colour!.terms) {
      expect(term.swatch).toMatch(/^#[0-9a-f]{6}$/);
      expect(galleryIds).toContain(term.imageId);
    }
    // Each variation's picture is its colour's.
    for (const v of variations)
      expect(v.imageId).toBe(colour!.terms.find((t) => t.slug === v.attributes.colour)!.imageId);
    expect(variations[0]!.image).toEqual(detail.gallery.find((g) => g.id === variations[0]!.imageId));

    const card = await cardOf(detail);
    expect([detail.price, detail.onSale]).toEqual([card.price, card.onSale]);
    const ar = await product(PRODUCT_CASES.variable, 'ar');
    expect(ar.attributes[0]!.name).toBe('اللون');
    expect(ar.attributes[0]!.terms[0]!.name).toMatch(ARABIC);
  });

  it(`sends variations: false above ${VARIATION_LIST_LIMIT} variations, with the variations' own slides`, async () => {
    const detail = await product(PRODUCT_CASES.lookup);
    const [counts] = await rows<{ all: number; visible: number }>(
      sql`select count(*)::int as all, count(*) filter (where v.visible)::int as visible from variations v
          join products p on p.id = v.product_id where p.slug = ${PRODUCT_CASES.lookup}`,
    );
    expect(Number(counts!.visible)).toBeGreaterThan(VARIATION_LIST_LIMIT);
    expect(detail.variations).toBe(false);
    expect(detail.variationCount).toBe(Number(counts!.visible));
    expect(detail.variationCount).toBeLessThan(Number(counts!.all));
    const owners = await rows<{ variation_id: number; asset_id: number }>(
      sql`select pi.variation_id, pi.asset_id from product_images pi join products p on p.id = pi.product_id
          where p.slug = ${PRODUCT_CASES.lookup} and pi.variation_id is not null`,
    );
    expect(owners).toHaveLength(1);
    expect(Object.keys(detail.variationImages)).toEqual([String(owners[0]!.variation_id)]);
    expect(detail.variationImages[String(owners[0]!.variation_id)]!.map((g) => g.id)).toEqual([
      Number(owners[0]!.asset_id),
    ]);
    // Variation slides stay out of the product's gallery.
    expect(detail.gallery.map((g) => g.id)).toEqual(await galleryAssets(PRODUCT_CASES.lookup));
    expect(detail.gallery).toHaveLength(6);
    expect(detail.price).toMatchObject({ min: 28_000, max: 34_000, regular: 32_000, sale: 28_000 });
  });

  it('answers 404 product_not_found for an unknown slug, and 400 naming a missing locale', async () => {
    const missing = await t.app.inject({ url: '/api/catalogue/products/no-such-thing?locale=fr' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(missing.json()).toMatchObject({
      code: 'product_not_found',
      errors: [{ field: 'params.slug', code: 'not_found' }],
    });
    const noLocale = await t.app.inject({ url: `/api/catalogue/products/${PRODUCT_CASES.simple}` });
    expect(noLocale.statusCode).toBe(400);
    expect(noLocale.json()).toMatchObject({
      code: 'invalid_request',
      errors: [{ field: 'query.locale', code: 'required' }],
    });
  });
});
