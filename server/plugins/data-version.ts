import fp from 'fastify-plugin';
import { dataVersionSource } from '../db/data-version';
import { clearListingCache } from '../modules/listing/cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The version of what the public pages show, as this process knows it now (the page cache's key). */
    dataVersion: () => Promise<number>;
  }
}

/**
 * Follows the data version: each move it sees (a change committed by this instance, another on the same
 * PostgreSQL, or a script) drops the kept catalogue answers, so no instance keeps a price another has changed.
 */
export const dataVersionPlugin = fp(
  async (app) => {
    let first = true;
    const source = await dataVersionSource(app.dbHandle, () => {
      // The first reading is where this process starts from, not a change.
      if (!first) clearListingCache(app.db);
      first = false;
    });
    // Where this process starts from, read now (an app built before its database is migrated reads it later).
    await source.read().catch(() => undefined);
    app.decorate('dataVersion', source.read);
    app.addHook('onClose', () => source.close());
  },
  { name: 'zellige-data-version', dependencies: ['zellige-db'] },
);
