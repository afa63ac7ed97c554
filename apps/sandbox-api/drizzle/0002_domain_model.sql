CREATE TABLE "anchor_signs" (
	"id" serial PRIMARY KEY NOT NULL,
	"broadcaster_uid" text NOT NULL,
	"agency_id" integer NOT NULL,
	"sign_type" smallint NOT NULL,
	"duration_months" smallint NOT NULL,
	"start_day" date NOT NULL,
	"end_day" date NOT NULL,
	"share_ratio_bp" integer NOT NULL,
	"base_salary_cents" integer NOT NULL,
	"min_live_days" smallint NOT NULL,
	"min_live_hours" smallint NOT NULL,
	"terms_text" text NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "broker_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"broadcaster_uid" text NOT NULL,
	"old_broker_id" integer,
	"new_broker_id" integer,
	"operator_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "renewals" (
	"id" serial PRIMARY KEY NOT NULL,
	"broadcaster_uid" text NOT NULL,
	"agency_id" integer NOT NULL,
	"sign_id" integer,
	"duration_months" smallint NOT NULL,
	"old_end_day" date NOT NULL,
	"new_end_day" date NOT NULL,
	"status" smallint NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"operator_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"last_remind_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"account_id" integer NOT NULL,
	"followed_uid" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "follows_account_id_followed_uid_pk" PRIMARY KEY("account_id","followed_uid")
);
--> statement-breakpoint
CREATE TABLE "pk_recommendations" (
	"broadcaster_uid" text NOT NULL,
	"candidate_uid" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pk_recommendations_broadcaster_uid_candidate_uid_pk" PRIMARY KEY("broadcaster_uid","candidate_uid")
);
--> statement-breakpoint
CREATE TABLE "kyc_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_uid" text NOT NULL,
	"submitted_by" integer,
	"source" smallint NOT NULL,
	"kind" text NOT NULL,
	"real_name" text NOT NULL,
	"id_type" smallint NOT NULL,
	"id_number" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"id_image_ids" text[] NOT NULL,
	"face_image_id" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"review_due_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"data" text NOT NULL,
	"owner_account_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "live_daily_metrics" (
	"broadcaster_uid" text NOT NULL,
	"day" date NOT NULL,
	"agency_id" integer,
	"live_seconds" integer NOT NULL,
	"beans" integer NOT NULL,
	"valid_day" smallint NOT NULL,
	"pk_count" smallint NOT NULL,
	"pk_wins" smallint NOT NULL,
	"pk_beans" integer NOT NULL,
	"new_fans" integer NOT NULL,
	"viewers" integer NOT NULL,
	"gift_senders" integer NOT NULL,
	"multi_room_seconds" integer NOT NULL,
	CONSTRAINT "live_daily_metrics_broadcaster_uid_day_pk" PRIMARY KEY("broadcaster_uid","day")
);
--> statement-breakpoint
CREATE TABLE "agency_operation_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"operator_uid" text NOT NULL,
	"operator_name" text NOT NULL,
	"target_uid" text NOT NULL,
	"target_name" text NOT NULL,
	"detail" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invite_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"visit_count" integer DEFAULT 0 NOT NULL,
	"share_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invite_links_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" smallint NOT NULL,
	"link_id" integer,
	"agency_id" integer NOT NULL,
	"broadcaster_uid" text NOT NULL,
	"status" smallint NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"handled_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"sign_id" integer,
	"recruit_id" integer
);
--> statement-breakpoint
CREATE TABLE "proxy_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"applicant_uid" text NOT NULL,
	"applicant_bigo_id" text NOT NULL,
	"applicant_name" text NOT NULL,
	"parent_agency_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"team_size" integer DEFAULT 0 NOT NULL,
	"experience" text DEFAULT '' NOT NULL,
	"deny_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"committed_at" timestamp with time zone,
	"agency_answered_at" timestamp with time zone,
	"review_due_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recruit_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"broadcaster_uid" text NOT NULL,
	"status" smallint NOT NULL,
	"submit_type" smallint NOT NULL,
	"submitter_name" text NOT NULL,
	"info" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"review_due_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"sign_id" integer,
	"reject_reason" text DEFAULT '' NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"broadcaster_uid" text NOT NULL,
	"agency_id" integer NOT NULL,
	"reason_type" smallint NOT NULL,
	"reason" text NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"answer_remark" text DEFAULT '' NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"broadcaster_uid" text NOT NULL,
	"source_agency_id" integer NOT NULL,
	"target_agency_id" integer NOT NULL,
	"initiator" smallint NOT NULL,
	"status" smallint NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"agency_answered_at" timestamp with time zone,
	"agency_remark" text DEFAULT '' NOT NULL,
	"anchor_answered_at" timestamp with time zone,
	"anchor_remark" text DEFAULT '' NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_bans" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_uid" text NOT NULL,
	"ban_type" smallint NOT NULL,
	"reason" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "broadcasters" ADD COLUMN "account_id" integer;--> statement-breakpoint
