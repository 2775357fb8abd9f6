-- The version of what the shop's public pages show. Every transaction that changes a product, a price, stock, a
-- category, an attribute, a bundle, bought-together items, a content page, a form, a picture, the settings or the
-- shipping moves it by one, at its commit; the page cache (server/plugins/pages/cache.ts) keeps a page for the
-- version it was rendered at, on every instance that shares the database. Carts, sessions, wishlists, customers and
-- orders are not listed: they change no shared page (an order moves stock, a change of products). Written by hand:
-- drizzle-kit does not manage functions or triggers.
CREATE TABLE "data_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "data_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- Once per transaction (the first changed row), at its commit: a deferred trigger takes the row's lock as the
-- transaction's last, so writers never wait on each other in a cycle, and a reader sees the new version together
-- with the change, never before it. Listeners of 'zellige_data_version' are told the new version at the commit.
CREATE OR REPLACE FUNCTION zellige_move_data_version() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  moved bigint;
BEGIN
  IF current_setting('zellige.data_version_moved', true) = txid_current()::text THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('zellige.data_version_moved', txid_current()::text, true);
  UPDATE data_version SET version = version + 1 WHERE id = 1 RETURNING version INTO moved;
  PERFORM pg_notify('zellige_data_version', moved::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'products', 'product_translations', 'product_prices', 'product_categories', 'product_images',
    'product_attributes', 'product_terms', 'variations', 'categories', 'category_translations', 'attributes',
    'attribute_translations', 'attribute_terms', 'term_translations', 'bundles', 'bundle_items', 'bought_together',
    'bought_together_settings', 'content_pages', 'content_page_texts', 'forms', 'form_texts', 'media',
    'media_assets', 'settings', 'shipping_zones', 'shipping_methods'
  ] LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER zellige_data_version AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION zellige_move_data_version()', t);
  END LOOP;
END
$$;
