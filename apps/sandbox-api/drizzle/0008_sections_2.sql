CREATE TABLE "interview_reschedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"interview_id" integer NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"to_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"operator_name" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"candidate_name" text NOT NULL,
	"candidate_bigo_id" text NOT NULL,
	"candidate_time_zone" text NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"status" smallint NOT NULL,
	"interviewer_name" text NOT NULL,
	"result" smallint DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "proxy_applications" ADD COLUMN "deny_reason_code" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "proxy_applications" ADD COLUMN "denied_by" integer;--> statement-breakpoint
ALTER TABLE "proxy_applications" ADD COLUMN "decided_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "appeals" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "interview_reschedules" ADD CONSTRAINT "interview_reschedules_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_reschedules_key_idx" ON "interview_reschedules" USING btree ("interview_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "interviews_agency_time_idx" ON "interviews" USING btree ("agency_id","scheduled_at");--> statement-breakpoint
ALTER TABLE "proxy_applications" ADD CONSTRAINT "proxy_applications_denied_by_accounts_id_fk" FOREIGN KEY ("denied_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_request_idx" ON "appeals" USING btree ("created_by","request_id") WHERE "appeals"."request_id" IS NOT NULL;