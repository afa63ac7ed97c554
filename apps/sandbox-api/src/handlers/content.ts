/**
 * notification, academy and site backend handlers: GetNotificationInfo (AgencyNotification 14;
 * reading a page marks its notices read), the academy (tutorial entry 104: act85157getTabList,
 * act85157getTutorialList, act85157searchTutorial, act85157getTutorialById, which counts a view)
 * and queryCountry (no login needed; the sandbox places every visitor in Indonesia unless the
 * request names a country in `CF-IPCountry` or `X-Country`).
 */
import { and, desc, eq, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import {
  AcademyErrorCode,
  act85157getTabList,
  act85157getTutorialById,
  act85157getTutorialList,
  act85157searchTutorial,
} from "@agent-portal/api-client/contract/live-agent-portal-academy";
import { GetNotificationInfo } from "@agent-portal/api-client/contract/notification";
import { queryCountry } from "@agent-portal/api-client/contract/site-backend";
import { PermissionId } from "@agent-portal/permissions/ids";
import { notificationReads, notifications, tutorials, tutorialTabs } from "#db/schema/content.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { membershipsOf } from "#services/memberships.ts";
import { parseId, toSeconds } from "#services/time.ts";

const ACADEMY = [PermissionId.TutorialEntry];

const tutorialBrief = (t: typeof tutorials.$inferSelect) => ({
  tutorial_id: String(t.id),
  tab_id: t.tabId,
  title: t.title,
  cover_url: t.coverUrl,
  summary: t.summary,
  duration: t.duration,
  publish_time: toSeconds(t.publishedAt),
  view_count: t.viewCount,
});

/** Registers the notification, academy and site backend handlers. */
export const registerContentHandlers: RegisterHandlers = (router) => {
  router.handle(GetNotificationInfo, { permissions: [PermissionId.AgencyNotification], scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    const agencyIds = (await membershipsOf(deps.db, caller.account.id)).map((m) => m.agencyId);
    const visible = and(
      agencyIds.length === 0 ? isNull(notifications.agencyId) : or(isNull(notifications.agencyId), inArray(notifications.agencyId, agencyIds)),
      input.type === undefined ? undefined : eq(notifications.type, input.type),
    );
    const rows = await deps.db
      .select()
      .from(notifications)
      .where(visible)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size);
    const reads = await deps.db.select({ id: notificationReads.notificationId }).from(notificationReads).where(eq(notificationReads.accountId, caller.account.id));
    const readIds = new Set(reads.map((r) => r.id));
    const [unread] = await deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(visible, sql`${notifications.id} NOT IN (SELECT notification_id FROM notification_reads WHERE account_id = ${caller.account.id})`));
    const fresh = rows.filter((r) => !readIds.has(r.id));
    if (fresh.length > 0)
      await deps.db
        .insert(notificationReads)
        .values(fresh.map((r) => ({ accountId: caller.account.id, notificationId: r.id, readAt: now })))
        .onConflictDoNothing();
    return {
      total: await deps.db.$count(notifications, visible),
      unread_count: unread?.n ?? 0,
      list: rows.map((r) => ({
        notice_id: String(r.id),
        type: r.type,
        title: r.title,
        content: r.content,
        link_url: r.linkUrl,
        create_time: toSeconds(r.createdAt),
        read: readIds.has(r.id) ? (1 as const) : (0 as const),
      })),
    };
  });

  router.handle(act85157getTabList, { permissions: ACADEMY, scope: "reference" }, async ({ deps }) => ({
    tabs: (await deps.db.select().from(tutorialTabs).orderBy(tutorialTabs.position)).map((t) => ({ tab_id: t.id, name: t.name })),
  }));

  router.handle(act85157getTutorialList, { permissions: ACADEMY, scope: "reference" }, async ({ input, deps }) => {
    const where = and(eq(tutorials.published, 1), input.tab_id === undefined ? undefined : eq(tutorials.tabId, input.tab_id));
    const rows = await deps.db
      .select()
      .from(tutorials)
      .where(where)
      .orderBy(desc(tutorials.publishedAt), desc(tutorials.id))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size);
    return { list: rows.map(tutorialBrief), total: await deps.db.$count(tutorials, where) };
  });

  /** Title matches first, then summary matches; newest first within each. */
  router.handle(act85157searchTutorial, { permissions: ACADEMY, scope: "reference" }, async ({ input, deps }) => {
    const pattern = `%${input.keyword.replace(/[%_\\]/g, "\\$&")}%`;
    const where = and(eq(tutorials.published, 1), or(ilike(tutorials.title, pattern), ilike(tutorials.summary, pattern)));
    const rows = await deps.db
      .select()
      .from(tutorials)
      .where(where)
      .orderBy(sql`CASE WHEN ${tutorials.title} ILIKE ${pattern} THEN 0 ELSE 1 END`, desc(tutorials.publishedAt))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size);
    return { list: rows.map(tutorialBrief), total: await deps.db.$count(tutorials, where) };
  });

  router.handle(act85157getTutorialById, { permissions: ACADEMY, scope: "reference" }, async ({ input, deps }) => {
    const id = parseId(input.tutorial_id);
    const [row] =
      id === null
        ? []
        : await deps.db
            .update(tutorials)
            .set({ viewCount: sql`${tutorials.viewCount} + 1` })
            .where(and(eq(tutorials.id, id), eq(tutorials.published, 1)))
            .returning();
    if (row === undefined) throw new ContractError(AcademyErrorCode.TutorialNotFound, "No tutorial with this id");
    return { ...tutorialBrief(row), content: row.content, video_url: row.videoUrl };
  });

  router.handle(queryCountry, { auth: "none", scope: "reference" }, ({ c }) => {
    const named = (c.req.header("cf-ipcountry") ?? c.req.header("x-country") ?? "").trim().toUpperCase();
    return { country: /^[A-Z]{2}$/.test(named) ? named : "ID" };
  });
};
