/**
 * live_agent_portal handlers, KYC and contract confirmation: submitRecheckKycInfo (20),
 * checkIdentityIdExist, submitUserKycInfo (the agent applicant), anchorConfirmContract (the
 * broadcaster confirms or declines a new contract or renewal), kycStatus, checkKyc.
 *
 * checkIdentityIdExist answers for the caller's own number, or for a broadcaster of the caller's
 * scope whose KYC waits for the agency's recheck (list permission 20); at most
 * {@link ID_CHECK_LIMIT} checks per account and hour (42900 beyond).
 */
import { and, desc, eq, ne } from "drizzle-orm";
import { KycErrorCode } from "@agent-portal/api-client/contract/kyc-shared";
import {
  anchorConfirmContract,
  checkIdentityIdExist,
  checkKyc,
  ContractConfirmErrorCode,
  kycStatus,
  submitRecheckKycInfo,
  submitUserKycInfo,
} from "@agent-portal/api-client/contract/live-agent-portal-kyc";
import { PermissionId } from "@agent-portal/permissions/ids";
import type { Database } from "#db/client.ts";
import { agentApplications } from "#db/schema/applications.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { anchorSigns, renewals } from "#db/schema/contracts.ts";
import type { AnchorSign } from "#db/schema/contracts.ts";
import { recruitRecords } from "#db/schema/recruiting.ts";
import { AgentApplyStatus, KycSource, KycStatus, RecruitStatus, RenewalStatus, SignStatus, SignType, VerifyDecision } from "@agent-portal/api-client/enums";
import { IllegalTransitionError, nextState } from "#domain/machines/machine.ts";
import { signMachine } from "#domain/machines/sign.ts";
import { ContractError, ServerCode } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { checkEmail, checkIdNumber, createKyc, emailModeOf, identityUsedByOther, kycRoleOf, latestKyc, photoIds } from "#services/kyc.ts";
import { mayCall } from "#services/permissions.ts";
import { withinLimit } from "#services/rate-limits.ts";
import type { Limit } from "#services/rate-limits.ts";
import { ownBroadcasterOf, requireBroadcaster, scopeOf } from "#services/scope.ts";
import { settleFlows } from "#services/settle.ts";
import { addMonths, dayOf, daySeconds, parseId, toSeconds } from "#services/time.ts";

const C = ContractConfirmErrorCode;
const LIST = [PermissionId.AgencyBroadcasterList];
/** Identity-number checks one account may make per hour. */
export const ID_CHECK_LIMIT: Limit = { max: 30, windowSeconds: 3600 };
/** KYC statuses of the recheck list: none, rejected, recheck required. */
const RECHECK_STATUSES: readonly number[] = [0, 3, 4];
const notInAgency = () => new ContractError(KycErrorCode.AnchorNotInAgency, "The broadcaster is not in your agency");

/** The broadcaster joins the offering agency today for the offer's months; competing new offers are withdrawn. */
async function join(db: Database, sign: AnchorSign, now: Date): Promise<void> {
  const today = dayOf(now);
  await db
    .update(broadcasters)
    .set({
      agencyId: sign.agencyId,
      contractState: "signed",
      contractStart: today,
      contractEnd: addMonths(today, sign.durationMonths),
      joinedAt: today,
      brokerId: null,
      extensionUsed: false,
      regradeRequestedAt: null,
    })
    .where(eq(broadcasters.uid, sign.broadcasterUid));
  await db.update(recruitRecords).set({ status: RecruitStatus.Signed, updatedAt: now, finishedAt: now, expiresAt: null }).where(eq(recruitRecords.signId, sign.id));
  const others = await db
    .update(anchorSigns)
    .set({ status: SignStatus.Withdrawn, answeredAt: now })
    .where(and(eq(anchorSigns.broadcasterUid, sign.broadcasterUid), eq(anchorSigns.status, SignStatus.Waiting), eq(anchorSigns.signType, 1), ne(anchorSigns.id, sign.id)))
    .returning({ id: anchorSigns.id });
  for (const other of others) {
    await db
      .update(recruitRecords)
      .set({ status: RecruitStatus.Stopped, updatedAt: now, finishedAt: now, expiresAt: null, rejectReason: "The broadcaster joined another agency." })
      .where(and(eq(recruitRecords.signId, other.id), eq(recruitRecords.status, RecruitStatus.WaitingBroadcaster)));
  }
}

