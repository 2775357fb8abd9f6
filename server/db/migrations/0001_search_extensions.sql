-- Full-text search and typo tolerance (see server/db/schema/search.ts). Written by hand: drizzle-kit does not
-- manage extensions or functions. The same SQL runs on PostgreSQL (contrib installed) and PGlite (the extensions
-- are loaded by openDatabase).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- unaccent() is STABLE (it reads its dictionary by name through the search path), so it cannot be used in a
-- generated column or an index. Naming the dictionary with its schema makes the result depend on the input only,
-- which is what IMMUTABLE promises.
CREATE OR REPLACE FUNCTION zellige_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
