CREATE TABLE "retired_session_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "retired_session_tokens_expires_at_idx" ON "retired_session_tokens" USING btree ("expires_at");