/** Registers the KYC and contract confirmation handlers. */
export const registerLiveAgentPortalKycHandlers: RegisterHandlers = (router) => {
  router.handle(
    submitRecheckKycInfo,
    { permissions: [PermissionId.AgencyBroadcasterList], scope: { targets: { anchor_uid: "broadcaster" } } },
    async ({ input, caller, deps, now }) => {
      await settleFlows(deps.db, now);
      const scope = await scopeOf(deps.db, caller);
      const anchor = await requireBroadcaster(deps.db, scope, input.anchor_uid, notInAgency);
      if (anchor.kycStatus === KycStatus.UnderReview || anchor.kycStatus === KycStatus.Approved)
        throw new ContractError(KycErrorCode.KycNotEditable, "The broadcaster's identity is under review or approved");
      checkIdNumber(input.id_type, input.id_number);
      if (await identityUsedByOther(deps.db, input.id_number, anchor.uid))
        throw new ContractError(KycErrorCode.IdentityNumberUsed, "This identity number is used by another account");
      const images = await photoIds(deps.db, input.id_images, caller.account.id, now);
      const face = input.face_image === undefined ? [] : await photoIds(deps.db, [input.face_image], caller.account.id, now);
      const row = await createKyc(
        deps.db,
        {
          subjectUid: anchor.uid,
          submittedBy: caller.account.id,
          source: KycSource.PC,
          kind: "recheck",
          realName: input.real_name,
          idType: input.id_type,
          idNumber: input.id_number,
          email: "",
          remark: input.remark ?? "",
          idImageIds: images,
          faceImageId: face[0] ?? null,
        },
        now,
      );
      await deps.db.update(broadcasters).set({ kycRecheckDue: null }).where(eq(broadcasters.uid, anchor.uid));
      return { kyc_id: String(row.id), status: row.status };
    },
  );

  router.handle(checkIdentityIdExist, { scope: { targets: { anchor_uid: "broadcaster" } } }, async ({ input, caller, deps, now }) => {
    if (!(await withinLimit(deps.db, `id-check:${String(caller.account.id)}`, ID_CHECK_LIMIT, now))) {
      throw new ContractError(ServerCode.TooManyRequests, "Too many identity-number checks, try again later", 429);
    }
    checkIdNumber(input.id_type, input.id_number);
    let subject = caller.account.bigoUid;
    if (input.anchor_uid !== undefined && input.anchor_uid !== subject) {
      if (!mayCall(caller.account, caller.permissions, LIST)) throw notInAgency();
      const anchor = await requireBroadcaster(deps.db, await scopeOf(deps.db, caller), input.anchor_uid, notInAgency);
      if (!RECHECK_STATUSES.includes(anchor.kycStatus)) throw new ContractError(KycErrorCode.KycNotEditable, "The broadcaster's identity is under review or approved");
      subject = anchor.uid;
    }
    return { exist: (await identityUsedByOther(deps.db, input.id_number, subject)) ? (1 as const) : (0 as const) };
  });

  /** The applicant's KYC; with an open agent application (given or the caller's), that application goes to review. */
  router.handle(submitUserKycInfo, { scope: "self" }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const uid = caller.account.bigoUid;
    const id = input.apply_id === undefined || input.apply_id === "" ? null : parseId(input.apply_id);
    const [app] = await deps.db
      .select()
      .from(agentApplications)
      .where(and(eq(agentApplications.accountId, caller.account.id), id === null ? eq(agentApplications.status, AgentApplyStatus.KycNeeded) : eq(agentApplications.id, id)))
      .orderBy(desc(agentApplications.createdAt))
      .limit(1);
    if (input.apply_id !== undefined && input.apply_id !== "" && (app === undefined || app.status !== AgentApplyStatus.KycNeeded)) {
      throw new ContractError(KycErrorCode.KycNotEditable, "This application does not wait for identity verification");
    }
    const last = await latestKyc(deps.db, uid);
    if (app === undefined && last !== null && (last.status === KycStatus.UnderReview || last.status === KycStatus.Approved))
      throw new ContractError(KycErrorCode.KycNotEditable, "Your identity is under review or already approved");
    checkIdNumber(input.id_type, input.id_number);
    checkEmail(emailModeOf(await kycRoleOf(deps.db, caller)), input.email);
    if (await identityUsedByOther(deps.db, input.id_number, uid)) throw new ContractError(KycErrorCode.IdentityNumberUsed, "This identity number is used by another account");
    const images = await photoIds(deps.db, input.id_images, caller.account.id, now);
    const face = input.face_image === undefined ? [] : await photoIds(deps.db, [input.face_image], caller.account.id, now);
    const row = await createKyc(
      deps.db,
      {
        subjectUid: uid,
        submittedBy: caller.account.id,
        source: input.source,
        kind: "user",
        realName: input.real_name,
        idType: input.id_type,
        idNumber: input.id_number,
        email: input.email ?? "",
        remark: "",
        idImageIds: images,
        faceImageId: face[0] ?? null,
      },
      now,
    );
    if (app !== undefined) {
      await deps.db
        .update(agentApplications)
        .set({ status: AgentApplyStatus.UnderReview, kycId: row.id, kycSubmittedAt: now, reviewDueAt: now, updatedAt: now })
        .where(eq(agentApplications.id, app.id));
    }
    return { kyc_id: String(row.id), status: row.status };
  });

  /** The broadcaster's answer to an offer: a new contract joins the agency; a renewal moves the contract end. */
  router.handle(anchorConfirmContract, { scope: "self" }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const id = parseId(input.sign_id);
    const [sign] =
      id === null
        ? []
        : await deps.db
            .select()
            .from(anchorSigns)
            .where(and(eq(anchorSigns.id, id), eq(anchorSigns.broadcasterUid, caller.account.bigoUid)))
            .limit(1);
    if (sign === undefined) throw new ContractError(C.SignNotFound, "No contract with this id for you");
    let status: SignStatus;
    try {
      status = nextState(signMachine, sign.status, input.agree === VerifyDecision.Agree ? "confirm" : "decline", "broadcaster");
    } catch (error) {
      if (error instanceof IllegalTransitionError) throw new ContractError(C.SignNotWaiting, "This contract no longer waits for an answer");
      throw error;
    }
    const own = await ownBroadcasterOf(deps.db, caller);
    if (status === SignStatus.Confirmed && sign.signType === SignType.NewContract) {
      if (own === null || own.kycStatus !== KycStatus.Approved) throw new ContractError(C.KycRequired, "Pass identity verification (KYC) before confirming");
      if (own.contractState === "signed") throw new ContractError(C.SignNotWaiting, "You are already under contract with an agency");
    }
    await deps.db.update(anchorSigns).set({ status, answeredAt: now }).where(eq(anchorSigns.id, sign.id));
    if (sign.signType === SignType.NewContract) {
      if (status === SignStatus.Confirmed) await join(deps.db, sign, now);
      else
        await deps.db
          .update(recruitRecords)
          .set({ status: RecruitStatus.Rejected, updatedAt: now, expiresAt: null, rejectReason: input.reason ?? "The broadcaster declined the contract." })
          .where(and(eq(recruitRecords.signId, sign.id), eq(recruitRecords.status, RecruitStatus.WaitingBroadcaster)));
    } else {
      const [renewal] = await deps.db
        .update(renewals)
        .set({ status: status === SignStatus.Confirmed ? RenewalStatus.Accepted : RenewalStatus.Rejected, updatedAt: now })
        .where(and(eq(renewals.signId, sign.id), eq(renewals.status, RenewalStatus.Pending)))
        .returning();
      if (renewal !== undefined && status === SignStatus.Confirmed) {
        await deps.db.update(broadcasters).set({ contractEnd: renewal.newEndDay, contractState: "signed", extensionUsed: false }).where(eq(broadcasters.uid, sign.broadcasterUid));
      }
    }
    return { sign_id: String(sign.id), status };
  });

  router.handle(kycStatus, { scope: { targets: { anchor_uid: "broadcaster" } } }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    let uid = caller.account.bigoUid;
    let due: string | null = (await ownBroadcasterOf(deps.db, caller))?.kycRecheckDue ?? null;
    if (input.anchor_uid !== undefined && input.anchor_uid !== caller.account.bigoUid) {
      const scope = await scopeOf(deps.db, caller).catch(() => null);
      if (scope === null) throw notInAgency();
      const anchor = await requireBroadcaster(deps.db, scope, input.anchor_uid, notInAgency);
      uid = anchor.uid;
      due = anchor.kycRecheckDue;
    }
    const last = await latestKyc(deps.db, uid);
    const [anchor] = await deps.db.select({ status: broadcasters.kycStatus }).from(broadcasters).where(eq(broadcasters.uid, uid)).limit(1);
    const status = anchor?.status ?? last?.status ?? 0;
    return {
      status,
      reject_reason: status === KycStatus.Rejected || status === KycStatus.RecheckRequired ? (last?.rejectReason ?? "") : "",
      update_time: toSeconds(last?.reviewedAt ?? last?.submittedAt ?? null),
      deadline_time: status === KycStatus.RecheckRequired ? daySeconds(due) : 0,
    };
  });

  router.handle(checkKyc, { scope: "self" }, async ({ caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const last = await latestKyc(deps.db, caller.account.bigoUid);
    const status = last?.status ?? 0;
    return { passed: status === KycStatus.Approved ? (1 as const) : (0 as const), status };
  });
};
