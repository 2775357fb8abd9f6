import { openDatabase } from '../client';
import { runMigrations, withSetupLock } from '../migrate';

/** npm run db:migrate — applies pending migrations to DATABASE_URL (or the local PGlite in ./data/pglite). */
async function main(): Promise<void> {
  const handle = await openDatabase({ url: process.env.DATABASE_URL, dataDir: process.env.PGLITE_DIR });
  try {
    await withSetupLock(handle, () => runMigrations(handle));
    console.log(`migrations applied (${handle.kind})`);
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
