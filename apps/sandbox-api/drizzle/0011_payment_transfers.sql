CREATE TABLE "payment_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference_no" text NOT NULL,
	"receiver_uid" text NOT NULL,
	"receiver_bigo_id" text NOT NULL,
	"receiver_name" text NOT NULL,
	"amount_beans" bigint NOT NULL,
	"fee_beans" bigint NOT NULL,
	"balance_before" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_by" integer,
	"creator_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_transfers" ADD CONSTRAINT "payment_transfers_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transfers" ADD CONSTRAINT "payment_transfers_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transfers_key_idx" ON "payment_transfers" USING btree ("agency_id","idempotency_key");