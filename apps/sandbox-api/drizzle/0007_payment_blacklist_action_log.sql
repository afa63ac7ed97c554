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
ALTER TABLE "payment_action_logs" ADD COLUMN "action_type" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_action_logs" ADD COLUMN "actor_role" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_action_logs" ADD COLUMN "actor_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_action_logs" ADD COLUMN "actor_bigo_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_action_logs" ADD COLUMN "target_bigo_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_action_logs" ADD COLUMN "amount_beans" bigint;--> statement-breakpoint
ALTER TABLE "payment_action_logs" ADD COLUMN "balance_before" bigint;--> statement-breakpoint
ALTER TABLE "payment_action_logs" ADD COLUMN "balance_after" bigint;--> statement-breakpoint
ALTER TABLE "payment_action_logs" ADD COLUMN "ref_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_blacklist_entries" ADD CONSTRAINT "payment_blacklist_entries_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_blacklist_entries" ADD CONSTRAINT "payment_blacklist_entries_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_blacklist_entries_agency_idx" ON "payment_blacklist_entries" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_blacklist_entries_uid_idx" ON "payment_blacklist_entries" USING btree ("agency_id","uid");