import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type StoreSettings } from '@domain/settings';
import { settings } from '../../server/db/schema/index';
import { buildTestApp } from './support/app';
import { type TestDatabase, databases, openTestDatabase } from './support/test-db';

describe.each(databases)('store settings on %s', (kind) => {
  let db: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await openTestDatabase(kind, { seed: false });
    app = await buildTestApp(db.handle);
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const fetchSettings = async () => {
    const response = await app.inject({ url: '/api/settings' });
    expect(response.statusCode).toBe(200);
    return response.json<StoreSettings>();
  };

  it('serves the defaults when nothing is overridden', async () => {
    expect(await fetchSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('merges overrides stored in the settings table, group by group', async () => {
    await db.handle.db.insert(settings).values([
      { key: 'cart', value: { countdown: { lengthMinutes: 15 }, quantityDebounceMs: 300 } },
      { key: 'priceFormat', value: { position: 'right_space' } },
      // A stale or mistyped override is ignored instead of reaching the client.
      { key: 'listing', value: { pageSize: 'twelve', unknownKey: true } },
      { key: 'noSuchGroup', value: { a: 1 } },
    ]);
    const merged = await fetchSettings();
    expect(merged.cart.countdown).toEqual({ ...DEFAULT_SETTINGS.cart.countdown, lengthMinutes: 15 });
    expect(merged.cart.quantityDebounceMs).toBe(300);
    expect(merged.cart.freeShippingThreshold).toBe(DEFAULT_SETTINGS.cart.freeShippingThreshold);
    expect(merged.priceFormat).toEqual({ ...DEFAULT_SETTINGS.priceFormat, position: 'right_space' });
    expect(merged.listing).toEqual(DEFAULT_SETTINGS.listing);
    expect(merged).not.toHaveProperty('noSuchGroup');
    await db.handle.db.execute(sql`delete from settings`);
    expect(await fetchSettings()).toEqual(DEFAULT_SETTINGS);
  });
});
