-- Every outbox mail keeps one Message-ID across sendings; mail already queued gets its own now.
ALTER TABLE "mail_outbox" ADD COLUMN "message_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "wishlists" ADD COLUMN "share_token" text;--> statement-breakpoint
-- Existing lists get a share token as the server draws one: 24 random bytes (from two random UUIDs, 180 random bits
-- at least) in base64url, 32 characters.
UPDATE "wishlists" SET "share_token" = translate(
	encode(substr(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 1, 24), 'base64'),
	'+/', '-_');--> statement-breakpoint
ALTER TABLE "wishlists" ALTER COLUMN "share_token" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_share_token_unique" UNIQUE("share_token");
