CREATE TABLE "activity_sign_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"kind" text NOT NULL,
	"broadcaster_uid" text NOT NULL,
	"to_broadcaster_uid" text,
	"from_round_id" integer,
	"to_round_id" integer,
	"operator_name" text NOT NULL,
	"request_key" text,
	"answer" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_scope_modes" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "data_scope_modes_mode" CHECK ("data_scope_modes"."mode" IN ('all', 'agency'))
);
--> statement-breakpoint
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
CREATE TABLE "payment_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference_no" text NOT NULL,
	"receiver_uid" text NOT NULL,
	"receiver_bigo_id" text NOT NULL,
	"receiver_name" text NOT NULL,
	"amount_beans" bigint NOT NULL,
	"fee_beans" bigint NOT NULL,
	"balance_before" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_by" integer,
	"creator_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_sign_changes" ADD CONSTRAINT "activity_sign_changes_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_sign_changes" ADD CONSTRAINT "activity_sign_changes_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_scope_modes" ADD CONSTRAINT "data_scope_modes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_adjustments" ADD CONSTRAINT "distribution_adjustments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_adjustments" ADD CONSTRAINT "distribution_adjustments_batch_id_distribution_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."distribution_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_adjustments" ADD CONSTRAINT "distribution_adjustments_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transfers" ADD CONSTRAINT "payment_transfers_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transfers" ADD CONSTRAINT "payment_transfers_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_sign_changes_request_idx" ON "activity_sign_changes" USING btree ("agency_id","request_key");--> statement-breakpoint
CREATE INDEX "activity_sign_changes_activity_idx" ON "activity_sign_changes" USING btree ("activity_id","agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_adjustments_key_idx" ON "distribution_adjustments" USING btree ("agency_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_adjustments_corrects_idx" ON "distribution_adjustments" USING btree ("corrects_id");--> statement-breakpoint
CREATE INDEX "distribution_adjustments_batch_idx" ON "distribution_adjustments" USING btree ("agency_id","batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transfers_key_idx" ON "payment_transfers" USING btree ("agency_id","idempotency_key");