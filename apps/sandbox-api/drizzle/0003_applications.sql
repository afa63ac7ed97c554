CREATE TABLE "agency_recruit_configs" (
	"agency_id" integer PRIMARY KEY NOT NULL,
	"open" smallint NOT NULL,
	"countries" text[] NOT NULL,
	"min_age" smallint NOT NULL,
	"requirements" text NOT NULL,
	"contact" text NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agent_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"agency_name" text NOT NULL,
	"country" text NOT NULL,
	"contact_phone" text NOT NULL,
	"team_size" integer NOT NULL,
	"experience" text NOT NULL,
	"source" smallint NOT NULL,
	"kyc_id" integer,
	"reject_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"kyc_submitted_at" timestamp with time zone,
	"review_due_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "apply_dot_clicked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agency_recruit_configs" ADD CONSTRAINT "agency_recruit_configs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_kyc_id_kyc_submissions_id_fk" FOREIGN KEY ("kyc_id") REFERENCES "public"."kyc_submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_applications_account_idx" ON "agent_applications" USING btree ("account_id","created_at");