import { buildApp } from './app';
import { loggerOptions } from './log';
import { configFromEnv } from './config';
import { DEFAULT_PGLITE_DIR, openDatabase } from './db/client';
import { runMigrations, withSetupLock } from './db/migrate';
import { seedIfEmpty } from './db/seed/index';
import { writeContentPagesIfNone } from './db/seed/content';
import { writeFormsIfNone } from './db/seed/forms';
import { seedSynthetic } from './db/seed/synthetic';
import { refreshProductPrices } from './db/prices';
import { sharedKey } from './db/server-keys';
import { ensureSearchWords } from './modules/search/repository';
import { outboxSocketPath, serveOutboxCommands } from './modules/mail/control';

/**
 * Entry point. PORT (8080), HOST (0.0.0.0), DATABASE_URL (postgres:// → PostgreSQL; unset → PGlite in
 * ./data/pglite, kept across restarts; PGLITE_DIR overrides the folder). Migrates, seeds the demo shop on first
 * start (SEED_PRODUCTS=N then grows the catalogue to N synthetic products for benchmarks), then listens.
 */
async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '0.0.0.0';
  const logger = loggerOptions(process.env.LOG_LEVEL ?? 'info');
  const dataDir = process.env.PGLITE_DIR ?? DEFAULT_PGLITE_DIR;
  const handle = await openDatabase({ url: process.env.DATABASE_URL, dataDir });

  await withSetupLock(handle, () => runMigrations(handle));
  const config = configFromEnv();
  // Unset, the key signing captcha challenges and form tokens is the one every instance on the database shares.
  if (!process.env.CAPTCHA_KEY) config.captchaKey = await sharedKey(handle.db, 'captcha');

  const app = await buildApp({ db: handle, logger, config });
  await withSetupLock(handle, async () => {
    // SEED_IMAGE_CACHE lets test harnesses that seed many fresh databases draw each picture once.
    const report = await seedIfEmpty(handle.db, {
      log: (message) => app.log.info(message),
      imageCacheDir: process.env.SEED_IMAGE_CACHE,
    });
    if (report) app.log.info(report, 'seeded the demo shop');
    else {
      if (await writeContentPagesIfNone(handle.db)) app.log.info('added the content pages to the shop');
      if (await writeFormsIfNone(handle.db)) app.log.info('added the contact and custom-order forms to the shop');
    }
    const target = Number(process.env.SEED_PRODUCTS ?? 0);
    if (target > 0) {
      const synthetic = await seedSynthetic(handle.db, target, { log: (message) => app.log.info(message) });
      if (synthetic.added > 0) app.log.info(synthetic, 'grew the catalogue with synthetic products');
    }
    // Sales may have started or ended while the shop was down; the prices plugin keeps it current from now on.
    await refreshProductPrices(handle.db);
    await ensureSearchWords(handle.db);
  });

  // `npm run outbox` asks the running shop: the embedded database is this process's alone.
  const control = handle.kind === 'pglite' ? await serveOutboxCommands(handle.db, outboxSocketPath(dataDir)) : null;

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await control?.close();
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  // Listened to through Node's server, so the log says once where the shop is (Fastify's listen says it once per
  // interface); the app is ready, and nothing waits on Fastify's onListen.
  await new Promise<void>((resolve, reject) => {
    app.server.once('error', reject);
    app.server.listen(port, host, resolve);
  });
  const where = `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}/`;
  app.log.info(
    `Zellige listening on ${where} (database: ${handle.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'})`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
