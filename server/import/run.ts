import { sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, LOCALES } from '@domain/locales';
import { type Db, queryRows } from '../db/client';
import { ensureSearchWords, rebuildSearchWords } from '../modules/search/repository';
import { ImageFetcher } from './images';
import { Lookups } from './lookups';
import { type LineNote, planImport } from './woo/plan';
import { RowProblem } from './woo/rows';
import { type MissingImage, writeProduct } from './write/product';

export interface ImportReport {
  rows: number;
  products: { created: number; updated: number; unchanged: number };
  /** Rows not imported by decision (not published), with why. */
  skipped: LineNote[];
  /** Rows refused, with their line and reason; a refused product's variations are refused with it. */
  refused: LineNote[];
  created: { categories: number; attributes: number; terms: number };
  /** Pictures that could not be had: the product shows the shop's placeholder until the next import gets them. */
  missingImages: MissingImage[];
  /** Of the products written, how many have no text of their own in each other locale (shown in the default's). */
  untranslated: Record<string, number>;
  ignoredColumns: string[];
  ms: number;
}

export interface ImportOptions {
  images?: ImageFetcher;
  now?: Date;
  /** Called after each product: how many are done, of how many. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Imports a WooCommerce product export into the shop: each product with its variations in a transaction of its own,
 * matched by SKU then by the source shop's ID, so a second import of the same file changes nothing.
 */
export async function importWooCommerce(db: Db, csv: string, options: ImportOptions = {}): Promise<ImportReport> {
  const started = performance.now();
  const plan = planImport(csv);
  const ctx = {
    db,
    lookups: new Lookups(),
    images: options.images ?? new ImageFetcher(),
    now: options.now ?? new Date(),
  };
  const counts = { created: 0, updated: 0, unchanged: 0 };
  const refused = [...plan.refused];
  const missingImages: MissingImage[] = [];
  const written: number[] = [];
  for (const [i, product] of plan.products.entries()) {
    try {
      const outcome = await writeProduct(ctx, product);
      counts[outcome.kind] += 1;
      missingImages.push(...outcome.missingImages);
      if (outcome.kind !== 'unchanged') written.push(outcome.productId);
    } catch (err) {
      const reason = err instanceof RowProblem ? err.message : `the database refused it: ${describe(err)}`;
      refused.push({ line: product.row.line, reason });
      for (const v of product.variations)
        refused.push({ line: v.line, reason: `its product (line ${product.row.line}) was refused` });
    }
    options.onProgress?.(i + 1, plan.products.length);
  }
  if (written.length > 0) await rebuildSearchWords(db);
  else await ensureSearchWords(db);
  refused.sort((a, b) => a.line - b.line);
  return {
    rows: plan.rows,
    products: counts,
    skipped: plan.skipped,
    refused,
    created: ctx.lookups.created,
    missingImages,
    untranslated: await untranslated(db, written),
    ignoredColumns: plan.ignoredColumns,
    ms: Math.round(performance.now() - started),
  };
}

async function untranslated(db: Db, ids: number[]): Promise<Record<string, number>> {
  const missing: Record<string, number> = {};
  for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
    let n = 0;
    for (let i = 0; i < ids.length; i += 5000) {
      const batch = ids.slice(i, i + 5000);
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from products p where p.id in (${sql.join(
          batch.map((id) => sql`${id}::int`),
          sql`, `,
        )}) and not exists (select 1 from product_translations t where t.product_id = p.id and t.locale = ${locale})`,
      );
      n += row?.n ?? 0;
    }
    missing[locale] = n;
  }
  return missing;
}

function describe(err: unknown): string {
  const e = err as { message?: string; cause?: { message?: string }; detail?: string };
  return e.cause?.message ?? e.detail ?? e.message ?? String(err);
}
