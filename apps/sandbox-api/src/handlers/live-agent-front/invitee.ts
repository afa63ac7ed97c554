/**
 * live_agent_front handlers, the broadcaster's side of recruiting (any logged-in user, on their
 * own invitations): CheckInviteEntrance, GetInvitePageDetail, AgreeInvite, AnchorRejectInvite,
 * AnchorApply (finding agencies: `agencies.ts`). A user
 * without a broadcaster row gets one when they accept or apply. Moves follow
 * `#domain/machines/invite.ts`; an accepted invitation makes a contract offer (anchorConfirmContract).
 */
import { and, eq, gt, sql } from "drizzle-orm";
import { InviteErrorCode } from "@agent-portal/api-client/contract/invite-shared";
import { AgreeInvite, AnchorApply, AnchorRejectInvite, CheckInviteEntrance, GetInvitePageDetail } from "@agent-portal/api-client/contract/live-agent-front-invite";
import type { Database } from "#db/client.ts";
import { agencyRecruitConfigs } from "#db/schema/applications.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import type { Broadcaster } from "#db/schema/broadcasters.ts";
import { agencies } from "#db/schema/organisation.ts";
import type { Agency } from "#db/schema/organisation.ts";
import { inviteLinks, invites, recruitRecords } from "#db/schema/recruiting.ts";
import type { Invite } from "#db/schema/recruiting.ts";
import { ANSWER_WINDOW_SECONDS, APPLICATION_WINDOW_SECONDS } from "#domain/machines/durations.ts";
import { invitationMachine } from "#domain/machines/invite.ts";
import { Gender, InviteKind, InviteStatus, KycStatus, RecruitStatus, SignType, SubmitType, TalentType } from "@agent-portal/api-client/enums";
import { IllegalTransitionError, nextState } from "#domain/machines/machine.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { latestKyc } from "#services/kyc.ts";
import { membershipsOf } from "#services/memberships.ts";
import type { Caller } from "#services/sessions.ts";
import { ownBroadcasterOf } from "#services/scope.ts";
import { settleFlows } from "#services/settle.ts";
import { createSign } from "#services/signs.ts";
import { dayOf, later, parseId } from "#services/time.ts";
import { agentCards, inviteAnswers, isRecruiting } from "./invite-answers.ts";

const E = InviteErrorCode;
const notFound = () => new ContractError(E.InviteNotFound, "No invitation or link with this id");

/** The caller's broadcaster row, created (no agency, KYC from their submissions) when they have none. @throws 36004 for agency staff. */
async function ensureBroadcaster(db: Database, caller: Caller, now: Date): Promise<Broadcaster> {
  if ((await membershipsOf(db, caller.account.id)).length > 0) throw new ContractError(E.AlreadyInAgency, "Agency staff cannot join as broadcasters");
  const own = await ownBroadcasterOf(db, caller);
  if (own !== null) return own;
  const kyc = await latestKyc(db, caller.account.bigoUid);
  const [row] = await db
    .insert(broadcasters)
    .values({
      uid: caller.account.bigoUid,
      bigoId: caller.account.bigoId,
      nickname: caller.account.nickname,
      country: "ID",
      agencyId: null,
      brokerId: null,
      contractState: "none",
      joinedAt: dayOf(now),
      status: "active",
      level: 1,
      accountId: caller.account.id,
      kycStatus: kyc?.status ?? 0,
    })
    .returning();
  if (row === undefined) throw new Error("broadcaster insert returned nothing");
  return row;
}

/** An agency by id, or null. */
export async function agencyById(db: Database, id: number): Promise<Agency | null> {
  const [row] = await db.select().from(agencies).where(eq(agencies.id, id)).limit(1);
  return row ?? null;
}

async function linkByCode(db: Database, code: string, now: Date) {
  const [link] = await db.select().from(inviteLinks).where(eq(inviteLinks.code, code)).limit(1);
  if (link === undefined) throw notFound();
  if (link.expiresAt.getTime() <= now.getTime()) throw new ContractError(E.InviteExpired, "The invite link has expired");
  return link;
}

async function ownInvite(db: Database, uid: string | null, inviteId: string): Promise<Invite> {
  const id = parseId(inviteId);
  const [row] =
    id === null || uid === null
      ? []
      : await db
          .select()
          .from(invites)
          .where(and(eq(invites.id, id), eq(invites.broadcasterUid, uid)))
          .limit(1);
  if (row === undefined) throw notFound();
  return row;
}

