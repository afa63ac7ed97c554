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
ALTER TABLE "account_admin_states" ADD CONSTRAINT "account_admin_states_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_action_log" ADD CONSTRAINT "admin_action_log_actor_id_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_action_log" ADD CONSTRAINT "admin_action_log_target_id_accounts_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_action_log_at_idx" ON "admin_action_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "admin_action_log_target_idx" ON "admin_action_log" USING btree ("target_id");