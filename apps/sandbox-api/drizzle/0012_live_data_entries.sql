CREATE TABLE "agency_live_data_entries" (
	"agency_id" integer NOT NULL,
	"entry" text NOT NULL,
	CONSTRAINT "agency_live_data_entries_agency_id_entry_pk" PRIMARY KEY("agency_id","entry"),
	CONSTRAINT "agency_live_data_entries_entry" CHECK ("agency_live_data_entries"."entry" IN ('multiRoom', 'creator', 'act67110', 'act78062'))
);
--> statement-breakpoint
ALTER TABLE "agency_live_data_entries" ADD CONSTRAINT "agency_live_data_entries_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;