CREATE TABLE "grouped_products" (
	"product_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "grouped_products_product_id_child_id_pk" PRIMARY KEY("product_id","child_id")
);
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_type_check";--> statement-breakpoint
ALTER TABLE "variations" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "external_url" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "button_text" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "import_digest" text;--> statement-breakpoint
ALTER TABLE "grouped_products" ADD CONSTRAINT "grouped_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grouped_products" ADD CONSTRAINT "grouped_products_child_id_products_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grouped_products_child_idx" ON "grouped_products" USING btree ("child_id");--> statement-breakpoint
ALTER TABLE "variations" ADD CONSTRAINT "variations_source_id_unique" UNIQUE("source_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_source_id_unique" UNIQUE("source_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_type_check" CHECK (type in ('simple', 'variable', 'bundle', 'grouped', 'external'));--> statement-breakpoint
-- A grouped product's children are shown on shared pages: a change moves the data version, as the catalogue's do.
CREATE CONSTRAINT TRIGGER zellige_data_version AFTER INSERT OR UPDATE OR DELETE ON grouped_products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION zellige_move_data_version();
