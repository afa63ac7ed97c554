CREATE TABLE "agency_bean_balances" (
	"agency_id" integer PRIMARY KEY NOT NULL,
	"balance_beans" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distribution_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" smallint NOT NULL,
	"file_name" text NOT NULL,
	"file_sha256" text NOT NULL,
	"total_beans" bigint NOT NULL,
	"unusually_large" smallint NOT NULL,
	"duplicate_of" integer,
	"rows" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"balance_before" bigint,
	"balance_after" bigint
);
--> statement-breakpoint
ALTER TABLE "agency_bean_balances" ADD CONSTRAINT "agency_bean_balances_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_batches" ADD CONSTRAINT "distribution_batches_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_batches" ADD CONSTRAINT "distribution_batches_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_batches_key_idx" ON "distribution_batches" USING btree ("agency_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "distribution_batches_file_idx" ON "distribution_batches" USING btree ("agency_id","file_sha256");