/**
 * recruit anchor handlers, broadcaster info: QrySubmitAnchorInfo and SaveSubmitAnchorInfo (the
 * edit/{id} screen; 19), QryPolicyInfo, QryUrlWithToken (19), QryCurrentContractInfo.
 * Saving follows `#domain/machines/recruit.ts` (save / submit by the agency).
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { QryCurrentContractInfo, QryPolicyInfo, QrySubmitAnchorInfo, QryUrlWithToken, SaveSubmitAnchorInfo } from "@agent-portal/api-client/contract/recruit-anchor-info";
import { RecruitErrorCode } from "@agent-portal/api-client/contract/recruit-shared";
import { createToken, hashSecret } from "#auth/secrets.ts";
import { verificationCodes } from "#db/schema/accounts.ts";
import { agencyRecruitConfigs } from "#db/schema/applications.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { anchorSigns, renewals } from "#db/schema/contracts.ts";
import { agencies } from "#db/schema/organisation.ts";
import { invites, recruitRecords } from "#db/schema/recruiting.ts";
import type { SubmittedAnchorInfo } from "#db/schema/recruiting.ts";
import { APPLICATION_WINDOW_SECONDS } from "#domain/machines/durations.ts";
import { InviteStatus, KycStatus, RecruitPolicyType, RecruitStatus, RecruitUrlScene, RenewalStatus, SignStatus, SubmitType } from "@agent-portal/api-client/enums";
import { IllegalTransitionError, nextState } from "#domain/machines/machine.ts";
import { contractStatusOf } from "#domain/machines/renewal.ts";
import { recruitMachine } from "#domain/machines/recruit.ts";
import { ContractError, ServerCode } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { ownBroadcasterOf, requireBroadcaster, scopeOf } from "#services/scope.ts";
import { settleFlows } from "#services/settle.ts";
import { daySeconds, later, toSeconds } from "#services/time.ts";
import { recruitOfAgency, RECRUIT } from "./records.ts";

const OPEN = [RecruitStatus.Draft, RecruitStatus.UnderReview, RecruitStatus.WaitingBroadcaster];

/** Whole years between `birthday` (YYYY-MM-DD) and `now`. */
const ageAt = (birthday: string, now: Date): number => {
  const [y, m, d] = birthday.split("-").map(Number);
  const today = { y: now.getUTCFullYear(), m: now.getUTCMonth() + 1, d: now.getUTCDate() };
  return today.y - (y ?? 0) - (today.m < (m ?? 0) || (today.m === m && today.d < (d ?? 0)) ? 1 : 0);
};

/** Policy texts (plain text, paragraphs separated by "\n"). */
const POLICIES: Readonly<Record<RecruitPolicyType, { title: string; content: string }>> = {
  [RecruitPolicyType.BroadcasterRecruitment]: {
    title: "Broadcaster recruitment policy",
    content:
      "Broadcasters must be 18 or older and pass identity verification (KYC).\nAgencies must present the contract terms before a broadcaster signs.\nA broadcaster belongs to one agency at a time; moving requires a transfer both agencies and the broadcaster confirm.",
  },
  [RecruitPolicyType.AgencyCooperation]: {
    title: "Agency cooperation policy",
    content:
      "Agencies keep their broadcasters' data confidential.\nIncome is settled monthly through the payment methods set in the portal.\nRepeated violations lead to the loss of recruiting rights.",
  },
};

/** The info fields as stored. */
const infoOf = (input: SubmittedAnchorInfo): SubmittedAnchorInfo => ({
  real_name: input.real_name,
  gender: input.gender,
  birthday: input.birthday,
  country: input.country,
  contact_phone: input.contact_phone,
  talent_types: [...input.talent_types],
  experience_months: input.experience_months,
  weekly_live_hours: input.weekly_live_hours,
  remark: input.remark,
});

