/**
 * Sandbox-only tools of guild security for tests (plain JSON, no envelope), acting as the
 * platform:
 *
 * - `POST /sandbox/security/bans` `{ bigo_id, ends_in_seconds?, ban_type?, violation_type?, reason? }`
 *   -> `{ ban_id }`: a ban of that broadcaster starting now; `ends_in_seconds` absent: permanent.
 *   Unknown Bigo ID -> HTTP 404.
 * - `POST /sandbox/security/appeals/decide` `{ appeal_id, decision: "accept" | "reject", reason? }`
 *   -> `{ appeal_id, status }`: decides a pending appeal now (a rejection needs its reason). Unknown
 *   or already decided appeal -> HTTP 409.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Hono } from "hono";
import { z } from "zod";
import { AppealStatus } from "@agent-portal/api-client/enums";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { appeals, auditBans } from "#db/schema/security.ts";
import { decideAppeal } from "#handlers/security-center/bans-shared.ts";
import type { AppDeps } from "./deps.ts";
import { readJsonBody } from "./sandbox-json.ts";

const banBody = z.object({
  bigo_id: z.string().trim().min(1).max(64),
  ends_in_seconds: z
    .number()
    .int()
    .positive()
    .max(400 * 86_400)
    .optional(),
  ban_type: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
  violation_type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).default(1),
  reason: z.string().trim().min(1).max(200).default("Inappropriate content during a live stream."),
});

const decideBody = z
  .object({ appeal_id: z.string().regex(/^[1-9]\d{0,9}$/), decision: z.enum(["accept", "reject"]), reason: z.string().trim().max(500).optional() })
  .refine((body) => body.decision === "accept" || (body.reason ?? "") !== "", { message: "a rejection needs its reason" });

/** Mounts the security tools under `prefix` (`/sandbox`). */
export function mountSecurityTools(app: Hono, deps: AppDeps, prefix: string): void {
  app.post(`${prefix}/security/bans`, async (c) => {
    const body = await readJsonBody(c, banBody);
    if (!body.ok) return c.json({ error: body.error }, 400);
    const [anchor] = await deps.db
      .select({ uid: broadcasters.uid })
      .from(broadcasters)
      .where(eq(sql`lower(${broadcasters.bigoId})`, body.value.bigo_id.toLowerCase()))
      .limit(1);
    if (anchor === undefined) return c.json({ error: `no broadcaster with Bigo ID ${body.value.bigo_id}` }, 404);
    const now = deps.clock();
    const [ban] = await deps.db
      .insert(auditBans)
      .values({
        subjectUid: anchor.uid,
        banType: body.value.ban_type,
        violationType: body.value.violation_type,
        reason: body.value.reason,
        startAt: now,
        endAt: body.value.ends_in_seconds === undefined ? null : new Date(now.getTime() + body.value.ends_in_seconds * 1000),
      })
      .returning({ id: auditBans.id });
    return c.json({ ban_id: String(ban?.id ?? "") });
  });

  app.post(`${prefix}/security/appeals/decide`, async (c) => {
    const body = await readJsonBody(c, decideBody);
    if (!body.ok) return c.json({ error: body.error }, 400);
    const [row] = await deps.db
      .select({ appeal: appeals, ban: auditBans })
      .from(appeals)
      .innerJoin(auditBans, eq(appeals.banId, auditBans.id))
      .where(and(eq(appeals.id, Number(body.value.appeal_id)), eq(appeals.status, AppealStatus.Pending)))
      .limit(1);
    if (row === undefined) return c.json({ error: "no pending appeal with this id" }, 409);
    const reject = body.value.decision === "reject" ? (body.value.reason ?? "") : null;
    await decideAppeal(deps.db, row.appeal, row.ban, reject, deps.clock());
    return c.json({ appeal_id: body.value.appeal_id, status: reject === null ? AppealStatus.Accepted : AppealStatus.Rejected });
  });
}