ALTER TABLE "broadcasters" ADD COLUMN "grade" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcasters" ADD COLUMN "fans_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcasters" ADD COLUMN "kyc_status" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcasters" ADD COLUMN "kyc_recheck_due" date;--> statement-breakpoint
ALTER TABLE "broadcasters" ADD COLUMN "extension_used" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcasters" ADD COLUMN "regrade_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "country" text DEFAULT 'ID' NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "level" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "intro" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "recruiting" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_members" ADD COLUMN "recruit_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "anchor_signs" ADD CONSTRAINT "anchor_signs_broadcaster_uid_broadcasters_uid_fk" FOREIGN KEY ("broadcaster_uid") REFERENCES "public"."broadcasters"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anchor_signs" ADD CONSTRAINT "anchor_signs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_records" ADD CONSTRAINT "broker_records_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_records" ADD CONSTRAINT "broker_records_broadcaster_uid_broadcasters_uid_fk" FOREIGN KEY ("broadcaster_uid") REFERENCES "public"."broadcasters"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_records" ADD CONSTRAINT "broker_records_old_broker_id_agency_members_id_fk" FOREIGN KEY ("old_broker_id") REFERENCES "public"."agency_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_records" ADD CONSTRAINT "broker_records_new_broker_id_agency_members_id_fk" FOREIGN KEY ("new_broker_id") REFERENCES "public"."agency_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewals" ADD CONSTRAINT "renewals_broadcaster_uid_broadcasters_uid_fk" FOREIGN KEY ("broadcaster_uid") REFERENCES "public"."broadcasters"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewals" ADD CONSTRAINT "renewals_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewals" ADD CONSTRAINT "renewals_sign_id_anchor_signs_id_fk" FOREIGN KEY ("sign_id") REFERENCES "public"."anchor_signs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pk_recommendations" ADD CONSTRAINT "pk_recommendations_broadcaster_uid_broadcasters_uid_fk" FOREIGN KEY ("broadcaster_uid") REFERENCES "public"."broadcasters"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pk_recommendations" ADD CONSTRAINT "pk_recommendations_candidate_uid_broadcasters_uid_fk" FOREIGN KEY ("candidate_uid") REFERENCES "public"."broadcasters"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_submitted_by_accounts_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_daily_metrics" ADD CONSTRAINT "live_daily_metrics_broadcaster_uid_broadcasters_uid_fk" FOREIGN KEY ("broadcaster_uid") REFERENCES "public"."broadcasters"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_operation_records" ADD CONSTRAINT "agency_operation_records_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_links" ADD CONSTRAINT "invite_links_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_link_id_invite_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."invite_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_broadcaster_uid_broadcasters_uid_fk" FOREIGN KEY ("broadcaster_uid") REFERENCES "public"."broadcasters"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_sign_id_anchor_signs_id_fk" FOREIGN KEY ("sign_id") REFERENCES "public"."anchor_signs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_recruit_id_recruit_records_id_fk" FOREIGN KEY ("recruit_id") REFERENCES "public"."recruit_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proxy_applications" ADD CONSTRAINT "proxy_applications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proxy_applications" ADD CONSTRAINT "proxy_applications_parent_agency_id_agencies_id_fk" FOREIGN KEY ("parent_agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_records" ADD CONSTRAINT "recruit_records_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_records" ADD CONSTRAINT "recruit_records_broadcaster_uid_broadcasters_uid_fk" FOREIGN KEY ("broadcaster_uid") REFERENCES "public"."broadcasters"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruit_records" ADD CONSTRAINT "recruit_records_sign_id_anchor_signs_id_fk" FOREIGN KEY ("sign_id") REFERENCES "public"."anchor_signs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_broadcaster_uid_broadcasters_uid_fk" FOREIGN KEY ("broadcaster_uid") REFERENCES "public"."broadcasters"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_broadcaster_uid_broadcasters_uid_fk" FOREIGN KEY ("broadcaster_uid") REFERENCES "public"."broadcasters"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_source_agency_id_agencies_id_fk" FOREIGN KEY ("source_agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_target_agency_id_agencies_id_fk" FOREIGN KEY ("target_agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "anchor_signs_broadcaster_idx" ON "anchor_signs" USING btree ("broadcaster_uid","created_at");--> statement-breakpoint
CREATE INDEX "anchor_signs_agency_idx" ON "anchor_signs" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "broker_records_agency_idx" ON "broker_records" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "renewals_agency_idx" ON "renewals" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "renewals_broadcaster_idx" ON "renewals" USING btree ("broadcaster_uid");--> statement-breakpoint
CREATE INDEX "pk_recommendations_candidate_idx" ON "pk_recommendations" USING btree ("candidate_uid");--> statement-breakpoint
CREATE INDEX "kyc_submissions_subject_idx" ON "kyc_submissions" USING btree ("subject_uid","submitted_at");--> statement-breakpoint
CREATE INDEX "kyc_submissions_id_number_idx" ON "kyc_submissions" USING btree ("id_number");--> statement-breakpoint
CREATE INDEX "live_daily_metrics_agency_day_idx" ON "live_daily_metrics" USING btree ("agency_id","day");--> statement-breakpoint
CREATE INDEX "agency_operation_records_agency_idx" ON "agency_operation_records" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "invite_links_agency_idx" ON "invite_links" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "invites_agency_idx" ON "invites" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "invites_broadcaster_idx" ON "invites" USING btree ("broadcaster_uid");--> statement-breakpoint
CREATE INDEX "proxy_applications_account_idx" ON "proxy_applications" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "proxy_applications_agency_idx" ON "proxy_applications" USING btree ("parent_agency_id");--> statement-breakpoint
CREATE INDEX "recruit_records_agency_idx" ON "recruit_records" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "recruit_records_broadcaster_idx" ON "recruit_records" USING btree ("broadcaster_uid");--> statement-breakpoint
CREATE INDEX "cancellations_broadcaster_idx" ON "cancellations" USING btree ("broadcaster_uid","created_at");--> statement-breakpoint
CREATE INDEX "cancellations_agency_idx" ON "cancellations" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "transfers_broadcaster_idx" ON "transfers" USING btree ("broadcaster_uid","created_at");--> statement-breakpoint
CREATE INDEX "transfers_source_idx" ON "transfers" USING btree ("source_agency_id");--> statement-breakpoint
CREATE INDEX "transfers_target_idx" ON "transfers" USING btree ("target_agency_id");--> statement-breakpoint
CREATE INDEX "audit_bans_subject_idx" ON "audit_bans" USING btree ("subject_uid");--> statement-breakpoint
ALTER TABLE "broadcasters" ADD CONSTRAINT "broadcasters_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcasters_account_idx" ON "broadcasters" USING btree ("account_id");