import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AttributeTerms,
  type Selection,
  type Variation,
  attributeOptions,
  findVariation,
  settleSelection,
  variationParams,
  variationStatus,
} from '@domain/variations/index';
import { queryRows } from '../../server/db/client';
import type { ProductDetail } from '../../server/modules/product/schemas';
import { LOOKUP_CASES, PRODUCT_CASES } from '../support/fixtures/product-cases';
import { buildTestApp } from './support/app';
import { type TestDatabase, databases, openTestDatabase } from './support/test-db';

type Listed = Exclude<ProductDetail['variations'], false>;

describe.each(databases)('variation lookup on %s', (kind) => {
  let db: TestDatabase;
  let app: FastifyInstance;
  const details = new Map<string, ProductDetail>();

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    app = await buildTestApp(db.handle);
    for (const slug of Object.values(PRODUCT_CASES)) {
      details.set(slug, (await app.inject({ url: `/api/catalogue/products/${slug}?locale=en` })).json<ProductDetail>());
    }
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const detail = (slug: string) => details.get(slug)!;
  const varying = (slug: string): AttributeTerms[] => detail(slug).attributes.filter((a) => a.usedForVariations);
  const listed = (slug: string) => detail(slug).variations as Listed;
  const url = (slug: string, selection: Selection, locale = 'en') =>
    `/api/catalogue/products/${detail(slug).id}/variation?${new URLSearchParams({ locale, ...variationParams(varying(slug), selection) })}`;
  const lookup = async (slug: string, selection: Selection, locale = 'en') => {
    const response = await app.inject({ url: url(slug, selection, locale) });
    expect(response.statusCode, JSON.stringify(selection)).toBe(200);
    return response.json<{ variation: Variation | null }>().variation;
  };

  it("answers like the page's own matching for every combination, 'any' terms included", async () => {
    for (const slug of [PRODUCT_CASES.variable, PRODUCT_CASES.anySize]) {
      const [first, second] = varying(slug) as [AttributeTerms, AttributeTerms];
      for (const a of first.terms) {
        for (const b of second.terms) {
          const selection = { [first.slug]: a.slug, [second.slug]: b.slug };
          expect(await lookup(slug, selection), `${slug} ${a.slug}/${b.slug}`).toEqual(
            findVariation(listed(slug), varying(slug), selection),
          );
        }
      }
    }
  });

  it("matches a colour sold in any size for every size, through one variation with size ''", async () => {
    const anySize = listed(PRODUCT_CASES.anySize).find((v) => v.attributes.size === '')!;
    const sizes = varying(PRODUCT_CASES.anySize).find((a) => a.slug === 'size')!.terms;
    expect(sizes.length).toBeGreaterThan(1);
    for (const size of sizes) {
      expect((await lookup(PRODUCT_CASES.anySize, { colour: anySize.attributes.colour!, size: size.slug }))?.id).toBe(
        anySize.id,
      );
    }
  });

  it('never returns a hidden variation, and returns unpurchasable and out-of-stock ones as unavailable', async () => {
    const hidden = await queryRows<{ attributes: Record<string, string> }>(
      db.handle.db,
      sql`select v.attributes from variations v join products p on p.id = v.product_id
          where p.slug = ${PRODUCT_CASES.variable} and not v.visible`,
    );
    expect(hidden).toEqual([{ attributes: { colour: 'terracotta', size: 'eu-41' } }]);
    expect(await lookup(PRODUCT_CASES.variable, hidden[0]!.attributes)).toBeNull();
    const attributes = varying(PRODUCT_CASES.variable);
    const status = async (selection: Selection) =>
      variationStatus(attributes, null, selection, await lookup(PRODUCT_CASES.variable, selection));
    expect(await status({ colour: 'terracotta', size: 'eu-39' })).toMatchObject({
      kind: 'unavailable',
      variation: { isPurchasable: false, isActive: false },
    });
    expect(await status({ colour: 'indigo', size: 'eu-42' })).toMatchObject({
      kind: 'unavailable',
      variation: { isInStock: false, stockStatus: 'outofstock' },
    });
    expect(await status({ colour: 'indigo', size: 'eu-40' })).toMatchObject({ kind: 'available' });
  });

  it('serves the lookup-mode product combination by combination, in the locale asked', async () => {
    const slug = PRODUCT_CASES.lookup;
    const attributes = varying(slug);
    const status = async (selection: Selection) =>
      variationStatus(attributes, null, selection, await lookup(slug, selection));
    expect(await status(LOOKUP_CASES.available)).toMatchObject({
      kind: 'available',
      variation: { maxQty: 5, stockQuantity: 5, onSale: false },
    });
    expect(await status(LOOKUP_CASES.onSale)).toMatchObject({
      kind: 'available',
      variation: { onSale: true, price: { regular: 32_000, sale: 28_000, min: 28_000 } },
    });
    expect(await status(LOOKUP_CASES.backorder)).toMatchObject({
      kind: 'available',
      variation: { stockStatus: 'onbackorder', isInStock: true, maxQty: null },
    });
    expect(await status(LOOKUP_CASES.outOfStock)).toMatchObject({
      kind: 'unavailable',
      variation: { isInStock: false },
    });
    expect(await status(LOOKUP_CASES.notPurchasable)).toMatchObject({
      kind: 'unavailable',
      variation: { isPurchasable: false },
    });
    expect(await status(LOOKUP_CASES.hidden)).toEqual({ kind: 'no-match' });
    const ar = await lookup(slug, LOOKUP_CASES.available, 'ar');
    expect(ar?.image?.alt).toMatch(/[\u0600-\u06FF]/);
    expect(ar?.image?.id).toBe(detail(slug).attributes[0]!.terms.find((t) => t.slug === 'terracotta')!.imageId);
  });

  it('has in the seed every case the product page shows', () => {
    const variable = varying(PRODUCT_CASES.variable);
    const list = listed(PRODUCT_CASES.variable);
    const colour = variable.find((a) => a.slug === 'colour')!;
    // Disabled (not purchasable), marked out of stock, and a single option chosen automatically.
    expect(attributeOptions(colour, list, { size: 'eu-39' })).toContainEqual({
      term: 'terracotta',
      enabled: false,
      outOfStock: false,
    });
    expect(attributeOptions(colour, list, { size: 'eu-42' })).toContainEqual({
      term: 'indigo',
      enabled: true,
      outOfStock: true,
    });
    expect(settleSelection(variable, list, { size: 'eu-41' }, 'size')).toEqual({ size: 'eu-41', colour: 'indigo' });
    expect(
      settleSelection(
        varying(PRODUCT_CASES.anySize),
        listed(PRODUCT_CASES.anySize),
        { colour: 'terracotta' },
        'colour',
      ),
    ).toEqual({
      colour: 'terracotta',
      size: 'large',
    });
    expect(detail(PRODUCT_CASES.anySize).attributes[0]!.type).toBe('colour');
    expect(detail(PRODUCT_CASES.lookup).variations).toBe(false);
  });

  it('answers 400 naming each unknown, repeated, invalid or missing attribute, and 404 for an unknown product', async () => {
    const id = detail(PRODUCT_CASES.variable).id;
    const problem = async (query: string, status = 400) => {
      const response = await app.inject({ url: `/api/catalogue/products/${id}/variation?locale=en&${query}` });
      expect(response.statusCode, query).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      return response.json<{ code: string; errors: Array<{ field: string; code: string }> }>();
    };
    expect(await problem('attribute_colour=purple&attribute_size=eu-40')).toMatchObject({
      code: 'invalid_parameter',
      errors: [{ field: 'query.attribute_colour', code: 'invalid_value' }],
    });
    expect((await problem('attribute_colour=indigo&attribute_colour=terracotta&attribute_size=eu-40')).errors).toEqual([
      expect.objectContaining({ field: 'query.attribute_colour', code: 'invalid_format' }),
    ]);
    expect((await problem('attribute_material=leather&attribute_colour=indigo&attribute_size=eu-40')).errors).toEqual([
      expect.objectContaining({ field: 'query.attribute_material', code: 'unknown_attribute' }),
    ]);
    expect((await problem('attribute_colour=indigo&attribute_size=')).errors).toEqual([
      expect.objectContaining({ field: 'query.attribute_size', code: 'required' }),
    ]);
    expect((await problem(`attribute_colour=${'x'.repeat(300)}&attribute_size=eu-40`)).errors[0]!.field).toBe(
      'query.attribute_colour',
    );
    const unknown = await app.inject({ url: '/api/catalogue/products/987654/variation?locale=en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'product_not_found',
      errors: [{ field: 'params.id', code: 'not_found' }],
    });
    expect((await app.inject({ url: '/api/catalogue/products/abc/variation?locale=en' })).statusCode).toBe(400);
    // A simple product varies by nothing: no choice is needed, and any attribute is unknown.
    const simple = detail(PRODUCT_CASES.simple).id;
    expect((await app.inject({ url: `/api/catalogue/products/${simple}/variation?locale=en` })).json()).toEqual({
      variation: null,
    });
    expect(
      (await app.inject({ url: `/api/catalogue/products/${simple}/variation?locale=en&attribute_colour=saffron` }))
        .statusCode,
    ).toBe(400);
  });
});
