import { join } from 'node:path';

/**
 * Rendered pictures are deterministic, so test runs share them on disk with the journeys' and the harness's shops
 * (`data/image-cache`): a run renders them once. The seed code path is otherwise the one the server runs.
 */
export const TEST_IMAGE_CACHE = join(new URL('../../..', import.meta.url).pathname, 'data', 'image-cache');

/** A migrated database, empty or seeded with the demo shop. */
export type TemplateVariant = 'empty' | 'seeded';

/** Where each template is: a PGlite dump file, a PostgreSQL database name. */
export interface Templates {
  pglite: Partial<Record<TemplateVariant, string>>;
  postgres: Partial<Record<TemplateVariant, string>>;
}

export const TEMPLATES_KEY = 'databaseTemplates';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: Templates;
  }
}
