CREATE TABLE "rate_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Uploads move into the database, where every instance reads them. Rows received before keep empty bytes (their
-- files stay in the folder UPLOAD_DIR named, data/uploads by default).
ALTER TABLE "form_uploads" ADD COLUMN "content" "bytea" DEFAULT '\x'::bytea NOT NULL;--> statement-breakpoint
ALTER TABLE "form_uploads" ALTER COLUMN "content" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "form_uploads" DROP COLUMN "stored_as";
