ALTER TABLE "activity_signs" ADD COLUMN "beans" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tutorials" ADD COLUMN "body_html" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tutorials" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;