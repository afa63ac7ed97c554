CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
UPDATE "sessions" SET "ends_at" = "created_at" + interval '7 days';--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "ends_at" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_signs_active_idx" ON "activity_signs" USING btree ("activity_id","broadcaster_uid") WHERE "activity_signs"."status" IN (1, 2);--> statement-breakpoint
CREATE UNIQUE INDEX "renewals_pending_broadcaster_idx" ON "renewals" USING btree ("broadcaster_uid") WHERE "renewals"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "by_beans_methods_agency_name_idx" ON "by_beans_methods" USING btree ("agency_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "payment_submissions_reviewing_idx" ON "payment_submissions" USING btree ("owner_kind","owner_uid") WHERE "payment_submissions"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "cancellations_open_broadcaster_idx" ON "cancellations" USING btree ("broadcaster_uid") WHERE "cancellations"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_open_broadcaster_idx" ON "transfers" USING btree ("broadcaster_uid") WHERE "transfers"."status" IN (1, 2);--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_pending_ban_idx" ON "appeals" USING btree ("ban_id") WHERE "appeals"."status" = 1;--> statement-breakpoint
-- Disabling an account ends its sessions, whoever updates accounts.status (README "Sessions").
CREATE FUNCTION "end_sessions_of_disabled_account"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = -1 AND OLD."status" IS DISTINCT FROM -1 THEN
    UPDATE "sessions" SET "revoked_at" = now() WHERE "account_id" = NEW."id" AND "revoked_at" IS NULL;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "accounts_disabled_end_sessions" AFTER UPDATE OF "status" ON "accounts" FOR EACH ROW EXECUTE FUNCTION "end_sessions_of_disabled_account"();