/** Registers the broadcaster-info handlers. */
export const registerRecruitInfoHandlers: RegisterHandlers = (router) => {
  router.handle(QrySubmitAnchorInfo, { permissions: RECRUIT, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const scope = await scopeOf(deps.db, caller);
    const record = await recruitOfAgency(deps.db, scope.agency.id, input.recruit_id);
    const [anchor] = await deps.db.select({ bigoId: broadcasters.bigoId }).from(broadcasters).where(eq(broadcasters.uid, record.broadcasterUid)).limit(1);
    return {
      recruit_id: String(record.id),
      anchor_uid: record.broadcasterUid,
      bigo_id: anchor?.bigoId ?? "",
      ...record.info,
      talent_types: [...record.info.talent_types],
      status: record.status,
      update_time: toSeconds(record.updatedAt),
    };
  });

  router.handle(SaveSubmitAnchorInfo, { permissions: RECRUIT, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const scope = await scopeOf(deps.db, caller);
    const [config] = await deps.db.select().from(agencyRecruitConfigs).where(eq(agencyRecruitConfigs.agencyId, scope.agency.id)).limit(1);
    const minAge = config?.minAge ?? 18;
    if (ageAt(input.birthday, now) < minAge) throw new ContractError(ServerCode.InvalidRequest, `birthday: the broadcaster must be ${String(minAge)} or older`, 400);
    const [anchor] = await deps.db
      .select()
      .from(broadcasters)
      .where(eq(sql`lower(${broadcasters.bigoId})`, input.bigo_id.toLowerCase()))
      .limit(1);
    if (anchor === undefined) throw new ContractError(RecruitErrorCode.InvalidBigoId, "No broadcaster has this Bigo ID");
    const action = input.submit === 1 ? "submit" : "save";
    if (action === "submit" && anchor.kycStatus !== KycStatus.Approved)
      throw new ContractError(RecruitErrorCode.KycRequired, "The broadcaster must pass KYC before the record is submitted");

    let record = input.recruit_id === undefined ? null : await recruitOfAgency(deps.db, scope.agency.id, input.recruit_id);
    if (record !== null && record.broadcasterUid !== anchor.uid) throw new ContractError(RecruitErrorCode.RecruitNotEditable, "The Bigo ID of a record cannot change");
    let status: RecruitStatus;
    if (record === null) {
      if (anchor.contractState === "signed") throw new ContractError(RecruitErrorCode.AnchorAlreadySigned, "The broadcaster is already under contract with an agency");
      const open = await deps.db.$count(recruitRecords, and(eq(recruitRecords.broadcasterUid, anchor.uid), inArray(recruitRecords.status, OPEN)));
      if (open > 0) throw new ContractError(RecruitErrorCode.RecruitDuplicate, "An open recruit record already exists for this broadcaster");
      status = action === "submit" ? RecruitStatus.UnderReview : RecruitStatus.Draft;
      const [created] = await deps.db
        .insert(recruitRecords)
        .values({
          agencyId: scope.agency.id,
          broadcasterUid: anchor.uid,
          status,
          submitType: SubmitType.AgencySubmitAnchor,
          submitterName: scope.operatorName,
          info: infoOf(input),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      record = created ?? null;
    } else {
      try {
        status = nextState(recruitMachine, record.status, action, "agency");
      } catch (error) {
        if (error instanceof IllegalTransitionError) throw new ContractError(RecruitErrorCode.RecruitNotEditable, "Only drafts and rejected records can be edited or submitted");
        throw error;
      }
    }
    if (record === null) throw new Error("recruit record insert returned nothing");
    const submitted = status === RecruitStatus.UnderReview;
    await deps.db
      .update(recruitRecords)
      .set({
        status,
        info: infoOf(input),
        updatedAt: now,
        submittedAt: submitted ? now : null,
        // The sandbox's operator review completes at the next read (`settle.ts`).
        reviewDueAt: submitted ? now : null,
        reviewedAt: null,
        signId: null,
        expiresAt: submitted ? null : later(now, APPLICATION_WINDOW_SECONDS),
        rejectReason: "",
      })
      .where(eq(recruitRecords.id, record.id));
    if (submitted) {
      await deps.db
        .update(invites)
        .set({ status: InviteStatus.Accepted, handledAt: now })
        .where(and(eq(invites.recruitId, record.id), eq(invites.status, InviteStatus.Pending)));
    }
    return { recruit_id: String(record.id), status };
  });

  router.handle(QryPolicyInfo, { scope: "reference" }, ({ input }) => {
    const policy = POLICIES[input.policy_type];
    const country = input.country ?? "ALL";
    return { policy_id: `policy-${String(input.policy_type)}-${country}`, version: "2025.1", title: policy.title, content: policy.content, update_time: daySeconds("2025-01-15") };
  });

  /** A link to a webview page with a one-time page ticket (5 minutes; stored hashed, never the login token). */
  router.handle(QryUrlWithToken, { permissions: RECRUIT, scope: { agencyWide: true } }, async ({ input, caller, deps, now, c }) => {
    const scope = await scopeOf(deps.db, caller);
    const record = input.scene === RecruitUrlScene.Kyc ? null : await recruitOfAgency(deps.db, scope.agency.id, input.recruit_id ?? "");
    const ticket = createToken();
    const expiresAt = later(now, 300);
    await deps.db
      .insert(verificationCodes)
      .values({ username: caller.account.username, accountId: caller.account.id, purpose: "page", codeHash: hashSecret(ticket), createdAt: now, expiresAt });
    const origin = c.get("publicOrigin");
    const path =
      input.scene === RecruitUrlScene.ContractConfirm
        ? `/agent/contract-confirm?sign_id=${String(record?.signId ?? "")}`
        : input.scene === RecruitUrlScene.Kyc
          ? "/agent/apply-certify?"
          : `/agent/apply-progress-mobile/${String(record?.id ?? "")}?`;
    return { url: `${origin}${path}${path.endsWith("?") ? "" : "&"}ticket=${ticket}`, expire_time: toSeconds(expiresAt) };
  });

  /** The caller's contract, or that of a broadcaster of the caller's scope (30002 for anyone else); null when there is none. */
  router.handle(QryCurrentContractInfo, { scope: { targets: { anchor_uid: "broadcaster" } } }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const own = input.anchor_uid === undefined || input.anchor_uid === caller.account.bigoUid;
    let anchor = own ? await ownBroadcasterOf(deps.db, caller) : null;
    if (!own) {
      const outOfScope = () => new ContractError(ServerCode.OutOfScope, "The broadcaster lies outside your data scope");
      const scope = await scopeOf(deps.db, caller).catch(() => null);
      if (scope === null) throw outOfScope();
      anchor = await requireBroadcaster(deps.db, scope, input.anchor_uid ?? "", outOfScope);
    }
    if (anchor === null || anchor.agencyId === null || anchor.contractEnd === null) return { contract: null };
    const [agency] = await deps.db.select().from(agencies).where(eq(agencies.id, anchor.agencyId)).limit(1);
    const [sign] = await deps.db
      .select()
      .from(anchorSigns)
      .where(and(eq(anchorSigns.broadcasterUid, anchor.uid), eq(anchorSigns.agencyId, anchor.agencyId), eq(anchorSigns.status, SignStatus.Confirmed)))
      .orderBy(desc(anchorSigns.createdAt), desc(anchorSigns.id))
      .limit(1);
    const pending = await deps.db.$count(renewals, and(eq(renewals.broadcasterUid, anchor.uid), eq(renewals.status, RenewalStatus.Pending)));
    if (agency === undefined || sign === undefined) return { contract: null };
    return {
      contract: {
        sign_id: String(sign.id),
        agent_uid: agency.uid,
        agent_name: agency.name,
        start_time: daySeconds(anchor.contractStart),
        end_time: daySeconds(anchor.contractEnd),
        status: contractStatusOf({ terminated: anchor.contractState !== "signed", endDay: anchor.contractEnd, renewalPending: pending > 0 }, now),
        share_ratio_bp: sign.shareRatioBp,
        base_salary_cents: sign.baseSalaryCents,
        min_live_days: sign.minLiveDays,
        min_live_hours: sign.minLiveHours,
      },
    };
  });
};
