import { describe, expect, it } from 'vitest';
import { LOCALES } from '@domain/locales';
import { RENDITION_WIDTHS } from '@domain/media';
import type { CategoryNode, ProductCard } from '../../server/modules/listing/schemas';
import { databases } from './support/test-db';
import { testServer } from './support/test-server';

/** The width descriptors of a srcset, in its order. */
const srcsetWidths = (srcset: string) =>
  srcset.split(', ').map((candidate) => Number(candidate.split(' ')[1]!.slice(0, -1)));

const ARABIC = /[\u0600-\u06FF]/;

describe.each(databases)('catalogue on %s', (kind) => {
  const t = testServer(kind);

  const get = async <T>(url: string) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode, url).toBe(200);
    return response.json<T>();
  };

  it('serves the category tree with translated names in each locale', async () => {
    const trees = Object.fromEntries(
      await Promise.all(
        LOCALES.map(async (l) => [l, await get<CategoryNode[]>(`/api/catalogue/categories?locale=${l}`)] as const),
      ),
    );
    const ceramics = (locale: string) => trees[locale]!.find((c) => c.slug === 'ceramics')!;
    expect(ceramics('fr').name).toBe('Céramique');
    expect(ceramics('en').name).toBe('Ceramics');
    expect(ceramics('ar').name).toBe('الخزف');
    const mugs = (locale: string) => ceramics(locale).children.find((c) => c.slug === 'handmade-mugs')!;
    expect(mugs('en').name).toBe('Handmade Mugs');
    expect(mugs('fr').name).toBe('Mugs artisanaux');
    expect(mugs('ar').name).toMatch(ARABIC);
    // Same structure in every locale, ordered by position.
    const shape = (nodes: CategoryNode[]): unknown => nodes.map((n) => [n.slug, shape(n.children)]);
    expect(shape(trees.ar!)).toEqual(shape(trees.en!));
    expect(trees.en!.map((c) => c.slug)).toEqual([
      'ceramics',
      'tagines',
      'rugs-textiles',
      'leather',
      'lanterns',
      'jewellery',
    ]);
  });

  it('counts products in a category and its descendants', async () => {
    const tree = await get<CategoryNode[]>('/api/catalogue/categories?locale=en');
    const ceramics = tree.find((c) => c.slug === 'ceramics')!;
    const mugs = ceramics.children.find((c) => c.slug === 'handmade-mugs')!;
    expect(mugs.productCount).toBeGreaterThanOrEqual(37);
    expect(ceramics.productCount).toBe(ceramics.children.reduce((sum, c) => sum + c.productCount, 0));
    for (const node of tree) {
      expect(Number.isInteger(node.productCount)).toBe(true);
      expect(node.image?.src).toMatch(/^\/media\/.+\.webp$/);
    }
  });

  it('serves the home page: top-level tiles and eight featured products with integer prices', async () => {
    for (const locale of LOCALES) {
      const home = await get<{
        categories: Array<{ slug: string; name: string; image: unknown }>;
        featured: ProductCard[];
      }>(`/api/catalogue/home?locale=${locale}`);
      // Top level only: tiles for the roots of the tree, not their children.
      expect(home.categories.map((c) => c.slug)).toEqual([
        'ceramics',
        'tagines',
        'rugs-textiles',
        'leather',
        'lanterns',
        'jewellery',
      ]);
      expect(home.categories.every((c) => c.image !== null)).toBe(true);
      expect(home.featured).toHaveLength(8);
      for (const card of home.featured) {
        for (const value of [
          card.price.regular,
          card.price.min,
          card.price.max,
          card.rating.average,
          card.rating.count,
        ]) {
          expect(Number.isInteger(value)).toBe(true);
        }
        if (card.price.sale !== null) expect(Number.isInteger(card.price.sale)).toBe(true);
        expect(card.price.min).toBeLessThanOrEqual(card.price.max);
        if (card.type === 'simple') expect(card.onSale).toBe(card.price.sale !== null);
        if (card.price.sale !== null) expect(card.price.sale).toBeLessThan(card.price.regular);
        expect(srcsetWidths(card.image?.srcset ?? '')).toEqual([...RENDITION_WIDTHS]);
        expect(['instock', 'outofstock', 'onbackorder']).toContain(card.stockStatus);
        if (locale === 'ar') expect(card.name).toMatch(ARABIC);
        else expect(card.name).not.toMatch(ARABIC);
      }
    }
  });

  it('gives variable cards their colour swatches and a price range over visible variations', async () => {
    const home = await get<{ featured: ProductCard[] }>('/api/catalogue/home?locale=fr');
    const variable = home.featured.find((c) => c.type === 'variable' && c.colours.length > 0);
    expect(variable).toBeDefined();
    for (const colour of variable!.colours) {
      expect(colour.swatch).toMatch(/^#[0-9a-f]{6}$/);
      expect(colour.name).not.toBe(colour.slug);
    }
  });

  it('rejects an unknown or missing locale with a problem naming query.locale', async () => {
    for (const url of [
      '/api/catalogue/home?locale=de',
      '/api/catalogue/categories',
      '/api/catalogue/categories?locale=FR',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      const problem = response.json<{ code: string; errors: Array<{ field: string }> }>();
      expect(problem.code).toBe('invalid_request');
      expect(problem.errors.map((e) => e.field)).toEqual(['query.locale']);
    }
  });

  it('serves media with its type, an ETag and an immutable cache', async () => {
    const home = await get<{ featured: ProductCard[] }>('/api/catalogue/home?locale=en');
    const src = home.featured[0]!.image!.src;
    const response = await t.app.inject({ url: src });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect(response.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{12}"$/);
    const again = await t.app.inject({ url: src, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const missing = await t.app.inject({ url: '/media/nothing-600-000000000000.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found' });
  });
});
