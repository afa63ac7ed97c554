CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" smallint NOT NULL,
	"sub_role" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"bigo_uid" text NOT NULL,
	"bigo_id" text NOT NULL,
	"un_modify_bigo_id" text NOT NULL,
	"nickname" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"is_white" boolean DEFAULT false NOT NULL,
	"permissions" integer[] NOT NULL,
	"agency_permissions" integer[] NOT NULL,
	"relation_transfer" smallint DEFAULT 0 NOT NULL,
	"relation_cancel" smallint DEFAULT 0 NOT NULL,
	"phone_prefix" text,
	"phone" text,
	"profile_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "accounts_username_unique" UNIQUE("username"),
	CONSTRAINT "accounts_bigo_uid_unique" UNIQUE("bigo_uid")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"failure_code" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"account_id" integer,
	"purpose" text NOT NULL,
	"code_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "broadcasters" (
	"uid" text PRIMARY KEY NOT NULL,
	"bigo_id" text NOT NULL,
	"nickname" text NOT NULL,
	"country" text NOT NULL,
	"agency_id" integer,
	"broker_id" integer,
	"contract_state" text NOT NULL,
	"contract_start" date,
	"contract_end" date,
	"joined_at" date NOT NULL,
	"status" text NOT NULL,
	"level" smallint NOT NULL,
	CONSTRAINT "broadcasters_bigo_id_unique" UNIQUE("bigo_id")
);
--> statement-breakpoint
CREATE TABLE "agencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"bigo_id" text NOT NULL,
	"name" text NOT NULL,
	"region_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agencies_uid_unique" UNIQUE("uid"),
	CONSTRAINT "agencies_bigo_id_unique" UNIQUE("bigo_id")
);
--> statement-breakpoint
CREATE TABLE "agency_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"uid" text NOT NULL,
	"bigo_id" text NOT NULL,
	"nickname" text NOT NULL,
	"role" smallint NOT NULL,
	"account_id" integer,
	"joined_at" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	CONSTRAINT "regions_short_name_unique" UNIQUE("short_name")
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"account_id" integer,
	"purpose" text NOT NULL,
	"code" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasters" ADD CONSTRAINT "broadcasters_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasters" ADD CONSTRAINT "broadcasters_broker_id_agency_members_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."agency_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_members" ADD CONSTRAINT "agency_members_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_members" ADD CONSTRAINT "agency_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_attempts_username_idx" ON "login_attempts" USING btree ("username","at");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "verification_codes_username_idx" ON "verification_codes" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "broadcasters_agency_idx" ON "broadcasters" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "broadcasters_broker_idx" ON "broadcasters" USING btree ("broker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_members_agency_uid_idx" ON "agency_members" USING btree ("agency_id","uid");--> statement-breakpoint
CREATE INDEX "agency_members_account_idx" ON "agency_members" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox_messages" USING btree ("recipient","created_at");