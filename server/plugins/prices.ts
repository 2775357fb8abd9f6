import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { clearListingCache } from '../modules/listing/cache';
import { nextSaleBoundary, refreshProductPrices } from '../db/prices';

/** The first refresh after start waits a little: server.ts has just refreshed, once the database was migrated. */
const FIRST_REFRESH_MS = 60_000;
/** Just after a boundary, so the sale has started or ended when prices are recomputed. */
const BOUNDARY_MARGIN_MS = 1_000;

/**
 * Keeps the listing's price lookup (product_prices, products.price_min/max) current. Cards are priced per request,
 * but filtering and sorting read the lookup, which goes stale when a sale window opens or closes: it is refreshed
 * just after the next sale boundary, and at least every `priceRefreshIntervalMs` (for changes made behind the
 * shop's back). Several instances may refresh at once: the refresh is idempotent.
 */
export const pricesPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const every = config.priceRefreshIntervalMs;
    if (every <= 0) return;
    let timer: NodeJS.Timeout | undefined;
    let closed = false;
    const schedule = (delay: number) => {
      if (closed) return;
      timer = setTimeout(() => void tick(), Math.max(BOUNDARY_MARGIN_MS, Math.min(delay, every)));
      timer.unref();
    };
    const tick = async () => {
      let delay = every;
      try {
        await refreshProductPrices(app.db);
        // Price facets and price-filtered totals may have changed.
        clearListingCache(app.db);
        const next = await nextSaleBoundary(app.db);
        if (next) delay = next.getTime() - Date.now() + BOUNDARY_MARGIN_MS;
      } catch (err) {
        app.log.warn({ err }, 'price refresh failed');
      }
      schedule(delay);
    };
    app.addHook('onReady', async () => schedule(FIRST_REFRESH_MS));
    app.addHook('onClose', async () => {
      closed = true;
      clearTimeout(timer);
    });
  },
  { name: 'zellige-prices', dependencies: ['zellige-db'] },
);
