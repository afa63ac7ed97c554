/**
 * live_agent_front handlers, the agency's recruiting (AgencyBroadcasterRecruitment 19):
 * GetRecomAnchorEntry, GetRecomAnchor, GetInviteLink, ShareInviteLink (an IM share to one
 * broadcaster creates a pending invitation), GetInviteList, GetInviteLinkDetail.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { GetInviteLink, GetInviteLinkDetail, GetInviteList, GetRecomAnchor, GetRecomAnchorEntry, ShareInviteLink } from "@agent-portal/api-client/contract/live-agent-front";
import { InviteErrorCode } from "@agent-portal/api-client/contract/invite-shared";
import { PermissionId } from "@agent-portal/permissions/ids";
import { AccountRole, AgentRole, InviteKind, InviteStatus, ShareChannel } from "@agent-portal/api-client/enums";
import { selectRows } from "#db/client.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { inviteLinks, invites } from "#db/schema/recruiting.ts";
import { ANSWER_WINDOW_SECONDS } from "#domain/machines/durations.ts";
import { ContractError, ServerCode } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { membershipsOf } from "#services/memberships.ts";
import { scopeOf } from "#services/scope.ts";
import { settleFlows } from "#services/settle.ts";
import { dayOf, later, parseId, shiftDay } from "#services/time.ts";
import { notifyBroadcaster } from "#handlers/broker/renewals.ts";
import { currentLink, inviteAnswers, isRecruiting, linkAnswer } from "./invite-answers.ts";

const RECRUIT = [PermissionId.AgencyBroadcasterRecruitment];
/** Agent roles that see the recommend-hosts entry: the super manager (agency super admin) and managers (sub-agents, managers). */
const ENTRY_AGENT_ROLES: ReadonlySet<number> = new Set([AgentRole.SUPER_MANAGER, AgentRole.MANAGER]);

