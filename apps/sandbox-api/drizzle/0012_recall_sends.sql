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
ALTER TABLE "recall_sends" ADD CONSTRAINT "recall_sends_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recall_sends_request_idx" ON "recall_sends" USING btree ("agency_id","request_id");--> statement-breakpoint
CREATE INDEX "recall_sends_agency_idx" ON "recall_sends" USING btree ("agency_id","sent_at");