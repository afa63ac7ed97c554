/**
 * notification handlers (AgencyNotification 14): GetNotificationInfo (SPEC section 7) and the
 * read-state calls of ours, GetNotificationUnreadCount, MarkNotificationRead and
 * MarkAllNotificationRead, and the list's export (ExportNotificationInfo, ours: the same filters,
 * every row, a CSV file). Read state is per account: marking a notice read changes nothing for
 * another member of the agency. Listing and exporting never mark anything read.
 */
import { and, desc, eq, lte } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import {
  ExportNotificationInfo,
  GetNotificationInfo,
  GetNotificationUnreadCount,
  MarkAllNotificationRead,
  MarkNotificationRead,
  NotificationErrorCode,
} from "@agent-portal/api-client/contract/notification";
import { NoticeType } from "@agent-portal/api-client/enums";
import { PermissionId } from "@agent-portal/permissions/ids";
import type { Database } from "#db/client.ts";
import { notificationReads, notifications } from "#db/schema/content.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { enumName, storeExport, toCsv } from "#services/files.ts";
import { noticeFilter, noticesOf } from "#services/notices.ts";
import { parseId, toSeconds } from "#services/time.ts";

const NOTICES = { permissions: [PermissionId.AgencyNotification], scope: { agencyWide: true } } as const;

async function unreadCount(db: Database, received: Awaited<ReturnType<typeof noticesOf>>, accountId: number): Promise<number> {
  return db.$count(notifications, noticeFilter(received, accountId, { read: 0 }));
}

/** The notices matching `where`, newest first, each with when `accountId` read it (null: unread); one page when `page` is given. */
async function selectNotices(db: Database, accountId: number, where: SQL | undefined, page?: { readonly limit: number; readonly offset: number }) {
  const query = db
    .select({ notice: notifications, readAt: notificationReads.readAt })
    .from(notifications)
    .leftJoin(notificationReads, and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.accountId, accountId)))
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  return page === undefined ? query : query.limit(page.limit).offset(page.offset);
}

/** Registers the notification handlers. */
export const registerNotificationHandlers: RegisterHandlers = (router) => {
  router.handle(GetNotificationInfo, NOTICES, async ({ input, caller, deps }) => {
    const received = await noticesOf(deps.db, caller);
    const accountId = caller.account.id;
    const where = noticeFilter(received, accountId, input);
    const rows = await selectNotices(deps.db, accountId, where, { limit: input.page_size, offset: (input.page - 1) * input.page_size });
    return {
      total: await deps.db.$count(notifications, where),
      unread_count: await unreadCount(deps.db, received, accountId),
      list: rows.map(({ notice, readAt }) => ({
        notice_id: String(notice.id),
        type: notice.type,
        title: notice.title,
        content: notice.content,
        link_url: notice.linkUrl,
        create_time: toSeconds(notice.createdAt),
        read: readAt === null ? (0 as const) : (1 as const),
        read_time: toSeconds(readAt),
      })),
    };
  });

  /** Every notice of the list's filters as CSV (`toCsv`: header row, formula-safe text; the file route adds the byte-order mark), times in UTC (the header says so). */
  router.handle(ExportNotificationInfo, NOTICES, async ({ input, caller, deps, now, c }) => {
    const accountId = caller.account.id;
    const rows = await selectNotices(deps.db, accountId, noticeFilter(await noticesOf(deps.db, caller), accountId, input));
    const csv = toCsv(
      ["notice_id", "type", "title", "content", "link", "published_at (UTC)", "read", "read_at (UTC)"],
      rows.map(({ notice, readAt }) => [
        notice.id,
        enumName(NoticeType, notice.type),
        notice.title,
        notice.content,
        notice.linkUrl,
        notice.createdAt.toISOString(),
        readAt === null ? "unread" : "read",
        readAt === null ? "" : readAt.toISOString(),
      ]),
    );
    return storeExport(deps.db, { name: "notifications.csv", csv, ownerAccountId: accountId, origin: c.get("publicOrigin") }, now);
  });

  router.handle(GetNotificationUnreadCount, NOTICES, async ({ caller, deps }) => ({
    unread_count: await unreadCount(deps.db, await noticesOf(deps.db, caller), caller.account.id),
  }));

  router.handle(MarkNotificationRead, NOTICES, async ({ input, caller, deps, now }) => {
    const received = await noticesOf(deps.db, caller);
    const id = parseId(input.notice_id);
    const [notice] =
      id === null
        ? []
        : await deps.db
            .select({ id: notifications.id })
            .from(notifications)
            .where(and(received, eq(notifications.id, id)))
            .limit(1);
    if (notice === undefined) throw new ContractError(NotificationErrorCode.NoticeNotFound, "No such notice");
    const accountId = caller.account.id;
    await deps.db.insert(notificationReads).values({ accountId, notificationId: notice.id, readAt: now }).onConflictDoNothing();
    const [read] = await deps.db
      .select({ readAt: notificationReads.readAt })
      .from(notificationReads)
      .where(and(eq(notificationReads.accountId, accountId), eq(notificationReads.notificationId, notice.id)))
      .limit(1);
    return { read_time: toSeconds(read?.readAt), unread_count: await unreadCount(deps.db, received, accountId) };
  });

  router.handle(MarkAllNotificationRead, NOTICES, async ({ input, caller, deps, now }) => {
    const received = await noticesOf(deps.db, caller);
    const accountId = caller.account.id;
    const unread = await deps.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(noticeFilter(received, accountId, { type: input.type, read: 0 }), input.before === undefined ? undefined : lte(notifications.createdAt, new Date(input.before * 1000))),
      );
    const ids = unread.map((n) => n.id);
    const marked =
      ids.length === 0
        ? []
        : await deps.db
            .insert(notificationReads)
            .values(ids.map((notificationId) => ({ accountId, notificationId, readAt: now })))
            .onConflictDoNothing()
            .returning({ id: notificationReads.notificationId });
    return { marked: marked.length, unread_count: await unreadCount(deps.db, received, accountId) };
  });
};
