CREATE TABLE "data_permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"region_id" integer,
	"agency_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "data_permissions_names_one" CHECK (("data_permissions"."region_id" IS NULL) <> ("data_permissions"."agency_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "data_permissions" ADD CONSTRAINT "data_permissions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_permissions" ADD CONSTRAINT "data_permissions_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_permissions" ADD CONSTRAINT "data_permissions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_permissions_account_idx" ON "data_permissions" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "data_permissions_account_region_idx" ON "data_permissions" USING btree ("account_id","region_id") WHERE "data_permissions"."region_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "data_permissions_account_agency_idx" ON "data_permissions" USING btree ("account_id","agency_id") WHERE "data_permissions"."agency_id" IS NOT NULL;