-- A product's search document also names the categories it is listed in: one lexeme '#<id>' for each category and
-- each of its ancestors (the subtrees of listing_facts). A search within a category then asks the text index for the
-- words AND the category's lexeme, and only the category's matches are read. Before, every match of the word was read
-- and checked against the category: 'lantern' in Handmade Mugs read 7 500 lanterns at 100 000 products to find none.
-- A shopper's words never make such a lexeme (queryWords keeps letters and digits only), and ts_rank counts only the
-- words of its query, so matches and ranking are unchanged. A custom migration: functions and triggers only, so the
-- snapshot is unchanged.
-- The lexemes of a product's categories, from its listing_facts subtrees (0, the whole shop, is not a category).
CREATE OR REPLACE FUNCTION zellige_category_lexemes(subtrees int[]) RETURNS tsvector
  LANGUAGE sql IMMUTABLE AS $$
  SELECT array_to_tsvector(array(SELECT DISTINCT '#' || s FROM unnest(subtrees) s WHERE s <> 0))
$$;--> statement-breakpoint
-- A product's rows are read by product alone (asking for term 0 too let the planner combine the product's index
-- with a whole partial index on term 0); every subtree has a row with each of the product's terms.
CREATE OR REPLACE FUNCTION zellige_search_document(pid int, words tsvector) RETURNS tsvector
  LANGUAGE sql STABLE AS $$
  SELECT words || zellige_category_lexemes(array(SELECT f.subtree_id FROM listing_facts f WHERE f.product_id = pid))
$$;--> statement-breakpoint
-- The copy of a translation's words (0006), now with the product's categories.
CREATE OR REPLACE FUNCTION zellige_copy_search_document() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  -- search_vector is a generated column: an AFTER trigger sees its new value.
  IF TG_OP <> 'INSERT' AND (TG_OP = 'DELETE' OR OLD.product_id <> NEW.product_id OR OLD.locale <> NEW.locale) THEN
    DELETE FROM search_documents WHERE product_id = OLD.product_id AND locale = OLD.locale;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  INSERT INTO search_documents (product_id, locale, search_vector)
  VALUES (NEW.product_id, NEW.locale, zellige_search_document(NEW.product_id, NEW.search_vector))
  ON CONFLICT (locale, product_id) DO UPDATE SET search_vector = EXCLUDED.search_vector;
  RETURN NEW;
END
$$;--> statement-breakpoint
-- A product's categories change only through zellige_refresh_listing_facts (0005), which deletes all the facts of
-- the products it touches and inserts them again in one statement, always with a row for subtree 0, term 0. So the
-- inserted rows (new_rows) hold every category of each product they name, and the documents of those products are
-- rewritten from them; only those whose categories changed are written (a new price leaves them be).
CREATE OR REPLACE FUNCTION zellige_search_documents_of_facts() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_documents d SET search_vector = v.document
  FROM (SELECT t.product_id, t.locale, t.search_vector || c.lexemes AS document
        FROM (SELECT product_id, zellige_category_lexemes(array_agg(subtree_id)) AS lexemes
              FROM new_rows WHERE term_id = 0 GROUP BY product_id) c
        JOIN product_translations t ON t.product_id = c.product_id) v
  WHERE d.product_id = v.product_id AND d.locale = v.locale AND d.search_vector IS DISTINCT FROM v.document;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER listing_facts_search_documents AFTER INSERT ON listing_facts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION zellige_search_documents_of_facts();--> statement-breakpoint
UPDATE search_documents d SET search_vector = zellige_search_document(t.product_id, t.search_vector)
FROM product_translations t WHERE t.product_id = d.product_id AND t.locale = d.locale;
