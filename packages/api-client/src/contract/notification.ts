/**
 * notification declarations (SPEC section 7): the agency notification page (notification,
 * permission AgencyNotification 14). SPEC section 7 shows only GetNotificationInfo; the read-state
 * calls (GetNotificationUnreadCount, MarkNotificationRead, MarkAllNotificationRead) are ours.
 * Read state is kept per account on the server: one user reading a notice changes nothing for the
 * other members of the agency. Reading a list never marks anything read; only the mark calls do.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { countSchema, enumSchema, exportAnswerSchema, flagSchema, pageFields, secondsSchema } from "./shared.ts";
import { NoticeType } from "#enums/notification.ts";
import { idTag, listTag, rowTags } from "#tags.ts";

/** Business codes of the notification family (ours). */
export const NotificationErrorCode = {
  /** No notice with this id is addressed to the caller. */
  NoticeNotFound: 49001,
} as const;

/** One notice. */
export const noticeSchema = z.object({
  /** Notice id. */
  notice_id: z.string(),
  /** NoticeType: 1 system, 2 policy, 3 activity, 4 payment. */
  type: enumSchema(NoticeType),
  /** Title. */
  title: z.string(),
  /** Body, plain text; paragraphs separated by "\n" (never HTML). */
  content: z.string(),
  /**
   * The related screen: a portal path under the base path (`/agent/payment/blacklist?…`), which
   * the portal checks against the route table and the caller's permissions; "" when none.
   */
  link_url: z.string(),
  /** When it was published, Unix seconds. */
  create_time: secondsSchema,
  /** 1 if the caller has marked it read (per account). */
  read: flagSchema,
  /** When the caller marked it read, Unix seconds; 0 while unread. */
  read_time: secondsSchema,
});

/** The notification list's filters (GetNotificationInfo, ExportNotificationInfo): every one optional. */
export const notificationFilterFields = {
  /** Only this NoticeType (1-4). */
  type: z.optional(enumSchema(NoticeType)),
  /** Only unread (0) or only read (1) notices, for the caller. */
  read: z.optional(flagSchema),
};

/** notification GetNotificationInfo: the caller's notices, newest first; reading a page changes no read state. */
export const GetNotificationInfo = defineEndpoint({
  name: "GetNotificationInfo",
  family: "notification",
  path: "/GetNotificationInfo",
  kind: "query",
  summary: "The caller's notices, newest first, filtered by type and read state, with the caller's unread count.",
  request: () => z.object({ ...notificationFilterFields, ...pageFields }),
  response: () =>
    z.object({
      /** Notices of this page. */
      list: z.array(noticeSchema),
      /** Notices matching the filter. */
      total: countSchema,
      /** The caller's unread notices (all types). */
      unread_count: countSchema,
    }),
  tags: ["Notification"],
  provides: (page) => rowTags("Notification", page.list, (row) => row.notice_id),
  screen: { route: "Notification", role: "list" },
});

/** notification ExportNotificationInfo (ours): the filtered notification list as a CSV download. */
export const ExportNotificationInfo = defineEndpoint({
  name: "ExportNotificationInfo",
  family: "notification",
  path: "/ExportNotificationInfo",
  kind: "query",
  summary:
    "Export every notice of the caller matching GetNotificationInfo's filters as CSV (UTF-8 with a byte-order mark, header row, times in UTC, read state for the caller), newest first; answers a download URL. Marks nothing read.",
  request: () => z.object({ ...notificationFilterFields }),
  response: () => exportAnswerSchema,
  tags: ["Notification"],
  screen: { route: "Notification", role: "export" },
});

/** notification GetNotificationUnreadCount (ours): the header badge's count. */
export const GetNotificationUnreadCount = defineEndpoint({
  name: "GetNotificationUnreadCount",
  family: "notification",
  path: "/GetNotificationUnreadCount",
  kind: "query",
  summary: "How many notices addressed to the caller the caller has not marked read.",
  request: () => z.object({}),
  response: () => z.object({ /** The caller's unread notices (all types). */ unread_count: countSchema }),
  tags: ["Notification"],
  provides: () => [listTag("Notification")],
});

/** notification MarkNotificationRead (ours): marks one notice read for the caller (idempotent). */
export const MarkNotificationRead = defineEndpoint({
  name: "MarkNotificationRead",
  family: "notification",
  path: "/MarkNotificationRead",
  summary: "Mark one notice read for the caller only; marking it again changes nothing and answers the first read time.",
  request: () => z.object({ /** The notice. */ notice_id: z.string().check(z.minLength(1)) }),
  response: () =>
    z.object({
      /** When the caller first marked it read, Unix seconds. */
      read_time: secondsSchema,
      /** The caller's unread notices afterwards. */
      unread_count: countSchema,
    }),
  tags: ["Notification"],
  invalidates: ({ notice_id }) => [idTag("Notification", notice_id), listTag("Notification")],
  errors: [NotificationErrorCode.NoticeNotFound],
});

/** notification MarkAllNotificationRead (ours): marks every notice addressed to the caller read, for the caller (idempotent). */
export const MarkAllNotificationRead = defineEndpoint({
  name: "MarkAllNotificationRead",
  family: "notification",
  path: "/MarkAllNotificationRead",
  summary: "Mark read, for the caller only, every notice addressed to the caller published at or before `before` (of one type when given).",
  request: () =>
    z.object({
      /** Only this NoticeType (1-4). */
      type: z.optional(enumSchema(NoticeType)),
      /** Only notices published at or before this time, Unix seconds (what the screen showed); all when absent. */
      before: z.optional(secondsSchema),
    }),
  response: () =>
    z.object({
      /** Notices this call marked (0 when all were read already). */
      marked: countSchema,
      /** The caller's unread notices afterwards. */
      unread_count: countSchema,
    }),
  tags: ["Notification"],
  invalidates: () => [listTag("Notification")],
});

/** Every declaration of the notification family. */
export const notificationEndpoints = [GetNotificationInfo, GetNotificationUnreadCount, MarkNotificationRead, MarkAllNotificationRead, ExportNotificationInfo] as const;
