import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { readDataVersion } from '../../../server/db/data-version';
import { type ImportReport, importWooCommerce } from '../../../server/import/run';
import { databases } from '../support/test-db';
import { testServer } from '../support/test-server';
import { smallExport } from './fixture';
import { startImageServer } from '../../support/image-server';

const lines = (notes: Array<{ line: number }>) => notes.map((n) => n.line);

describe.each(databases)('importing a WooCommerce export on %s', (kind) => {
  const t = testServer(kind);
  let images: Awaited<ReturnType<typeof startImageServer>>;
  let csv: string;
  let first: ImportReport;
  const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    queryRows<T>(t.db.handle.db, query);
  const product = async (sku: string) => {
    const [row] = await rows<Record<string, unknown> & { id: number; slug: string }>(
      sql`select * from products where sku = ${sku}`,
    );
    return row!;
  };

  beforeAll(async () => {
    images = await startImageServer();
    csv = smallExport(images.origin);
    first = await importWooCommerce(t.db.handle.db, csv);
  });
  afterAll(() => images?.close());

  it('reports what it created, skipped and refused, each refused row with its line and reason', () => {
    expect(first.rows).toBe(23);
    expect(first.products).toEqual({ created: 7, updated: 0, unchanged: 0 });
    expect(first.skipped).toEqual([{ line: 14, reason: 'not published' }]);
    expect(first.refused).toEqual([
      { line: 15, reason: 'Regular price: "12,5x" is not an amount (such as 120 or 99.50)' },
      { line: 16, reason: 'Name: empty' },
      { line: 17, reason: 'Type: "bundle" is not simple, variable, variation, grouped or external' },
      { line: 18, reason: 'Sale price: 120 is not below the regular price 100' },
      { line: 19, reason: 'Date sale price starts: "2026-02-30" is not a date (YYYY-MM-DD or YYYY-MM-DD HH:MM:SS)' },
      { line: 20, reason: 'SKU WOO-PLAT-01 is also on line 2' },
      { line: 21, reason: 'External URL: empty (an external product needs one)' },
      { line: 22, reason: 'Grouped products: WOO-INCONNU is neither in this file nor in the shop' },
      { line: 23, reason: 'Parent: id:999 is not a product of this file' },
      { line: 24, reason: 'its variation on line 26 was refused' },
      { line: 25, reason: 'its product (line 24) was refused' },
      { line: 26, reason: 'Attribute: Métal "Argent" is not one of its product\'s values (Cuivre, Laiton)' },
    ]);
    // New: six categories (the others are the shop's, found by name), the Théière's 'Motif' and its term, and two
    // colours; the refused Lanterne's 'Métal' is not kept.
    expect(first.created).toEqual({ categories: 6, attributes: 1, terms: 3 });
    expect(first.untranslated).toEqual({ en: 7, ar: 7 });
    expect(first.ignoredColumns).toContain('Tags');
  });

  it('reads prices, the sale window in the shop time, stock, measures, categories and text', async () => {
    const plat = await product('WOO-PLAT-01');
    expect(plat).toMatchObject({
      type: 'simple',
      source_id: 101,
      regular_price: 24000,
      sale_price: 18000,
      stock_status: 'instock',
      stock_quantity: 12,
      weight_grams: 1250,
      length_mm: 320,
      featured: true,
      purchasable: true,
      menu_order: 1,
      price_min: 18000,
      price_max: 18000,
    });
    expect(new Date(plat.sale_from as string).toISOString()).toBe('2025-12-31T23:00:00.000Z');
    // A date alone ends after that day.
    expect(new Date(plat.sale_to as string).toISOString()).toBe('2030-12-31T23:00:00.000Z');
    const texts = await rows<{ locale: string; name: string; description: string; short_description: string }>(
      sql`select locale, name, description, short_description from product_translations where product_id = ${plat.id}`,
    );
    expect(texts).toEqual([
      {
        locale: 'fr',
        name: 'Plat à tajine de Safi',
        short_description: 'Un plat peint à la main.',
        description: 'Peint à la main à Safi, émaillé & cuit deux fois.\n\n• Diamètre 32 cm\n• Passe au lave-vaisselle',
      },
    ]);
    const categories = await rows<{ path: string }>(
      sql`select coalesce(pt.name || ' > ', '') || t.name as path from product_categories pc
          join categories c on c.id = pc.category_id
          join category_translations t on t.category_id = c.id and t.locale = 'fr'
          left join category_translations pt on pt.category_id = c.parent_id and pt.locale = 'fr'
          where pc.product_id = ${plat.id} order by 1`,
    );
    expect(categories.map((c) => c.path)).toEqual(['Cadeaux', 'Céramique > Plats']);
    const zarbiya = await product('WOO-ZARBIYA');
    expect(zarbiya.slug).toMatch(/^product-[0-9a-f]{8}$/);
    expect(zarbiya.stock_status).toBe('onbackorder');
  });

  // The shop's own attributes and terms are found by their name in any language ('Couleur' is colour, 'Petit' small).
  it('imports a variable product with its attributes, terms and variations, "any" included', async () => {
    const bol = await product('WOO-BOL');
    const variations = await rows<{
      sku: string | null;
      source_id: number;
      attributes: Record<string, string>;
      regular_price: number;
      sale_price: number | null;
      stock_status: string;
    }>(
      sql`select sku, source_id, attributes, regular_price, sale_price, stock_status from variations
          where product_id = ${bol.id} order by menu_order`,
    );
    expect(variations).toEqual([
      {
        sku: 'WOO-BOL-BP',
        source_id: 103,
        attributes: { colour: 'bleu', size: 'small' },
        regular_price: 9000,
        sale_price: null,
        stock_status: 'instock',
      },
      {
        sku: 'WOO-BOL-BG',
        source_id: 104,
        attributes: { colour: 'bleu', size: 'large' },
        regular_price: 12000,
        sale_price: 9900,
        stock_status: 'outofstock',
      },
      {
        sku: null,
        source_id: 105,
        attributes: { colour: 'vert', size: '' },
        regular_price: 9500,
        sale_price: null,
        stock_status: 'instock',
      },
    ]);
    expect([bol.price_min, bol.price_max]).toEqual([9000, 9900]);
    const theiere = await product('WOO-THEIERE');
    expect(
      await rows(
        sql`select a.slug, pa.visible, pa.used_for_variations as used, at.slug as term from product_attributes pa
            join attributes a on a.id = pa.attribute_id join product_terms pt on pt.product_id = pa.product_id
            join attribute_terms at on at.id = pt.term_id where pa.product_id = ${theiere.id}`,
      ),
    ).toEqual([{ slug: 'motif', visible: true, used: false, term: 'geometrique' }]);
    const attributes = await rows<{ slug: string; used: boolean; terms: string }>(
      sql`select a.slug, pa.used_for_variations as used,
                 (select string_agg(at.slug, ',' order by pt.position) from product_terms pt
                  join attribute_terms at on at.id = pt.term_id where pt.product_id = pa.product_id and at.attribute_id = a.id) as terms
          from product_attributes pa join attributes a on a.id = pa.attribute_id
          where pa.product_id = ${bol.id} order by pa.position`,
    );
    expect(attributes).toEqual([
      { slug: 'colour', used: true, terms: 'bleu,vert' },
      { slug: 'size', used: true, terms: 'small,large' },
    ]);
  });

  it('imports grouped and external products, which no cart takes', async () => {
    const service = await product('WOO-SET-THE');
    const children = await rows<{ sku: string | null; name: string }>(
      sql`select p.sku, t.name from grouped_products g join products p on p.id = g.child_id
          join product_translations t on t.product_id = p.id and t.locale = 'fr'
          where g.product_id = ${service.id} order by g.position`,
    );
    expect(children).toEqual([
      { sku: 'WOO-THEIERE', name: 'Théière berbère' },
      { sku: null, name: 'Verres à thé (6)' },
    ]);
    expect(service).toMatchObject({ type: 'grouped', purchasable: false, price_min: 12000, price_max: 35000 });
    expect(await product('WOO-LIVRE')).toMatchObject({
      type: 'external',
      purchasable: false,
      external_url: 'https://librairie.example/zellige',
      button_text: 'Acheter chez le libraire',
      regular_price: 28000,
    });
  });

  it('turns the pictures it can fetch into renditions and lists those it cannot', async () => {
    expect(first.missingImages.map((m) => [m.line, m.url.split('/').pop(), m.reason.split(' (')[0]])).toEqual([
      [9, 'missing.png', 'not reachable'],
      [10, 'not-an-image.png', 'not an image'],
      [11, 'zarbiya.png', 'not reachable'],
    ]);
    expect(first.missingImages[0]!.reason).toContain('HTTP 404');
    const plat = await product('WOO-PLAT-01');
    const gallery = await rows<{ position: number; widths: string }>(
      sql`select pi.position, (select string_agg(m.width::text, ',' order by m.width) from media m
                               where m.asset_id = pi.asset_id) as widths
          from product_images pi where pi.product_id = ${plat.id} order by pi.position`,
    );
    // 800 × 600 sources: square renditions up to their short side, never enlarged.
    expect(gallery).toEqual([
      { position: 0, widths: '300,450,600' },
      { position: 1, widths: '300,450,600' },
    ]);
    const bolBleu = await rows<{ image_asset_id: number | null }>(
      sql`select image_asset_id from variations where sku = 'WOO-BOL-BP'`,
    );
    expect(bolBleu[0]!.image_asset_id).not.toBeNull();
    const verres = await product('WOO-PLAT-01');
    expect(verres).toBeTruthy();
    const [withoutPicture] = await rows<{ n: number }>(
      sql`select count(*)::int as n from product_images pi join products p on p.id = pi.product_id
          where p.source_id in (108, 109, 110)`,
    );
    expect(withoutPicture!.n).toBe(0);
  });

  it('shows the imported text in the other locales until it is translated', async () => {
    const plat = await product('WOO-PLAT-01');
    for (const locale of ['en', 'ar']) {
      const res = await t.app.inject({ url: `/api/catalogue/products/${plat.slug}?locale=${locale}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Plat à tajine de Safi', type: 'simple' });
    }
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await readDataVersion(t.db.handle.db);
    const fetched = images.requests.length;
    const again = await importWooCommerce(t.db.handle.db, csv);
    expect(again.products).toEqual({ created: 0, updated: 0, unchanged: 7 });
    expect(lines(again.refused)).toEqual(lines(first.refused));
    expect(again.missingImages).toEqual(first.missingImages);
    // Only the pictures that were missing are asked for again.
    expect(images.requests.slice(fetched).sort()).toEqual(['missing.png', 'not-an-image.png']);
    expect(await readDataVersion(t.db.handle.db)).toBe(before);
  });

  it('updates what changed in the file, and only that', async () => {
    const changed = csv
      .replace('180,240,"Céramique > Plats, Cadeaux"', '150,240,"Céramique > Plats, Cadeaux"')
      .replace(/^105,variation,.*\n/m, '');
    const report = await importWooCommerce(t.db.handle.db, changed);
    expect(report.products).toEqual({ created: 0, updated: 2, unchanged: 5 });
    expect((await product('WOO-PLAT-01')).sale_price).toBe(15000);
    const bol = await product('WOO-BOL');
    const left = await rows<{ source_id: number }>(
      sql`select source_id from variations where product_id = ${bol.id} order by menu_order`,
    );
    expect(left.map((v) => v.source_id)).toEqual([103, 104]);
  });

  it('writes a product whole or not at all', async () => {
    const [taken] = await rows<{ sku: string }>(
      sql`select sku from variations where sku is not null and source_id is null limit 1`,
    );
    const header = csv.slice(0, csv.indexOf('\n') + 1);
    const columns = header
      .replace(/^\ufeff/, '')
      .trim()
      .split(',');
    const line = (cells: Record<string, string>) => columns.map((c) => cells[c] ?? '').join(',');
    const file =
      header +
      [
        line({
          ID: '900',
          Type: 'variable',
          SKU: 'WOO-ATOMIC',
          Name: 'Pouf',
          Published: '1',
          Categories: 'Poufs neufs > Cuir',
          'Attribute 1 name': 'Couleur',
          'Attribute 1 value(s)': 'Bleu',
        }),
        line({
          ID: '901',
          Type: 'variation',
          SKU: 'WOO-ATOMIC-1',
          Name: 'Pouf - Bleu',
          Published: '1',
          'Regular price': '300',
          Parent: 'WOO-ATOMIC',
          'Attribute 1 name': 'Couleur',
          'Attribute 1 value(s)': 'Bleu',
        }),
        // Its SKU is another product's variation's: the database refuses it after the rows above are written.
        line({
          ID: '902',
          Type: 'variation',
          SKU: taken!.sku,
          Name: 'Pouf - Bleu bis',
          Published: '1',
          'Regular price': '300',
          Parent: 'WOO-ATOMIC',
          'Attribute 1 name': 'Couleur',
          'Attribute 1 value(s)': 'Bleu',
        }),
      ].join('\n') +
      '\n';
    const report = await importWooCommerce(t.db.handle.db, file);
    expect(report.products.created).toBe(0);
    expect(report.refused[0]).toMatchObject({ line: 2 });
    expect(report.refused[0]!.reason).toMatch(/^the database refused it: /);
    expect(lines(report.refused)).toEqual([2, 3, 4]);
    expect(await rows(sql`select id from products where sku = 'WOO-ATOMIC'`)).toEqual([]);
    expect(await rows(sql`select id from variations where sku = 'WOO-ATOMIC-1'`)).toEqual([]);
    expect(
      await rows(sql`select category_id from category_translations where name in ('Poufs neufs', 'Cuir')`),
    ).toEqual([]);
    expect(report.created).toEqual({ categories: 0, attributes: 0, terms: 0 });
  });
});
