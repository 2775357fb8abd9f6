ALTER TABLE "bought_together" ADD COLUMN "price_suffix" jsonb;--> statement-breakpoint
ALTER TABLE "bought_together_settings" ADD COLUMN "variables" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "bought_together_settings" ADD COLUMN "price_suffix" jsonb;