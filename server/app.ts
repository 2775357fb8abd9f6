import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { type TypeBoxTypeProvider, TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { constants as zlib } from 'node:zlib';
import { type AppConfig, DEFAULT_CONFIG } from './config';
import type { DbHandle } from './db/client';
import { OneLinePerRequest } from './log';
import { csrfPlugin } from './plugins/csrf';
import { dataVersionPlugin } from './plugins/data-version';
import { dbPlugin } from './plugins/db';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors';
import { openapiPlugin, openapiUiPlugin } from './plugins/openapi';
import { pricesPlugin } from './plugins/prices';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { staticPlugin } from './plugins/static';
import { accountRoutes } from './modules/account/routes';
import { captchaRoutes } from './modules/captcha/routes';
import { cartRoutes } from './modules/cart/routes';
import { checkoutRoutes } from './modules/checkout/routes';
import { mailPlugin } from './modules/mail/worker';
import { categoryRoutes, listingRoutes } from './modules/listing/routes';
import { mediaRoutes } from './modules/media/routes';
import { productRoutes } from './modules/product/routes';
import { bundleRoutes } from './modules/bundles/routes';
import { searchRoutes } from './modules/search/routes';
import { seoRoutes } from './modules/seo/routes';
import { sessionRoutes } from './modules/session/routes';
import { settingsRoutes } from './modules/settings/routes';
import { systemRoutes } from './modules/system/routes';
import { contentRoutes } from './modules/content/routes';
import { formRoutes } from './modules/forms/routes';
import { wishlistRoutes } from './modules/wishlist/routes';

export interface BuildAppOptions {
  /** An open, migrated database; the caller closes it. */
  db: DbHandle;
  logger?: FastifyServerOptions['logger'];
  config?: Partial<AppConfig>;
}

/** Builds the Fastify app, ready to listen or to be exercised with `app.inject`. */
export async function buildApp({
  db,
  logger = false,
  config: overrides = {},
}: BuildAppOptions): Promise<FastifyInstance> {
  const config: AppConfig = { ...DEFAULT_CONFIG, ...overrides };
  const app = Fastify({
    logger,
    logController: new OneLinePerRequest(),
    // Loading the page renderer (every page's code) can take more than Fastify's 10 s on a loaded two-core machine.
    pluginTimeout: 120_000,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<TypeBoxTypeProvider>();
  // TypeBox validation: query and params are converted to their schema types, bodies are checked as sent (never
  // coerced), and every failing field is reported, not just the first.
  app.setValidatorCompiler(TypeBoxValidatorCompiler);

  await app.register(errorsPlugin);
  await app.register(cookie);
  await app.register(securityPlugin);
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 11 (Node's default) is far too slow for responses made on the fly.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // On PostgreSQL the limits are counted in the database: several instances on it count together.
  await app.register(rateLimitPlugin, {
    limits: config.rateLimit,
    shared: db.kind === 'postgres' ? db.db : null,
    purgeIntervalMs: config.sessionPurgeIntervalMs,
  });
  await app.register(dbPlugin, { handle: db });
  await app.register(dataVersionPlugin);
  await app.register(sessionPlugin, { config });
  await app.register(mailPlugin, { config });
  await app.register(pricesPlugin, { config });
  await app.register(csrfPlugin);
  await app.register(openapiPlugin);

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(settingsRoutes);
      await api.register(sessionRoutes);
      // The catalogue's routes (/catalogue/…), in the order the OpenAPI document lists them.
      await api.register(listingRoutes, { cacheMs: config.listingCacheMs });
      await api.register(searchRoutes, { cacheMs: config.listingCacheMs });
      await api.register(productRoutes);
      await api.register(bundleRoutes);
      await api.register(categoryRoutes);
      await api.register(cartRoutes);
      await api.register(wishlistRoutes);
      await api.register(contentRoutes);
      await api.register(formRoutes, {
        key: config.captchaKey,
        clock: config.clock,
        purgeIntervalMs: config.sessionPurgeIntervalMs,
        limits: config.formLimits,
        // The shop's own address, from its From header ('Zellige <commandes@zellige.ma>').
        shopAddress: /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom,
      });
      await api.register(checkoutRoutes, { publicUrl: config.publicUrl, linksFromRequest: config.linksFromRequest });
      await api.register(captchaRoutes, { key: config.captchaKey, clock: config.clock });
      await api.register(accountRoutes, {
        publicUrl: config.publicUrl,
        linksFromRequest: config.linksFromRequest,
        clock: config.clock,
        captchaKey: config.captchaKey,
      });
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes);
  await app.register(seoRoutes, { publicUrl: config.publicUrl, urlsPerFile: config.sitemapUrlsPerFile });
  await app.register(openapiUiPlugin);
  await app.register(staticPlugin, {
    clientDir: config.clientDir,
    publicUrl: config.publicUrl,
    pageCacheBytes: config.pageCacheBytes,
  });

  await app.ready();
  return app;
}
