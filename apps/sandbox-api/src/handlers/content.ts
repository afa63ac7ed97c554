/**
 * academy and site backend handlers: the academy (tutorial entry 104: act85157getTabList,
 * act85157getTutorialList, act85157searchTutorial, act85157getTutorialById, which counts a view and
 * answers the rich-text body and the language it is written in: the academy holds one language per
 * tutorial, so a caller in another language gets it with `lang` naming that one)
 * and queryCountry (no login needed; the sandbox places every visitor in Indonesia unless the
 * request names a country in `CF-IPCountry` or `X-Country`).
 */
import { and, desc, eq, ilike, or, sql } from "drizzle-orm";
import {
  AcademyErrorCode,
  act85157getTabList,
  act85157getTutorialById,
  act85157getTutorialList,
  act85157searchTutorial,
} from "@agent-portal/api-client/contract/live-agent-portal-academy";
import { queryCountry } from "@agent-portal/api-client/contract/site-backend";
import { PermissionId } from "@agent-portal/permissions/ids";
import { tutorials, tutorialTabs } from "#db/schema/content.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
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

/** Registers the academy and site backend handlers (the notification family: `notification.ts`). */
export const registerContentHandlers: RegisterHandlers = (router) => {
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
    return { ...tutorialBrief(row), content: row.content, content_html: row.bodyHtml, lang: row.lang, video_url: row.videoUrl };
  });

  router.handle(queryCountry, { auth: "none", scope: "reference" }, ({ c }) => {
    const named = (c.req.header("cf-ipcountry") ?? c.req.header("x-country") ?? "").trim().toUpperCase();
    return { country: /^[A-Z]{2}$/.test(named) ? named : "ID" };
  });
};
