-- search_documents split by a hash of product_id into 8 partitions, each with its own text indexes. A search ranks
-- at most RANK_WINDOW matches (server/repositories/listing.ts) and stops reading once it has them, but a text index
-- hands over every match of a word at once (a bitmap), however few are read: at 100 000 products, 'mug' had 7 500
-- documents to gather for the 1 001 it read. Partitions are read one after the other and only until the window is
-- full, so a common word's bitmaps cover about the window, not the catalogue. A custom migration (drizzle-kit does
-- not declare partitions); the table's columns, keys and indexes are those of 0006, so the snapshot is unchanged.
-- The copy is derived from product_translations, so it is rebuilt from there; zellige_copy_search_document() names
-- the table and keeps working.
DROP TABLE "search_documents";--> statement-breakpoint
CREATE TABLE "search_documents" (
	"product_id" integer NOT NULL,
	"locale" text NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	CONSTRAINT "search_documents_locale_product_id_pk" PRIMARY KEY("locale","product_id")
) PARTITION BY HASH ("product_id");--> statement-breakpoint
CREATE TABLE "search_documents_0" PARTITION OF "search_documents" FOR VALUES WITH (MODULUS 8, REMAINDER 0);--> statement-breakpoint
CREATE TABLE "search_documents_1" PARTITION OF "search_documents" FOR VALUES WITH (MODULUS 8, REMAINDER 1);--> statement-breakpoint
CREATE TABLE "search_documents_2" PARTITION OF "search_documents" FOR VALUES WITH (MODULUS 8, REMAINDER 2);--> statement-breakpoint
CREATE TABLE "search_documents_3" PARTITION OF "search_documents" FOR VALUES WITH (MODULUS 8, REMAINDER 3);--> statement-breakpoint
CREATE TABLE "search_documents_4" PARTITION OF "search_documents" FOR VALUES WITH (MODULUS 8, REMAINDER 4);--> statement-breakpoint
CREATE TABLE "search_documents_5" PARTITION OF "search_documents" FOR VALUES WITH (MODULUS 8, REMAINDER 5);--> statement-breakpoint
CREATE TABLE "search_documents_6" PARTITION OF "search_documents" FOR VALUES WITH (MODULUS 8, REMAINDER 6);--> statement-breakpoint
CREATE TABLE "search_documents_7" PARTITION OF "search_documents" FOR VALUES WITH (MODULUS 8, REMAINDER 7);--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "search_documents" ("product_id", "locale", "search_vector")
SELECT "product_id", "locale", "search_vector" FROM "product_translations";--> statement-breakpoint
CREATE INDEX "search_documents_fr_idx" ON "search_documents" USING gin ("search_vector") WHERE locale = 'fr';--> statement-breakpoint
CREATE INDEX "search_documents_en_idx" ON "search_documents" USING gin ("search_vector") WHERE locale = 'en';--> statement-breakpoint
CREATE INDEX "search_documents_ar_idx" ON "search_documents" USING gin ("search_vector") WHERE locale = 'ar';
