import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { DEFAULT_PGLITE_DIR, openDatabase } from '../db/client';
import { runMigrations, withSetupLock } from '../db/migrate';
import { seedIfEmpty } from '../db/seed/index';
import { askRunningShop, outboxSocketPath } from '../modules/mail/control';
import { type ImportReport, importWooCommerce } from './run';

const USAGE = `npm run import -- products.csv [--report report.json]
  Imports a WooCommerce product export (Products → Export, CSV) into the shop's database (DATABASE_URL, or the
  embedded one in PGLITE_DIR / ./data/pglite): simple, variable, grouped and external products with their
  variations, categories, attributes, prices, sale dates, stock and pictures. Each product goes in whole or not at
  all; products are matched by SKU, then by their WooCommerce ID, so importing a file again changes only what changed.
  --report FILE   also writes the whole report as JSON (every refused line, every picture not fetched)`;

const LISTED = 50;

function summary(r: ImportReport, file: string): string {
  const lines = [
    `Imported ${file}: ${r.rows} rows in ${(r.ms / 1000).toFixed(1)} s`,
    `  products created ${r.products.created}, updated ${r.products.updated}, unchanged ${r.products.unchanged}; ` +
      `rows skipped ${r.skipped.length}, refused ${r.refused.length}`,
    `  new categories ${r.created.categories}, attributes ${r.created.attributes}, terms ${r.created.terms}`,
  ];
  const list = (title: string, items: string[]) => {
    if (items.length === 0) return;
    lines.push(title, ...items.slice(0, LISTED).map((s) => `  ${s}`));
    if (items.length > LISTED) lines.push(`  … and ${items.length - LISTED} more (--report FILE lists them all)`);
  };
  list(
    'Refused:',
    r.refused.map((n) => `line ${n.line}: ${n.reason}`),
  );
  list(
    'Skipped:',
    r.skipped.map((n) => `line ${n.line}: ${n.reason}`),
  );
  list(
    'Pictures not imported (the product shows the placeholder; the next import tries again):',
    r.missingImages.map((m) => `line ${m.line}: ${m.url} — ${m.reason}`),
  );
  const missing = Object.entries(r.untranslated).filter(([, n]) => n > 0);
  if (missing.length > 0)
    lines.push(
      `Translations missing (the file has one language, written as the shop's default; shown in it until translated): ${missing
        .map(([locale, n]) => `${locale} ${n} products`)
        .join(', ')}`,
    );
  if (r.ignoredColumns.length > 0) lines.push(`Columns not imported: ${r.ignoredColumns.join(', ')}`);
  return lines.join('\n');
}

/** Progress on stderr: a line rewritten in a terminal, a line per tenth otherwise. */
function progress(): (done: number, total: number) => void {
  let shown = -1;
  return (done, total) => {
    const tenth = Math.floor((done / total) * 10);
    if (process.stderr.isTTY) {
      process.stderr.write(`\rImporting products: ${done} / ${total} (${Math.floor((done / total) * 100)} %)`);
      if (done === total) process.stderr.write('\n');
    } else if (tenth !== shown) {
      shown = tenth;
      process.stderr.write(`Importing products: ${done} / ${total}\n`);
    }
  };
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { report: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    if (!values.help) process.exitCode = 2;
    return;
  }
  const file = positionals[0] as string;
  const csv = await readFile(file, 'utf8');
  const url = process.env.DATABASE_URL;
  const dataDir = process.env.PGLITE_DIR ?? DEFAULT_PGLITE_DIR;
  // The embedded database is one process's: a running shop holds it.
  if (!url && (await askRunningShop(outboxSocketPath(dataDir), { list: 1 })) !== null)
    throw new Error('The shop is running on the embedded database: stop it, import, then start it again.');
  const handle = await openDatabase({ url, dataDir });
  try {
    await withSetupLock(handle, async () => {
      await runMigrations(handle);
      // A database never started gets the shop's settings, shipping and pages first, as npm start would.
      await seedIfEmpty(handle.db, { log: (m) => console.error(m), imageCacheDir: process.env.SEED_IMAGE_CACHE });
    });
    const report = await importWooCommerce(handle.db, csv, { onProgress: progress() });
    console.log(summary(report, file));
    if (values.report) await writeFile(values.report, `${JSON.stringify(report, null, 2)}\n`);
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
