CREATE TABLE "act74338_signups" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "act77307_invites" (
	"invitee_account_id" integer PRIMARY KEY NOT NULL,
	"inviter_account_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"zone" text NOT NULL,
	"month" text NOT NULL,
	"sign_start_at" timestamp with time zone NOT NULL,
	"sign_end_at" timestamp with time zone NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"max_anchors" integer NOT NULL,
	"min_level" smallint NOT NULL,
	"cover_url" text DEFAULT '' NOT NULL,
	"form_fields" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_rounds" (
	"id" integer PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"name" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_sign_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"total" integer NOT NULL,
	"success_count" integer NOT NULL,
	"failures" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_signs" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"broadcaster_uid" text NOT NULL,
	"round_id" integer,
	"status" smallint NOT NULL,
	"operator_name" text NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"form_values" jsonb NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"review_due_at" timestamp with time zone,
	"rank" integer DEFAULT 0 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"page_token" text NOT NULL,
	CONSTRAINT "activity_signs_page_token_unique" UNIQUE("page_token")
);
--> statement-breakpoint
CREATE TABLE "notification_reads" (
	"account_id" integer NOT NULL,
	"notification_id" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_reads_account_id_notification_id_pk" PRIMARY KEY("account_id","notification_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer,
	"type" smallint NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutorial_tabs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutorials" (
	"id" serial PRIMARY KEY NOT NULL,
	"tab_id" text NOT NULL,
	"title" text NOT NULL,
	"cover_url" text DEFAULT '' NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"video_url" text DEFAULT '' NOT NULL,
	"duration" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"published" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"month" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" smallint NOT NULL,
	"signer_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "broadcaster_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"broadcaster_uid" text NOT NULL,
	"agency_id" integer NOT NULL,
	"reward_type" smallint NOT NULL,
	"month" text NOT NULL,
	"beans" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" smallint NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_cover_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"broadcaster_uid" text NOT NULL,
	"reason" smallint NOT NULL,
	"detected_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recalls" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"broadcaster_uid" text NOT NULL,
	"status" smallint NOT NULL,
	"reward_beans" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"drawn_at" timestamp with time zone,
	"called_back_at" timestamp with time zone,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "by_beans_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"name" text NOT NULL,
	"min_beans" integer NOT NULL,
	"fee_bp" integer NOT NULL,
	"anchor_uids" text[] NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_action_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer,
	"account_id" integer,
	"action" text NOT NULL,
	"detail" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_blacklist" (
	"uid" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_configs" (
	"country" text NOT NULL,
	"role" smallint NOT NULL,
	"method_type" smallint NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"min_amount_cents" integer NOT NULL,
	"bank_fields_required" smallint NOT NULL,
	CONSTRAINT "payment_configs_country_role_method_type_pk" PRIMARY KEY("country","role","method_type")
);
--> statement-breakpoint
CREATE TABLE "payment_distributions" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"month" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_uid" text NOT NULL,
	"agency_id" integer,
	"method_type" smallint NOT NULL,
	"account_name" text NOT NULL,
	"account_no" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_code" text NOT NULL,
	"status" smallint NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone NOT NULL,
	"review_due_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_whitelist" (
	"uid" text PRIMARY KEY NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appeals" (
	"id" serial PRIMARY KEY NOT NULL,
	"ban_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"reason" text NOT NULL,
	"evidence_ids" text[] NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"version" smallint NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"review_due_at" timestamp with time zone,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_uid" text NOT NULL,
	"violation_type" smallint NOT NULL,
	"description" text NOT NULL,
	"punishment" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "act74338_signups" ADD CONSTRAINT "act74338_signups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "act77307_invites" ADD CONSTRAINT "act77307_invites_invitee_account_id_accounts_id_fk" FOREIGN KEY ("invitee_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "act77307_invites" ADD CONSTRAINT "act77307_invites_inviter_account_id_accounts_id_fk" FOREIGN KEY ("inviter_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_rounds" ADD CONSTRAINT "activity_rounds_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_sign_tasks" ADD CONSTRAINT "activity_sign_tasks_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_signs" ADD CONSTRAINT "activity_signs_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_signs" ADD CONSTRAINT "activity_signs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_signs" ADD CONSTRAINT "activity_signs_broadcaster_uid_broadcasters_uid_fk" FOREIGN KEY ("broadcaster_uid") REFERENCES "public"."broadcasters"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_signs" ADD CONSTRAINT "activity_signs_round_id_activity_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."activity_rounds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutorials" ADD CONSTRAINT "tutorials_tab_id_tutorial_tabs_id_fk" FOREIGN KEY ("tab_id") REFERENCES "public"."tutorial_tabs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcaster_rewards" ADD CONSTRAINT "broadcaster_rewards_broadcaster_uid_broadcasters_uid_fk" FOREIGN KEY ("broadcaster_uid") REFERENCES "public"."broadcasters"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_cover_flags" ADD CONSTRAINT "live_cover_flags_broadcaster_uid_broadcasters_uid_fk" FOREIGN KEY ("broadcaster_uid") REFERENCES "public"."broadcasters"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalls" ADD CONSTRAINT "recalls_broadcaster_uid_broadcasters_uid_fk" FOREIGN KEY ("broadcaster_uid") REFERENCES "public"."broadcasters"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "by_beans_methods" ADD CONSTRAINT "by_beans_methods_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_action_logs" ADD CONSTRAINT "payment_action_logs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_action_logs" ADD CONSTRAINT "payment_action_logs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_distributions" ADD CONSTRAINT "payment_distributions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_submissions" ADD CONSTRAINT "payment_submissions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_submissions" ADD CONSTRAINT "payment_submissions_submitted_by_accounts_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_ban_id_audit_bans_id_fk" FOREIGN KEY ("ban_id") REFERENCES "public"."audit_bans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "act77307_invites_pair_idx" ON "act77307_invites" USING btree ("inviter_account_id","invitee_account_id");--> statement-breakpoint
CREATE INDEX "activity_rounds_activity_idx" ON "activity_rounds" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "activity_signs_agency_idx" ON "activity_signs" USING btree ("agency_id","signed_at");--> statement-breakpoint
CREATE INDEX "activity_signs_activity_idx" ON "activity_signs" USING btree ("activity_id","broadcaster_uid");--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tutorials_tab_idx" ON "tutorials" USING btree ("tab_id","published_at");--> statement-breakpoint
CREATE INDEX "agency_invoices_agency_idx" ON "agency_invoices" USING btree ("agency_id","month");--> statement-breakpoint
CREATE INDEX "broadcaster_rewards_agency_idx" ON "broadcaster_rewards" USING btree ("agency_id","month");--> statement-breakpoint
CREATE INDEX "live_cover_flags_broadcaster_idx" ON "live_cover_flags" USING btree ("broadcaster_uid");--> statement-breakpoint
CREATE INDEX "recalls_agency_idx" ON "recalls" USING btree ("agency_id","sent_at");--> statement-breakpoint
CREATE INDEX "recalls_broadcaster_idx" ON "recalls" USING btree ("broadcaster_uid");--> statement-breakpoint
CREATE INDEX "by_beans_methods_agency_idx" ON "by_beans_methods" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "payment_action_logs_agency_idx" ON "payment_action_logs" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_distributions_agency_idx" ON "payment_distributions" USING btree ("agency_id","month");--> statement-breakpoint
CREATE INDEX "payment_submissions_owner_idx" ON "payment_submissions" USING btree ("owner_kind","owner_uid","submitted_at");--> statement-breakpoint
CREATE INDEX "appeals_ban_idx" ON "appeals" USING btree ("ban_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_records_subject_idx" ON "audit_records" USING btree ("subject_uid","created_at");