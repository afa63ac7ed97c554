/**
 * Activities: activity 75352 registration (activities, rounds, sign-ups and sign tasks; state
 * machine `#domain/machines/activity-sign.ts`), activity 74338 sign-ups and activity 77307
 * invitations.
 */
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { RegistrationStatus } from "@agent-portal/api-client/enums";
import { accounts } from "./accounts.ts";
import { broadcasters } from "./broadcasters.ts";
import { instant } from "./columns.ts";
import { agencies } from "./organisation.ts";

/** An extra field of an activity's sign-up form. */
export interface ActivityFormField {
  readonly key: string;
  readonly label: string;
  readonly type: "text" | "number" | "select";
  readonly required: boolean;
  readonly options: readonly string[];
}

/** An activity of a region that agencies register broadcasters for. */
export const activities = pgTable("activities", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  /** Region short name. */
  zone: text("zone").notNull(),
  /** YYYY-MM. */
  month: text("month").notNull(),
  signStartAt: instant("sign_start_at").notNull(),
  signEndAt: instant("sign_end_at").notNull(),
  startAt: instant("start_at").notNull(),
  endAt: instant("end_at").notNull(),
  /** Broadcasters one agency may register. */
  maxAnchors: integer("max_anchors").notNull(),
  /** Lowest broadcaster level accepted. */
  minLevel: smallint("min_level").notNull(),
  coverUrl: text("cover_url").notNull().default(""),
  formFields: jsonb("form_fields").$type<readonly ActivityFormField[]>().notNull(),
});

/** A round (time slot) of an activity. */
export const activityRounds = pgTable(
  "activity_rounds",
  {
    id: integer("id").primaryKey(),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    startAt: instant("start_at").notNull(),
    endAt: instant("end_at").notNull(),
    capacity: integer("capacity").notNull(),
  },
  (t) => [index("activity_rounds_activity_idx").on(t.activityId)],
);

/** A broadcaster's registration for an activity (and round). */
export const activitySigns = pgTable(
  "activity_signs",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    broadcasterUid: text("broadcaster_uid")
      .notNull()
      .references(() => broadcasters.uid, { onDelete: "cascade" }),
    roundId: integer("round_id").references(() => activityRounds.id, { onDelete: "set null" }),
    /** Sign status: 1 registered, 2 approved, 3 rejected, 4 cancelled. */
    status: smallint("status").$type<RegistrationStatus>().notNull(),
    operatorName: text("operator_name").notNull(),
    rejectReason: text("reject_reason").notNull().default(""),
    formValues: jsonb("form_values").$type<Readonly<Record<string, string>>>().notNull(),
    signedAt: instant("signed_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
    /** When the (simulated) review completes; null once reviewed. */
    reviewDueAt: instant("review_due_at"),
    /** Round result once the round ended; 0 before. */
    rank: integer("rank").notNull().default(0),
    score: integer("score").notNull().default(0),
    /** Beans received during the round's PK once the round ended (whole beans); 0 before. */
    beans: integer("beans").notNull().default(0),
    /** A page token for sharing the registration (GET /api/act75352/<token>). */
    pageToken: text("page_token").notNull().unique(),
  },
  (t) => [
    index("activity_signs_agency_idx").on(t.agencyId, t.signedAt),
    index("activity_signs_activity_idx").on(t.activityId, t.broadcasterUid),
    /** At most one registration in force (registered or approved) per broadcaster and activity. */
    uniqueIndex("activity_signs_active_idx")
      .on(t.activityId, t.broadcasterUid)
      .where(sql`${t.status} IN (1, 2)`),
  ],
);

/** A sign task: the outcome of one `sign` call. */
export const activitySignTasks = pgTable(
  "activity_sign_tasks",
  {
    id: text("id").primaryKey(),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    total: integer("total").notNull(),
    successCount: integer("success_count").notNull(),
    failures: jsonb("failures").$type<readonly { anchorUid: string; code: number; msg: string }[]>().notNull(),
    createdAt: instant("created_at").notNull(),
    /** The caller's idempotency key (sign `requestId`); a repeated sign with it answers this task. */
    requestKey: text("request_key"),
  },
  (t) => [uniqueIndex("activity_sign_tasks_request_idx").on(t.agencyId, t.requestKey)],
);

/** A sign-up for activity 74338 (game live data). */
export const act74338Signups = pgTable("act74338_signups", {
  accountId: integer("account_id")
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  appliedAt: instant("applied_at").notNull(),
});

/** An accepted invitation of activity 77307 (one per invitee). */
export const act77307Invites = pgTable(
  "act77307_invites",
  {
    inviteeAccountId: integer("invitee_account_id")
      .primaryKey()
      .references(() => accounts.id, { onDelete: "cascade" }),
    inviterAccountId: integer("inviter_account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    createdAt: instant("created_at").notNull(),
  },
  (t) => [uniqueIndex("act77307_invites_pair_idx").on(t.inviterAccountId, t.inviteeAccountId)],
);

/** Row types. */
export type Activity = typeof activities.$inferSelect;
export type ActivityRound = typeof activityRounds.$inferSelect;
export type ActivitySign = typeof activitySigns.$inferSelect;
