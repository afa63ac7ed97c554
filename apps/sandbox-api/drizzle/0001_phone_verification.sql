ALTER TABLE "accounts" ADD COLUMN "authorization_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "authorization_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "phone_verified_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "scene" smallint;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "code_type" smallint;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;