/** Registers the agency recruiting handlers. */
export const registerRecruitingHandlers: RegisterHandlers = (router) => {
  /** The recommend-hosts entry: 1 for Agency accounts acting as super manager or manager in an agency, 0 otherwise (brokers included). */
  router.handle(GetRecomAnchorEntry, { scope: "self" }, async ({ caller, deps }) => {
    if (caller.account.role !== AccountRole.Agency) return { entry: 0 as const };
    const memberships = await membershipsOf(deps.db, caller.account.id);
    return { entry: memberships.some((m) => ENTRY_AGENT_ROLES.has(m.role)) ? (1 as const) : (0 as const) };
  });

  /** Broadcasters without an agency (not banned), strongest of the last 30 days first. */
  router.handle(
    GetRecomAnchor,
    { permissions: RECRUIT, scope: { agencyWide: true, crossScope: "recruiting: broadcasters without an agency" } },
    async ({ input, caller, deps, now }) => {
      await settleFlows(deps.db, now);
      const scope = await scopeOf(deps.db, caller);
      const since = shiftDay(dayOf(now), -30);
      const country = input.country === undefined ? sql`true` : sql`b.country = ${input.country}`;
      const rows = await selectRows<{
        uid: string;
        bigo_id: string;
        nickname: string;
        country: string;
        fans_count: number;
        beans: number;
        live_days: number;
        invited: boolean;
        total: number;
      }>(
        deps.db,
        sql`SELECT b.uid, b.bigo_id, b.nickname, b.country, b.fans_count,
            coalesce(sum(m.beans), 0)::int AS beans, count(m.day) FILTER (WHERE m.live_seconds > 0)::int AS live_days,
            EXISTS (SELECT 1 FROM invites i WHERE i.broadcaster_uid = b.uid AND i.agency_id = ${scope.agency.id} AND i.status = ${InviteStatus.Pending}) AS invited,
            count(*) OVER ()::int AS total
          FROM broadcasters b LEFT JOIN live_daily_metrics m ON m.broadcaster_uid = b.uid AND m.day >= ${since}::date
          WHERE b.agency_id IS NULL AND b.status <> 'banned' AND ${country}
          GROUP BY b.uid ORDER BY beans DESC, b.uid LIMIT ${input.page_size} OFFSET ${(input.page - 1) * input.page_size}`,
      );
      return {
        total: rows[0]?.total ?? 0,
        list: rows.map((r) => ({
          anchor_uid: r.uid,
          bigo_id: r.bigo_id,
          nick_name: r.nickname,
          avatar_url: "",
          country: r.country,
          fans_count: r.fans_count,
          beans_30d: r.beans,
          live_days_30d: r.live_days,
          invited: r.invited ? (1 as const) : (0 as const),
        })),
      };
    },
  );

  router.handle(GetInviteLink, { permissions: RECRUIT, scope: { agencyWide: true } }, async ({ caller, deps, now, c }) => {
    const scope = await scopeOf(deps.db, caller);
    if (!(await isRecruiting(deps.db, scope.agency))) throw new ContractError(InviteErrorCode.AgencyNotRecruiting, "Your agency does not recruit now");
    return linkAnswer(await currentLink(deps.db, scope.agency.id, now), c.get("publicOrigin"));
  });

  router.handle(ShareInviteLink, { permissions: RECRUIT, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const scope = await scopeOf(deps.db, caller);
    const id = parseId(input.link_id);
    const [link] =
      id === null
        ? []
        : await deps.db
            .select()
            .from(inviteLinks)
            .where(and(eq(inviteLinks.id, id), eq(inviteLinks.agencyId, scope.agency.id)))
            .limit(1);
    if (link === undefined) throw new ContractError(InviteErrorCode.InviteNotFound, "No invite link with this id");
    if (link.expiresAt.getTime() <= now.getTime()) throw new ContractError(InviteErrorCode.InviteExpired, "The invite link has expired");
    let inviteId = "";
    if (input.channel === ShareChannel.Im) {
      if (input.anchor_uid === undefined) throw new ContractError(ServerCode.InvalidRequest, "anchor_uid: required to share by IM", 400);
      const [anchor] = await deps.db.select().from(broadcasters).where(eq(broadcasters.uid, input.anchor_uid)).limit(1);
      if (anchor === undefined) throw new ContractError(InviteErrorCode.InviteNotFound, "No broadcaster has this uid");
      if (anchor.contractState === "signed") throw new ContractError(InviteErrorCode.AlreadyInAgency, "The broadcaster is already under contract with an agency");
      const pending = await deps.db.$count(invites, and(eq(invites.broadcasterUid, anchor.uid), eq(invites.agencyId, scope.agency.id), eq(invites.status, InviteStatus.Pending)));
      if (pending > 0) throw new ContractError(InviteErrorCode.ApplyPending, "The broadcaster already has a pending invitation or application with your agency");
      const [row] = await deps.db
        .insert(invites)
        .values({
          kind: InviteKind.Invitation,
          linkId: link.id,
          agencyId: scope.agency.id,
          broadcasterUid: anchor.uid,
          status: InviteStatus.Pending,
          createdAt: now,
          expiresAt: later(now, ANSWER_WINDOW_SECONDS),
        })
        .returning({ id: invites.id });
      inviteId = String(row?.id ?? "");
      await notifyBroadcaster(deps.db, anchor, "invitation", `${scope.agency.name} invites you to join. Open the invitation in the app within 7 days.`, now);
    }
    await deps.db
      .update(inviteLinks)
      .set({ shareCount: sql`${inviteLinks.shareCount} + 1` })
      .where(eq(inviteLinks.id, link.id));
    return { invite_id: inviteId };
  });

  router.handle(GetInviteList, { permissions: RECRUIT, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const scope = await scopeOf(deps.db, caller);
    const where = and(
      eq(invites.agencyId, scope.agency.id),
      input.kind === undefined ? undefined : eq(invites.kind, input.kind),
      input.status === undefined ? undefined : eq(invites.status, input.status),
      input.anchor_bigo_id === undefined
        ? undefined
        : sql`${invites.broadcasterUid} IN (SELECT uid FROM broadcasters WHERE lower(bigo_id) = ${input.anchor_bigo_id.toLowerCase()})`,
    );
    const rows = await deps.db
      .select()
      .from(invites)
      .where(where)
      .orderBy(desc(invites.createdAt), desc(invites.id))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size);
    return { list: await inviteAnswers(deps.db, rows), total: await deps.db.$count(invites, where) };
  });

  router.handle(GetInviteLinkDetail, { permissions: RECRUIT, scope: { agencyWide: true } }, async ({ input, caller, deps, now, c }) => {
    await settleFlows(deps.db, now);
    const scope = await scopeOf(deps.db, caller);
    let link;
    if (input.link_id === undefined || input.link_id === "") {
      link = await currentLink(deps.db, scope.agency.id, now);
    } else {
      const id = parseId(input.link_id);
      [link] =
        id === null
          ? []
          : await deps.db
              .select()
              .from(inviteLinks)
              .where(and(eq(inviteLinks.id, id), eq(inviteLinks.agencyId, scope.agency.id)))
              .limit(1);
    }
    if (link === undefined) throw new ContractError(InviteErrorCode.InviteNotFound, "No invite link with this id");
    const through = eq(invites.linkId, link.id);
    return {
      link: linkAnswer(link, c.get("publicOrigin")),
      visit_count: link.visitCount,
      share_count: link.shareCount,
      invite_count: await deps.db.$count(invites, through),
      accepted_count: await deps.db.$count(invites, and(through, eq(invites.status, InviteStatus.Accepted))),
    };
  });
};
