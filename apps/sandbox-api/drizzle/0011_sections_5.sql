ALTER TABLE "agency_recruit_configs" ADD COLUMN "updated_by_uid" text DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_recruit_configs" ADD COLUMN "updated_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_members" ADD COLUMN "added_by_uid" text DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_members" ADD COLUMN "added_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_operation_records" ADD COLUMN "role_before" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_operation_records" ADD COLUMN "role_after" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_submissions" ADD COLUMN "bank_country" text DEFAULT '' NOT NULL;