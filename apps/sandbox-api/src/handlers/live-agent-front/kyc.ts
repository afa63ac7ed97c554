/**
 * live_agent_front handlers, KYC: GetKycConfig, SubmitKycInfo, GetLastSubmittedKycInfo,
 * UpdateKycInfo, GetKycEntrance (the caller's own identity, any logged-in user) and
 * CheckAnchorKycStatus (AgencyBroadcasterList 20, the agency's broadcasters). Photos are checked
 * on their bytes (JPEG, PNG, WebP; at most 2 MiB) and stored in the database.
 */
import { and, eq, inArray } from "drizzle-orm";
import { KYC_IMAGE_TYPES, KYC_MAX_IMAGE_BYTES, KycErrorCode } from "@agent-portal/api-client/contract/kyc-shared";
import { CheckAnchorKycStatus, GetKycConfig, GetKycEntrance, GetLastSubmittedKycInfo, SubmitKycInfo, UpdateKycInfo } from "@agent-portal/api-client/contract/live-agent-front-kyc";
import { PermissionId } from "@agent-portal/permissions/ids";
import { IdType, KycAgentRole, KycStatus } from "@agent-portal/api-client/enums";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { kycSubmissions } from "#db/schema/kyc.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { checkEmail, checkIdNumber, createKyc, emailModeOf, identityUsedByOther, kycInfoAnswer, kycRoleOf, latestKyc, photoIds } from "#services/kyc.ts";
import { scopedBroadcasters, scopeOf } from "#services/scope.ts";
import { settleFlows } from "#services/settle.ts";
import { daySeconds, parseId } from "#services/time.ts";

/** Registers the KYC handlers. */
export const registerKycHandlers: RegisterHandlers = (router) => {
  router.handle(GetKycConfig, { scope: "self" }, async ({ caller, deps }) => {
    const role = await kycRoleOf(deps.db, caller);
    return {
      role,
      email_mode: emailModeOf(role),
      id_types: Object.values(IdType),
      id_image_count: 2,
      face_image_required: 1 as const,
      max_image_bytes: KYC_MAX_IMAGE_BYTES,
      image_types: [...KYC_IMAGE_TYPES],
    };
  });

  /** The first submission: refused while one is under review or approved (35005). */
  router.handle(SubmitKycInfo, { scope: "self" }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const uid = caller.account.bigoUid;
    const last = await latestKyc(deps.db, uid);
    if (last !== null && (last.status === KycStatus.UnderReview || last.status === KycStatus.Approved))
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
        kind: "self",
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
    return { kyc_id: String(row.id), status: row.status };
  });

  router.handle(GetLastSubmittedKycInfo, { scope: "self" }, async ({ caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const last = await latestKyc(deps.db, caller.account.bigoUid);
    return { kyc: last === null ? null : kycInfoAnswer(last, now) };
  });

  /** Resubmits a rejected or recheck-required submission; photos may be kept by URL. */
  router.handle(UpdateKycInfo, { scope: "self" }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const uid = caller.account.bigoUid;
    const id = parseId(input.kyc_id);
    const [row] =
      id === null
        ? []
        : await deps.db
            .select()
            .from(kycSubmissions)
            .where(and(eq(kycSubmissions.id, id), eq(kycSubmissions.subjectUid, uid)))
            .limit(1);
    if (row === undefined) throw new ContractError(KycErrorCode.KycNotFound, "No submission with this id");
    if (row.status !== KycStatus.Rejected && row.status !== KycStatus.RecheckRequired)
      throw new ContractError(KycErrorCode.KycNotEditable, "Only a rejected or recheck-required submission can be updated");
    checkIdNumber(input.id_type, input.id_number);
    checkEmail(emailModeOf(await kycRoleOf(deps.db, caller)), input.email);
    if (await identityUsedByOther(deps.db, input.id_number, uid)) throw new ContractError(KycErrorCode.IdentityNumberUsed, "This identity number is used by another account");
    const images = await photoIds(deps.db, input.id_images, caller.account.id, now);
    const face = input.face_image === undefined ? [] : await photoIds(deps.db, [input.face_image], caller.account.id, now);
    const created = await createKyc(
      deps.db,
      {
        subjectUid: uid,
        submittedBy: caller.account.id,
        source: row.source,
        kind: "self",
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
    return { kyc_id: String(created.id), status: created.status };
  });

  /** Shown to everyone but admins and operators (KYC agent role OTHER). */
  router.handle(GetKycEntrance, { scope: "self" }, async ({ caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const role = await kycRoleOf(deps.db, caller);
    const last = await latestKyc(deps.db, caller.account.bigoUid);
    return { show: role === KycAgentRole.OTHER ? (0 as const) : (1 as const), status: last?.status ?? 0, role };
  });

  router.handle(
    CheckAnchorKycStatus,
    { permissions: [PermissionId.AgencyBroadcasterList], scope: { rows: { broadcaster: ["anchor_uid"] }, targets: { anchor_uids: "broadcasters" } } },
    async ({ input, caller, deps, now }) => {
      await settleFlows(deps.db, now);
      const scope = await scopeOf(deps.db, caller);
      const rows = await deps.db
        .select({ uid: broadcasters.uid, status: broadcasters.kycStatus, due: broadcasters.kycRecheckDue, brokerId: broadcasters.brokerId })
        .from(broadcasters)
        .where(and(scopedBroadcasters(scope), inArray(broadcasters.uid, [...new Set(input.anchor_uids)])));
      return {
        list: rows.map((r) => ({ anchor_uid: r.uid, status: r.status, deadline_time: r.status === KycStatus.RecheckRequired ? daySeconds(r.due) : 0 })),
      };
    },
  );
};
