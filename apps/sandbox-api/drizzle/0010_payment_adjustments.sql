CREATE TABLE "distribution_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"batch_id" integer NOT NULL,
	"line" integer NOT NULL,
	"bigo_id" text NOT NULL,
	"amount_beans" bigint NOT NULL,
	"reason" text NOT NULL,
	"corrects_id" integer,
	"corrected_by_id" integer,
	"balance_before" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_by" integer,
	"creator_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "distribution_adjustments" ADD CONSTRAINT "distribution_adjustments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_adjustments" ADD CONSTRAINT "distribution_adjustments_batch_id_distribution_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."distribution_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_adjustments" ADD CONSTRAINT "distribution_adjustments_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_adjustments_key_idx" ON "distribution_adjustments" USING btree ("agency_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_adjustments_corrects_idx" ON "distribution_adjustments" USING btree ("corrects_id");--> statement-breakpoint
CREATE INDEX "distribution_adjustments_batch_idx" ON "distribution_adjustments" USING btree ("agency_id","batch_id");