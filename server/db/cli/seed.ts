import { parseArgs } from 'node:util';
import { openDatabase } from '../client';
import { runMigrations, withSetupLock } from '../migrate';
import { seedIfEmpty } from '../seed/index';
import { seedSynthetic } from '../seed/synthetic';
import { refreshProductPrices } from '../prices';
import { ensureSearchWords } from '../../modules/search/repository';

const USAGE = `npm run db:seed [-- --products N] [--image-cache DIR]
  Migrates, seeds the demo shop when the catalogue is empty, and with --products grows the catalogue
  to N products (synthetic, sharing a small pool of pictures) for benchmarks.`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      'image-cache': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const target = values.products === undefined ? undefined : Number(values.products);
  if (target !== undefined && (!Number.isInteger(target) || target < 1))
    throw new Error(`--products must be a positive integer\n${USAGE}`);

  const handle = await openDatabase({ url: process.env.DATABASE_URL, dataDir: process.env.PGLITE_DIR });
  const options = { imageCacheDir: values['image-cache'], log: (m: string) => console.log(m) };
  try {
    await withSetupLock(handle, async () => {
      await runMigrations(handle);
      const started = Date.now();
      const report = await seedIfEmpty(handle.db, options);
      console.log(
        report
          ? `demo shop seeded in ${Date.now() - started} ms: ${JSON.stringify(report)}`
          : 'catalogue not empty: demo seed skipped',
      );
      if (target !== undefined) {
        const synthetic = await seedSynthetic(handle.db, target, options);
        console.log(`synthetic catalogue: ${synthetic.added} products added in ${synthetic.ms} ms`);
      }
      // The listing's derived data, for a database seeded before it existed (or whose sales have moved on).
      await refreshProductPrices(handle.db);
      await ensureSearchWords(handle.db);
    });
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
