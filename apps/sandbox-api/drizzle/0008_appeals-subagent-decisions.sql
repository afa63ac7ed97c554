ALTER TABLE "proxy_applications" ADD COLUMN "deny_reason_code" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "proxy_applications" ADD COLUMN "denied_by" integer;--> statement-breakpoint
ALTER TABLE "proxy_applications" ADD COLUMN "decided_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "appeals" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "proxy_applications" ADD CONSTRAINT "proxy_applications_denied_by_accounts_id_fk" FOREIGN KEY ("denied_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_request_idx" ON "appeals" USING btree ("created_by","request_id") WHERE "appeals"."request_id" IS NOT NULL;