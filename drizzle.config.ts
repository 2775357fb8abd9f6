import { defineConfig } from 'drizzle-kit';

// One schema, one set of migrations, applied as-is to PGlite and PostgreSQL (see server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  strict: true,
  verbose: true,
});
