ALTER TABLE "audit_bans" ADD COLUMN "violation_type" smallint DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_bans" ADD COLUMN "evidence_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_records" ADD COLUMN "rule" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_records" ADD COLUMN "evidence_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_records" ADD COLUMN "operator_name" text DEFAULT '' NOT NULL;