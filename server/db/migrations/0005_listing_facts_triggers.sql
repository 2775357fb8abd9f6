-- Keeps listing_facts and listing_counts (server/db/schema/listing.ts) exact. Written by hand: drizzle-kit does not
-- manage functions or triggers. Every statement that can change a product's facts (its categories, its terms, its
-- prices, the category tree) recomputes the facts of the products it touched, from the tables themselves, and moves
-- the counts by the difference. Statement-level triggers with transition tables: a batch of 1 000 rows costs one
-- recomputation, not 1 000.
CREATE OR REPLACE FUNCTION zellige_refresh_listing_facts(ids int[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  -- listing_counts rows are shared by every product of a subtree: one writer at a time, so that two catalogue edits
  -- can neither deadlock on them nor lose an update. Shoppers' reads are not blocked.
  PERFORM pg_advisory_xact_lock(7302147);
  WITH gone AS (
    DELETE FROM listing_facts WHERE product_id = ANY(ids) RETURNING subtree_id, term_id
  ), lost AS (
    SELECT subtree_id, term_id, count(*)::int AS n FROM gone GROUP BY subtree_id, term_id
  )
  UPDATE listing_counts c SET n = c.n - lost.n FROM lost WHERE c.subtree_id = lost.subtree_id AND c.term_id = lost.term_id;

  -- Per product, by primary-key lookups: linear in the number of products, whatever plan the function caches for
  -- `ids` (joining whole CTEs instead let a generic plan nest loops over 100 000 rows).
  WITH added AS (
    INSERT INTO listing_facts (subtree_id, term_id, product_id, price_low, price_high, price_min, price_max)
    SELECT s.subtree_id, t.term_id, p.id, pr.low, pr.high, p.price_min, p.price_max
    FROM products p
    CROSS JOIN LATERAL (SELECT min(pp.price) AS low, max(pp.price) AS high FROM product_prices pp WHERE pp.product_id = p.id) pr
    CROSS JOIN LATERAL (
      WITH RECURSIVE up(id) AS (
        SELECT pc.category_id FROM product_categories pc WHERE pc.product_id = p.id
        UNION
        -- UNION, not UNION ALL: a cycle in parent_id (the schema does not forbid one) ends the walk.
        SELECT c.parent_id FROM up JOIN categories c ON c.id = up.id WHERE c.parent_id IS NOT NULL
      )
      SELECT 0 AS subtree_id UNION ALL SELECT id FROM up
    ) s
    CROSS JOIN LATERAL (SELECT 0 AS term_id UNION ALL SELECT pt.term_id FROM product_terms pt WHERE pt.product_id = p.id) t
    WHERE p.id = ANY(ids)
    RETURNING subtree_id, term_id
  ), won AS (
    SELECT subtree_id, term_id, count(*)::int AS n FROM added GROUP BY subtree_id, term_id
  )
  INSERT INTO listing_counts (subtree_id, term_id, n) SELECT subtree_id, term_id, n FROM won
  ON CONFLICT (subtree_id, term_id) DO UPDATE SET n = listing_counts.n + excluded.n;

  DELETE FROM listing_counts WHERE n = 0;
END $$;
--> statement-breakpoint
-- product_categories, product_terms, product_prices: the products of the rows inserted, deleted or updated.
CREATE OR REPLACE FUNCTION zellige_listing_facts_by_product() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM zellige_refresh_listing_facts(array(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM zellige_refresh_listing_facts(array(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM zellige_refresh_listing_facts(array(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- products: a new product (it is in the whole shop from the start), a deleted one, or a change of price_min/max.
CREATE OR REPLACE FUNCTION zellige_listing_facts_of_products() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM zellige_refresh_listing_facts(array(SELECT id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM zellige_refresh_listing_facts(array(SELECT id FROM old_rows));
  ELSE
    PERFORM zellige_refresh_listing_facts(array(
      SELECT n.id FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
       WHERE o.id IS NULL OR n.price_min IS DISTINCT FROM o.price_min OR n.price_max IS DISTINCT FROM o.price_max
      UNION SELECT o.id FROM old_rows o LEFT JOIN new_rows n ON n.id = o.id WHERE n.id IS NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- categories: a category that changed parent (or id) moves the products of its whole subtree to other ancestors.
-- A deleted category needs nothing here: its product_categories rows go (cascade) and its children are re-parented
-- (an UPDATE), each with its own trigger.
CREATE OR REPLACE FUNCTION zellige_listing_facts_of_categories() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM zellige_refresh_listing_facts(array(
    WITH RECURSIVE moved(id) AS (
      SELECT n.id FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
       WHERE o.id IS NULL OR n.parent_id IS DISTINCT FROM o.parent_id
      UNION SELECT o.id FROM old_rows o LEFT JOIN new_rows n ON n.id = o.id WHERE n.id IS NULL
    ), down(id) AS (
      SELECT id FROM moved UNION SELECT c.id FROM categories c JOIN down ON c.parent_id = down.id
    )
    SELECT DISTINCT pc.product_id FROM product_categories pc JOIN down ON down.id = pc.category_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_categories_facts_ins AFTER INSERT ON product_categories REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION zellige_listing_facts_by_product();
--> statement-breakpoint
CREATE TRIGGER product_categories_facts_del AFTER DELETE ON product_categories REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION zellige_listing_facts_by_product();
--> statement-breakpoint
CREATE TRIGGER product_categories_facts_upd AFTER UPDATE ON product_categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION zellige_listing_facts_by_product();
--> statement-breakpoint
CREATE TRIGGER product_terms_facts_ins AFTER INSERT ON product_terms REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION zellige_listing_facts_by_product();
--> statement-breakpoint
CREATE TRIGGER product_terms_facts_del AFTER DELETE ON product_terms REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION zellige_listing_facts_by_product();
--> statement-breakpoint
CREATE TRIGGER product_terms_facts_upd AFTER UPDATE ON product_terms REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION zellige_listing_facts_by_product();
--> statement-breakpoint
CREATE TRIGGER product_prices_facts_ins AFTER INSERT ON product_prices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION zellige_listing_facts_by_product();
--> statement-breakpoint
CREATE TRIGGER product_prices_facts_del AFTER DELETE ON product_prices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION zellige_listing_facts_by_product();
--> statement-breakpoint
CREATE TRIGGER product_prices_facts_upd AFTER UPDATE ON product_prices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION zellige_listing_facts_by_product();
--> statement-breakpoint
CREATE TRIGGER products_facts_ins AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION zellige_listing_facts_of_products();
--> statement-breakpoint
CREATE TRIGGER products_facts_del AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION zellige_listing_facts_of_products();
--> statement-breakpoint
CREATE TRIGGER products_facts_upd AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION zellige_listing_facts_of_products();
--> statement-breakpoint
CREATE TRIGGER categories_facts_upd AFTER UPDATE ON categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION zellige_listing_facts_of_categories();
--> statement-breakpoint
-- A database that already has products: their facts, once.
SELECT zellige_refresh_listing_facts(array(SELECT id FROM products));
