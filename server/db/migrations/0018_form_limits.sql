CREATE TABLE "form_tokens_spent" (
	"token" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"spent_at" timestamp with time zone NOT NULL,
	"keep_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_uploads" ADD COLUMN "address" text;--> statement-breakpoint
CREATE INDEX "form_tokens_spent_address_idx" ON "form_tokens_spent" USING btree ("address","spent_at");--> statement-breakpoint
CREATE INDEX "form_tokens_spent_keep_idx" ON "form_tokens_spent" USING btree ("keep_until");--> statement-breakpoint
CREATE INDEX "form_uploads_unclaimed_idx" ON "form_uploads" USING btree ("created_at") WHERE "form_uploads"."submission_id" is null;