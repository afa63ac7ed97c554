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
ALTER TABLE "activity_sign_changes" ADD CONSTRAINT "activity_sign_changes_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_sign_changes" ADD CONSTRAINT "activity_sign_changes_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_scope_modes" ADD CONSTRAINT "data_scope_modes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_sign_changes_request_idx" ON "activity_sign_changes" USING btree ("agency_id","request_key");--> statement-breakpoint
CREATE INDEX "activity_sign_changes_activity_idx" ON "activity_sign_changes" USING btree ("activity_id","agency_id");