CREATE TABLE "listing_counts" (
	"subtree_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "listing_counts_subtree_id_term_id_pk" PRIMARY KEY("subtree_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "listing_facts" (
	"subtree_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price_low" integer,
	"price_high" integer,
	"price_min" integer NOT NULL,
	"price_max" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "listing_facts_lookup_idx" ON "listing_facts" USING btree ("subtree_id","term_id","product_id","price_low","price_high","price_min","price_max");--> statement-breakpoint
CREATE INDEX "listing_facts_product_idx" ON "listing_facts" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "listing_facts_subtree_min_idx" ON "listing_facts" USING btree ("subtree_id","price_min") WHERE term_id = 0;--> statement-breakpoint
CREATE INDEX "listing_facts_subtree_max_idx" ON "listing_facts" USING btree ("subtree_id","price_max") WHERE term_id = 0;