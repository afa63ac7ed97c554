/**
 * Published content: agency notifications (with who has read them) and the agency academy's
 * tabs and tutorials (activity 85157).
 */
import { index, integer, pgTable, primaryKey, serial, smallint, text } from "drizzle-orm/pg-core";
import type { NoticeType } from "@agent-portal/api-client/enums";
import { accounts } from "./accounts.ts";
import { instant } from "./columns.ts";
import { agencies } from "./organisation.ts";

/** A notice to agencies (all of them when `agencyId` is null). */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    agencyId: integer("agency_id").references(() => agencies.id, { onDelete: "cascade" }),
    /** 1 system, 2 policy, 3 activity, 4 payment. */
    type: smallint("type").$type<NoticeType>().notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    linkUrl: text("link_url").notNull().default(""),
    createdAt: instant("created_at").notNull(),
  },
  (t) => [index("notifications_created_idx").on(t.createdAt)],
);

/** An account has read a notice. */
export const notificationReads = pgTable(
  "notification_reads",
  {
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    notificationId: integer("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    readAt: instant("read_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.notificationId] })],
);

/** A tab (category) of the academy. */
export const tutorialTabs = pgTable("tutorial_tabs", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  position: smallint("position").notNull(),
});

/** A tutorial of the academy. */
export const tutorials = pgTable(
  "tutorials",
  {
    id: serial("id").primaryKey(),
    tabId: text("tab_id")
      .notNull()
      .references(() => tutorialTabs.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    coverUrl: text("cover_url").notNull().default(""),
    summary: text("summary").notNull(),
    content: text("content").notNull(),
    videoUrl: text("video_url").notNull().default(""),
    /** The body as rich text (HTML, sanitised by the client); "" when only `content` exists. */
    bodyHtml: text("body_html").notNull().default(""),
    /** The language the tutorial is written in (a UI language code); the academy has no translations yet. */
    lang: text("lang").notNull().default("en"),
    /** Video length, seconds; 0 for text. */
    duration: integer("duration").notNull(),
    publishedAt: instant("published_at").notNull(),
    viewCount: integer("view_count").notNull().default(0),
    /** Unpublished tutorials answer 46001. */
    published: smallint("published").notNull().default(1),
  },
  (t) => [index("tutorials_tab_idx").on(t.tabId, t.publishedAt)],
);
