CREATE TABLE "account_admin_states" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"updated_by" text,
	"updated_at" timestamp with time zone,
	"status_reason" text
);
--> statement-breakpoint
CREATE TABLE "admin_action_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"actor_role" smallint NOT NULL,
	"action" text NOT NULL,
	"target_id" integer,
	"target_name" text,
	"before" jsonb,
	"after" jsonb,
	"request_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_blacklist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"uid" text NOT NULL,
	"bigo_id" text NOT NULL,
	"nickname" text NOT NULL,
	"reason" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_by" integer,
	"creator_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	"remove_reason" text DEFAULT '' NOT NULL,
	"remover_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "activity_sign_tasks" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "payment_action_logs" ADD COLUMN "action_type" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_action_logs" ADD COLUMN "actor_role" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_action_logs" ADD COLUMN "actor_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_action_logs" ADD COLUMN "actor_bigo_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_action_logs" ADD COLUMN "target_bigo_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_action_logs" ADD COLUMN "amount_beans" bigint;--> statement-breakpoint
ALTER TABLE "payment_action_logs" ADD COLUMN "balance_before" bigint;--> statement-breakpoint
ALTER TABLE "payment_action_logs" ADD COLUMN "balance_after" bigint;--> statement-breakpoint
ALTER TABLE "payment_action_logs" ADD COLUMN "ref_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_bans" ADD COLUMN "violation_type" smallint DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_bans" ADD COLUMN "evidence_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_records" ADD COLUMN "rule" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_records" ADD COLUMN "evidence_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_records" ADD COLUMN "operator_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_admin_states" ADD CONSTRAINT "account_admin_states_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_action_log" ADD CONSTRAINT "admin_action_log_actor_id_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_action_log" ADD CONSTRAINT "admin_action_log_target_id_accounts_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_blacklist_entries" ADD CONSTRAINT "payment_blacklist_entries_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_blacklist_entries" ADD CONSTRAINT "payment_blacklist_entries_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_bean_balances" ADD CONSTRAINT "agency_bean_balances_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_batches" ADD CONSTRAINT "distribution_batches_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_batches" ADD CONSTRAINT "distribution_batches_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_action_log_at_idx" ON "admin_action_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "admin_action_log_target_idx" ON "admin_action_log" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "payment_blacklist_entries_agency_idx" ON "payment_blacklist_entries" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_blacklist_entries_uid_idx" ON "payment_blacklist_entries" USING btree ("agency_id","uid");--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_batches_key_idx" ON "distribution_batches" USING btree ("agency_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "distribution_batches_file_idx" ON "distribution_batches" USING btree ("agency_id","file_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_sign_tasks_request_idx" ON "activity_sign_tasks" USING btree ("agency_id","request_key");