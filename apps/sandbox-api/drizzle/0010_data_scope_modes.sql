CREATE TABLE "data_scope_modes" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "data_scope_modes_mode" CHECK ("data_scope_modes"."mode" IN ('all', 'agency'))
);
--> statement-breakpoint
ALTER TABLE "data_scope_modes" ADD CONSTRAINT "data_scope_modes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;