/**
 * Answers of the invitation calls: invites, invite links and agency cards.
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, inArray } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { AgentRole } from "@agent-portal/api-client/enums";
import { agencies, agencyMembers } from "#db/schema/organisation.ts";
import type { Agency } from "#db/schema/organisation.ts";
import { agencyRecruitConfigs } from "#db/schema/applications.ts";
import { inviteLinks } from "#db/schema/recruiting.ts";
import type { Invite, InviteLink } from "#db/schema/recruiting.ts";
import { toSeconds } from "#services/time.ts";

/** An invite link stays valid 30 days. */
export const LINK_TTL_SECONDS = 30 * 86_400;

/** The webview page an invite link opens (`/agent/invite?code=`), under the request's origin. */
export const inviteUrl = (origin: string, code: string): string => `${origin}/agent/invite?code=${code}`;

/** Invites as `inviteSchema` answers them. */
export async function inviteAnswers(db: Database, rows: readonly Invite[]) {
  const uids = [...new Set(rows.map((r) => r.broadcasterUid))];
  const ids = [...new Set(rows.map((r) => r.agencyId))];
  const people =
    uids.length === 0
      ? []
      : await db.select({ uid: broadcasters.uid, bigoId: broadcasters.bigoId, nickname: broadcasters.nickname }).from(broadcasters).where(inArray(broadcasters.uid, uids));
  const agencyRows = ids.length === 0 ? [] : await db.select({ id: agencies.id, uid: agencies.uid, name: agencies.name }).from(agencies).where(inArray(agencies.id, ids));
  const byUid = new Map(people.map((p) => [p.uid, p]));
  const byId = new Map(agencyRows.map((a) => [a.id, a]));
  return rows.map((r) => ({
    invite_id: String(r.id),
    kind: r.kind,
    link_id: r.linkId === null ? "" : String(r.linkId),
    agent_uid: byId.get(r.agencyId)?.uid ?? "0",
    agent_name: byId.get(r.agencyId)?.name ?? "",
    anchor_uid: r.broadcasterUid,
    anchor_bigo_id: byUid.get(r.broadcasterUid)?.bigoId ?? "",
    anchor_nick_name: byUid.get(r.broadcasterUid)?.nickname ?? "",
    anchor_avatar_url: "",
    status: r.status,
    reject_reason: r.rejectReason,
    create_time: toSeconds(r.createdAt),
    handle_time: toSeconds(r.handledAt),
    expire_time: toSeconds(r.expiresAt),
  }));
}

/** A link as `inviteLinkSchema`. */
export const linkAnswer = (link: InviteLink, origin: string) => ({
  link_id: String(link.id),
  code: link.code,
  url: inviteUrl(origin, link.code),
  create_time: toSeconds(link.createdAt),
  expire_time: toSeconds(link.expiresAt),
});

/** The agency's current (valid) link, created when none is valid. */
export async function currentLink(db: Database, agencyId: number, now: Date): Promise<InviteLink> {
  const [valid] = await db
    .select()
    .from(inviteLinks)
    .where(and(eq(inviteLinks.agencyId, agencyId), gt(inviteLinks.expiresAt, now)))
    .orderBy(desc(inviteLinks.createdAt), desc(inviteLinks.id))
    .limit(1);
  if (valid !== undefined) return valid;
  const [created] = await db
    .insert(inviteLinks)
    .values({ agencyId, code: randomBytes(8).toString("base64url"), createdAt: now, expiresAt: new Date(now.getTime() + LINK_TTL_SECONDS * 1000) })
    .returning();
  if (created === undefined) throw new Error("link insert returned nothing");
  return created;
}

/** True when the agency takes applications and invitations now (its switch and its recruit configuration). */
export async function isRecruiting(db: Database, agency: Agency): Promise<boolean> {
  if (!agency.recruiting) return false;
  const [cfg] = await db.select({ open: agencyRecruitConfigs.open }).from(agencyRecruitConfigs).where(eq(agencyRecruitConfigs.agencyId, agency.id)).limit(1);
  return cfg === undefined || cfg.open === 1;
}

/** Agencies as `agentCardSchema` answers them (the owner's Bigo ID is the super manager's). */
export async function agentCards(db: Database, rows: readonly Agency[]) {
  return Promise.all(
    rows.map(async (a) => {
      const [owner] = await db
        .select({ bigoId: agencyMembers.bigoId })
        .from(agencyMembers)
        .where(and(eq(agencyMembers.agencyId, a.id), eq(agencyMembers.role, AgentRole.SUPER_MANAGER)))
        .limit(1);
      return {
        agent_uid: a.uid,
        bigo_id: owner?.bigoId ?? a.bigoId,
        name: a.name,
        avatar_url: "",
        country: a.country,
        anchor_count: await db.$count(broadcasters, and(eq(broadcasters.agencyId, a.id), eq(broadcasters.contractState, "signed"))),
        recruiting: (await isRecruiting(db, a)) ? (1 as const) : (0 as const),
        intro: a.intro,
      };
    }),
  );
}
