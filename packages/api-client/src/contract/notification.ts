/**
 * notification declarations (SPEC section 7): the agency notification page (notification,
 * permission AgencyNotification 14).
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { countSchema, enumSchema, flagSchema, pageFields, secondsSchema } from "./shared.ts";
import { NoticeType } from "#enums/notification.ts";

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
  /** "Details" link; "" when none (open only under the allowed host, SPEC section 5). */
  link_url: z.string(),
  /** When it was published, Unix seconds. */
  create_time: secondsSchema,
  /** 1 if the caller had read it before this page was fetched. */
  read: flagSchema,
});

/** notification GetNotificationInfo: the caller's notices; fetching a page marks its notices read. */
export const GetNotificationInfo = defineEndpoint({
  name: "GetNotificationInfo",
  family: "notification",
  path: "/GetNotificationInfo",
  kind: "query",
  summary: "The caller's notices, newest first, with the unread count; the notices of the page become read.",
  request: () => z.object({ /** Only this NoticeType (1-4). */ type: z.optional(enumSchema(NoticeType)), ...pageFields }),
  response: () =>
    z.object({
      /** Notices of this page. */
      list: z.array(noticeSchema),
      /** Notices matching the filter. */
      total: countSchema,
      /** Unread notices before this page was read. */
      unread_count: countSchema,
    }),
  tags: ["Notification"],
});

/** Every declaration of the notification family. */
export const notificationEndpoints = [GetNotificationInfo] as const;