/** The refusal of an answered or expired invitation. */
const handled = (invite: Invite) =>
  invite.status === InviteStatus.Expired
    ? new ContractError(E.InviteExpired, "The invitation has expired")
    : new ContractError(E.InviteAlreadyHandled, "The invitation was already answered");

/** Registers the broadcaster-side invitation handlers. */
export const registerInviteeHandlers: RegisterHandlers = (router) => {
  router.handle(CheckInviteEntrance, { scope: "self" }, async ({ caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const own = await ownBroadcasterOf(deps.db, caller);
    const staff = (await membershipsOf(deps.db, caller.account.id)).length > 0;
    const pending = own === null ? 0 : await deps.db.$count(invites, and(eq(invites.broadcasterUid, own.uid), eq(invites.kind, 1), eq(invites.status, InviteStatus.Pending)));
    return { show: !staff && own?.contractState !== "signed" ? (1 as const) : (0 as const), pending_count: pending };
  });

  router.handle(GetInvitePageDetail, { scope: "self" }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const own = await ownBroadcasterOf(deps.db, caller);
    const staff = (await membershipsOf(deps.db, caller.account.id)).length > 0;
    let agencyId: number;
    let invite: Invite | null = null;
    if ("invite_id" in input) {
      invite = await ownInvite(deps.db, own?.uid ?? null, input.invite_id);
      agencyId = invite.agencyId;
    } else {
      const link = await linkByCode(deps.db, input.link_code, now);
      await deps.db
        .update(inviteLinks)
        .set({ visitCount: sql`${inviteLinks.visitCount} + 1` })
        .where(eq(inviteLinks.id, link.id));
      agencyId = link.agencyId;
      if (own !== null) {
        const [pending] = await deps.db
          .select()
          .from(invites)
          .where(and(eq(invites.broadcasterUid, own.uid), eq(invites.agencyId, agencyId), eq(invites.kind, 1), eq(invites.status, InviteStatus.Pending)))
          .limit(1);
        invite = pending ?? null;
      }
    }
    const agency = await agencyById(deps.db, agencyId);
    if (agency === null) throw notFound();
    const [card] = await agentCards(deps.db, [agency]);
    if (card === undefined) throw notFound();
    const open = invite === null ? "link_code" in input : invite.status === InviteStatus.Pending;
    const canAccept = open && !staff && own?.contractState !== "signed" && (await isRecruiting(deps.db, agency));
    const [answer] = invite === null ? [] : await inviteAnswers(deps.db, [invite]);
    return { agent: card, invite: answer ?? null, can_accept: canAccept ? (1 as const) : (0 as const) };
  });

  router.handle(AgreeInvite, { scope: "self" }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const own = await ensureBroadcaster(deps.db, caller, now);
    let invite: Invite;
    if ("invite_id" in input) {
      invite = await ownInvite(deps.db, own.uid, input.invite_id);
      if (invite.kind !== InviteKind.Invitation) throw notFound();
    } else {
      const link = await linkByCode(deps.db, input.link_code, now);
      const [pending] = await deps.db
        .select()
        .from(invites)
        .where(and(eq(invites.broadcasterUid, own.uid), eq(invites.agencyId, link.agencyId), eq(invites.kind, 1), eq(invites.status, InviteStatus.Pending)))
        .limit(1);
      const [created] =
        pending !== undefined
          ? [pending]
          : await deps.db
              .insert(invites)
              .values({
                kind: InviteKind.Invitation,
                linkId: link.id,
                agencyId: link.agencyId,
                broadcasterUid: own.uid,
                status: InviteStatus.Pending,
                createdAt: now,
                expiresAt: later(now, ANSWER_WINDOW_SECONDS),
              })
              .returning();
      if (created === undefined) throw new Error("invite insert returned nothing");
      invite = created;
    }
    let status: InviteStatus;
    try {
      status = nextState(invitationMachine, invite.status, "accept", "broadcaster");
    } catch (error) {
      if (error instanceof IllegalTransitionError) throw handled(invite);
      throw error;
    }
    if (own.contractState === "signed") throw new ContractError(E.AlreadyInAgency, "You are already under contract with an agency");
    if (own.kycStatus !== KycStatus.Approved) throw new ContractError(E.KycRequired, "Pass identity verification (KYC) first");
    const agency = await agencyById(deps.db, invite.agencyId);
    if (agency === null) throw notFound();
    const signId = await createSign(
      deps.db,
      { broadcasterUid: own.uid, agency, signType: SignType.NewContract, months: 12, startDay: dayOf(now), expiresAt: later(now, ANSWER_WINDOW_SECONDS) },
      now,
    );
    await deps.db.update(invites).set({ status, handledAt: now, signId }).where(eq(invites.id, invite.id));
    return { invite_id: String(invite.id), status, sign_id: String(signId) };
  });

  router.handle(AnchorRejectInvite, { scope: "self" }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const own = await ownBroadcasterOf(deps.db, caller);
    const invite = await ownInvite(deps.db, own?.uid ?? null, input.invite_id);
    if (invite.kind !== InviteKind.Invitation) throw notFound();
    let status: InviteStatus;
    try {
      status = nextState(invitationMachine, invite.status, "reject", "broadcaster");
    } catch (error) {
      if (error instanceof IllegalTransitionError) throw handled(invite);
      throw error;
    }
    await deps.db
      .update(invites)
      .set({ status, handledAt: now, rejectReason: input.reason ?? "" })
      .where(eq(invites.id, invite.id));
    return { invite_id: String(invite.id), status, sign_id: "" };
  });

  /** An application: pending for the agency, with a draft recruit record (AnchorSubmitAnchor) it completes and submits. */
  router.handle(AnchorApply, { scope: "self" }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const own = await ensureBroadcaster(deps.db, caller, now);
    if (own.contractState === "signed") throw new ContractError(E.AlreadyInAgency, "You are already under contract with an agency");
    const [agency] = await deps.db.select().from(agencies).where(eq(agencies.uid, input.agent_uid)).limit(1);
    const [config] = agency === undefined ? [] : await deps.db.select().from(agencyRecruitConfigs).where(eq(agencyRecruitConfigs.agencyId, agency.id)).limit(1);
    if (agency === undefined || !(await isRecruiting(deps.db, agency)) || (config !== undefined && !config.countries.includes(own.country))) {
      throw new ContractError(E.AgencyNotRecruiting, "This agency does not take applications from your country now");
    }
    if (own.kycStatus !== KycStatus.Approved) throw new ContractError(E.KycRequired, "Pass identity verification (KYC) first");
    const pending = await deps.db.$count(invites, and(eq(invites.broadcasterUid, own.uid), eq(invites.agencyId, agency.id), eq(invites.status, InviteStatus.Pending)));
    if (pending > 0) throw new ContractError(E.ApplyPending, "You already have a pending application or invitation with this agency");
    const kyc = await latestKyc(deps.db, own.uid);
    const phone = caller.account.phone === null ? "620000000001" : `${caller.account.phonePrefix ?? ""}${caller.account.phone}`;
    const [record] = await deps.db
      .insert(recruitRecords)
      .values({
        agencyId: agency.id,
        broadcasterUid: own.uid,
        status: RecruitStatus.Draft,
        submitType: SubmitType.AnchorSubmitAnchor,
        submitterName: own.nickname,
        info: {
          real_name: kyc?.realName ?? own.nickname,
          gender: Gender.NotGiven,
          birthday: "2000-01-01",
          country: own.country,
          contact_phone: phone,
          talent_types: [TalentType.Chatting],
          experience_months: 0,
          weekly_live_hours: 0,
          remark: input.remark ?? "",
        },
        createdAt: now,
        updatedAt: now,
        expiresAt: later(now, APPLICATION_WINDOW_SECONDS),
      })
      .returning({ id: recruitRecords.id });
    const link =
      input.link_code === undefined
        ? undefined
        : (
            await deps.db
              .select({ id: inviteLinks.id })
              .from(inviteLinks)
              .where(and(eq(inviteLinks.code, input.link_code), gt(inviteLinks.expiresAt, now)))
              .limit(1)
          )[0];
    const [row] = await deps.db
      .insert(invites)
      .values({
        kind: InviteKind.Application,
        linkId: link?.id ?? null,
        agencyId: agency.id,
        broadcasterUid: own.uid,
        status: InviteStatus.Pending,
        remark: input.remark ?? "",
        createdAt: now,
        expiresAt: later(now, ANSWER_WINDOW_SECONDS),
        recruitId: record?.id ?? null,
      })
      .returning({ id: invites.id });
    return { invite_id: String(row?.id ?? ""), status: InviteStatus.Pending, sign_id: "" };
  });
};
