import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import { readDataVersion } from '../../../server/db/data-version';
import { type ImportReport, importWooCommerce } from '../../../server/import/run';
import { largeExport } from '../../support/fixtures/woocommerce/large';
import { startImageServer } from '../../support/image-server';
import { testServer } from '../support/test-server';

// The embedded database, the one a shop moving here starts on (the small export's tests run on both databases; the
// benchmark times this file on both).
describe('importing a 10 000-row WooCommerce export on pglite', () => {
  const t = testServer('pglite');
  let images: Awaited<ReturnType<typeof startImageServer>>;
  let csv: string;
  let report: ImportReport;
  const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(t.db.handle.db, query))[0]!.n;

  beforeAll(async () => {
    images = await startImageServer(20);
    csv = largeExport({ rows: 10_000, uploads: `${images.origin}/uploads/` });
    report = await importWooCommerce(t.db.handle.db, csv);
    console.info(`10 000 rows imported in ${report.ms} ms`);
  }, 600_000);
  afterAll(() => images?.close());

  it('imports every row: products, variations, grouped children, pictures fetched once each', async () => {
    expect(report.rows).toBe(10_000);
    expect(report.refused).toEqual([]);
    expect(report.missingImages).toEqual([]);
    expect(report.products).toEqual({ created: 3572, updated: 0, unchanged: 0 });
    expect(await count(sql`select count(*)::int as n from products where sku like 'BIG-%'`)).toBe(3572);
    expect(await count(sql`select count(*)::int as n from variations where sku like 'BIG-%'`)).toBe(6428);
    expect(
      await count(sql`select count(*)::int as n from grouped_products g join products p on p.id = g.product_id
                      where p.sku like 'BIG-G%'`),
    ).toBe(356 * 3);
    expect(new Set(images.requests).size).toBe(20);
    expect(images.requests.length).toBe(20);
    // Every imported product is listed with its price: none was left without one.
    expect(
      await count(sql`select count(*)::int as n from products p where p.sku like 'BIG-%' and p.price_max = 0`),
    ).toBe(0);
  });

  it('changes nothing when imported again', async () => {
    const before = await readDataVersion(t.db.handle.db);
    const again = await importWooCommerce(t.db.handle.db, csv);
    expect(again.products).toEqual({ created: 0, updated: 0, unchanged: 3572 });
    expect(await readDataVersion(t.db.handle.db)).toBe(before);
  }, 120_000);
});
