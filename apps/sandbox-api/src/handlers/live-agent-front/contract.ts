/**
 * live_agent_front handlers, contracts: ExtendContract (AgencyBroadcasterList 20, once, for a
 * contract ending within 30 days), GetAnchorSignDetail and GetAnchorSignProgress (the broadcaster,
 * or staff of the offering agency), GetAuditBanList (20 or AgencyGuildSecurity 21).
 */
import { and, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import { ContractErrorCode, ExtendContract, GetAnchorSignDetail, GetAnchorSignProgress, GetAuditBanList } from "@agent-portal/api-client/contract/live-agent-front-contract";
import { PermissionId } from "@agent-portal/permissions/ids";
import { instantParam } from "#db/client.ts";
import type { Database } from "#db/client.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { anchorSigns, renewals } from "#db/schema/contracts.ts";
import type { AnchorSign } from "#db/schema/contracts.ts";
import { agencies } from "#db/schema/organisation.ts";
import { auditBans } from "#db/schema/security.ts";
import { extendGuard } from "#domain/machines/renewal.ts";
import { RenewalStatus, SignStatus, StepActor, StepState } from "@agent-portal/api-client/enums";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { timeline } from "#services/progress.ts";
import { broadcasterWhere, scopedBroadcaster, scopedRecords, scopeOf } from "#services/scope.ts";
import type { Caller } from "#services/sessions.ts";
import { settleFlows } from "#services/settle.ts";
import { daySeconds, parseId, shiftDay, toSeconds } from "#services/time.ts";

const E = ContractErrorCode;
const signNotFound = () => new ContractError(E.SignNotFound, "No contract with this id for you");

/** A sign as `anchorSignSchema` answers it. */
export async function signAnswer(db: Database, s: AnchorSign) {
  const [agency] = await db.select({ uid: agencies.uid, name: agencies.name }).from(agencies).where(eq(agencies.id, s.agencyId)).limit(1);
  return {
    sign_id: String(s.id),
    sign_type: s.signType,
    agent_uid: agency?.uid ?? "0",
    agent_name: agency?.name ?? "",
    agent_avatar_url: "",
    duration_months: s.durationMonths,
    start_time: daySeconds(s.startDay),
    end_time: daySeconds(s.endDay),
    share_ratio_bp: s.shareRatioBp,
    base_salary_cents: s.baseSalaryCents,
    min_live_days: s.minLiveDays,
    min_live_hours: s.minLiveHours,
    terms_text: s.termsText,
    status: s.status,
    expire_time: toSeconds(s.expiresAt),
  };
}

/** A sign the caller may see: their own (as the broadcaster) or an offer of their scope (a broker: to one of their broadcasters). */
async function visibleSign(db: Database, caller: Caller, signId: string): Promise<AnchorSign> {
  const id = parseId(signId);
  const [sign] = id === null ? [] : await db.select().from(anchorSigns).where(eq(anchorSigns.id, id)).limit(1);
  if (sign === undefined) throw signNotFound();
  if (sign.broadcasterUid === caller.account.bigoUid) return sign;
  const scope = await scopeOf(db, caller).catch(() => null);
  const [seen] =
    scope === null
      ? []
      : await db
          .select({ id: anchorSigns.id })
          .from(anchorSigns)
          .where(and(eq(anchorSigns.id, sign.id), scopedRecords(scope, { agencyId: anchorSigns.agencyId, broadcasterUid: anchorSigns.broadcasterUid })))
          .limit(1);
  if (seen === undefined) throw signNotFound();
  return sign;
}

/** Registers the contract handlers. */
export const registerContractHandlers: RegisterHandlers = (router) => {
  router.handle(ExtendContract, { permissions: [PermissionId.AgencyBroadcasterList], scope: { targets: { anchor_uid: "broadcaster" } } }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const scope = await scopeOf(deps.db, caller);
    const anchor = await scopedBroadcaster(deps.db, scope, input.anchor_uid);
    const pending = anchor === null ? 0 : await deps.db.$count(renewals, and(eq(renewals.broadcasterUid, anchor.uid), eq(renewals.status, RenewalStatus.Pending)));
    const code = extendGuard(
      {
        inCallerAgency: anchor !== null,
        terminated: anchor?.contractState !== "signed",
        endDay: anchor?.contractEnd ?? null,
        renewalPending: pending > 0,
        extensionUsed: anchor?.extensionUsed ?? false,
      },
      now,
    );
    if (code !== null || anchor === null || anchor.contractEnd === null) {
      const messages: Record<number, string> = {
        [E.AnchorNotInAgency]: "The broadcaster is not in your agency",
        [E.ContractTerminated]: "The contract is terminated",
        [E.ExtensionUsed]: "The contract was already extended once",
        [E.NotExtendable]: "Only contracts ending within 30 days can be extended",
      };
      const refused = code ?? E.AnchorNotInAgency;
      throw new ContractError(refused, messages[refused] ?? "The contract cannot be extended");
    }
    const end = shiftDay(anchor.contractEnd, input.extend_days);
    await deps.db.update(broadcasters).set({ contractEnd: end, extensionUsed: true }).where(eq(broadcasters.uid, anchor.uid));
    return { contract_end_time: daySeconds(end) };
  });

  router.handle(GetAnchorSignDetail, { scope: { targets: { sign_id: "sign" } } }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    if (input.sign_id !== undefined && input.sign_id !== "") return { sign: await signAnswer(deps.db, await visibleSign(deps.db, caller, input.sign_id)) };
    const [waiting] = await deps.db
      .select()
      .from(anchorSigns)
      .where(and(eq(anchorSigns.broadcasterUid, caller.account.bigoUid), eq(anchorSigns.status, SignStatus.Waiting)))
      .orderBy(desc(anchorSigns.createdAt), desc(anchorSigns.id))
      .limit(1);
    return { sign: waiting === undefined ? null : await signAnswer(deps.db, waiting) };
  });

  /** Steps: 1 offered by the agency, 2 the broadcaster's answer, 3 effective. */
  router.handle(GetAnchorSignProgress, { scope: { targets: { sign_id: "sign" } } }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const s = await visibleSign(deps.db, caller, input.sign_id);
    const actors = [StepActor.CurrentAgency, StepActor.Broadcaster, StepActor.System];
    const done = [toSeconds(s.createdAt), toSeconds(s.answeredAt), Math.max(toSeconds(s.answeredAt), daySeconds(s.startDay))];
    const ends: Partial<Record<SignStatus, StepState>> = {
      [SignStatus.Declined]: StepState.Rejected,
      [SignStatus.Expired]: StepState.Expired,
      [SignStatus.Withdrawn]: StepState.Withdrawn,
    };
    const steps =
      s.status === SignStatus.Waiting
        ? timeline(actors, 1, done, toSeconds(s.expiresAt))
        : s.status === SignStatus.Confirmed
          ? timeline(actors, 3, done, 0)
          : timeline(actors, 1, done, 0, { state: ends[s.status] ?? StepState.Expired, time: toSeconds(s.answeredAt) });
    return { sign_id: String(s.id), status: s.status, steps };
  });

  /** The agency's broadcasters under a ban that is in force now, latest first. */
  router.handle(
    GetAuditBanList,
    { permissions: [PermissionId.AgencyBroadcasterList, PermissionId.AgencyGuildSecurity], scope: { rows: { broadcaster: ["anchor_uid"], broadcasterBigoId: ["bigo_id"] } } },
    async ({ input, caller, deps, now }) => {
      const scope = await scopeOf(deps.db, caller);
      const where = and(broadcasterWhere(scope, "broadcasters"), sql`${auditBans.startAt} <= ${instantParam(now)}`, or(isNull(auditBans.endAt), gt(auditBans.endAt, now)));
      const rows = await deps.db
        .select({ ban: auditBans, bigoId: broadcasters.bigoId, nickname: broadcasters.nickname })
        .from(auditBans)
        .innerJoin(broadcasters, eq(auditBans.subjectUid, broadcasters.uid))
        .where(where)
        .orderBy(desc(auditBans.startAt), desc(auditBans.id))
        .limit(input.page_size)
        .offset((input.page - 1) * input.page_size);
      const [total] = await deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditBans)
        .innerJoin(broadcasters, eq(auditBans.subjectUid, broadcasters.uid))
        .where(where);
      return {
        total: total?.n ?? 0,
        list: rows.map(({ ban, bigoId, nickname }) => ({
          anchor_uid: ban.subjectUid,
          bigo_id: bigoId,
          nick_name: nickname,
          ban_type: ban.banType,
          reason: ban.reason,
          start_time: toSeconds(ban.startAt),
          end_time: toSeconds(ban.endAt),
        })),
      };
    },
  );
};
