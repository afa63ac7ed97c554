CREATE TABLE "agency_live_data_entries" (
	"agency_id" integer NOT NULL,
	"entry" text NOT NULL,
	CONSTRAINT "agency_live_data_entries_agency_id_entry_pk" PRIMARY KEY("agency_id","entry"),
	CONSTRAINT "agency_live_data_entries_entry" CHECK ("agency_live_data_entries"."entry" IN ('multiRoom', 'creator', 'act67110', 'act78062'))
);
--> statement-breakpoint
CREATE TABLE "export_job_rows" (
	"job_id" text NOT NULL,
	"n" integer NOT NULL,
	"row" jsonb NOT NULL,
	CONSTRAINT "export_job_rows_job_id_n_pk" PRIMARY KEY("job_id","n")
);
--> statement-breakpoint
CREATE TABLE "export_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_account_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" smallint NOT NULL,
	"rows_total" integer NOT NULL,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"file_id" text,
	"error_code" integer,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stored_file_chunks" (
	"file_id" text NOT NULL,
	"seq" integer NOT NULL,
	"data" text NOT NULL,
	CONSTRAINT "stored_file_chunks_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
CREATE TABLE "recall_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"account_id" integer,
	"request_id" text NOT NULL,
	"sent_uids" jsonb NOT NULL,
	"skipped_uids" jsonb NOT NULL,
	"message" text NOT NULL,
	"reward_beans" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agency_live_data_entries" ADD CONSTRAINT "agency_live_data_entries_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_job_rows" ADD CONSTRAINT "export_job_rows_job_id_export_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."export_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_file_chunks" ADD CONSTRAINT "stored_file_chunks_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_sends" ADD CONSTRAINT "recall_sends_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_jobs_owner_idx" ON "export_jobs" USING btree ("owner_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recall_sends_request_idx" ON "recall_sends" USING btree ("agency_id","request_id");--> statement-breakpoint
CREATE INDEX "recall_sends_agency_idx" ON "recall_sends" USING btree ("agency_id","sent_at");