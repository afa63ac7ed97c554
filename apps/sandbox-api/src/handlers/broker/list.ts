/**
 * broker handlers, the list: QryAnchorList, QryAgentListTab, QrySetBrokerRecords, SetBroker
 * (phone-verified), SetBrokerNoVerify. Permission AgencyBroadcasterList (20); data of the caller's
 * agency (a broker sees only their own broadcasters; only managers assign brokers).
 */
import { and, eq, inArray } from "drizzle-orm";
import { BROKER_ROW_ASSIGNED, BrokerErrorCode, QryAgentListTab, QryAnchorList, QrySetBrokerRecords, SetBroker, SetBrokerNoVerify } from "@agent-portal/api-client/contract/broker";
import { AgentRole, PermissionId } from "@agent-portal/permissions/ids";
import type { Database } from "#db/client.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { brokerRecords } from "#db/schema/contracts.ts";
import { agencyMembers } from "#db/schema/organisation.ts";
import { ContractError, ServerCode } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { countTabs, listBroadcasters } from "#services/broadcaster-list.ts";
import type { ListScope } from "#services/broadcaster-list.ts";
import { personByBigoId } from "#services/people.ts";
import { agencyScopeOf, canManage, isBrokerScope } from "#services/scope.ts";
import type { AgencyScope } from "#services/scope.ts";
import { settleFlows } from "#services/settle.ts";
import { dayOfSeconds, daySeconds } from "#services/time.ts";
import { brokerRecordPage } from "./records.ts";

const LIST = [PermissionId.AgencyBroadcasterList];
/** A broadcaster's last live "start": 18:00 UTC of the last live day. */
const LAST_LIVE_HOUR_SECONDS = 18 * 3600;

const listScope = (scope: AgencyScope, accountId: number): ListScope => ({
  agencyId: scope.agency.id,
  brokerMemberId: isBrokerScope(scope) ? scope.memberId : null,
  accountId,
});

/** The member id of a broker uid in the agency ("0": none); 31010 when it is not a BROKER or MANAGER there. */
async function brokerMemberOf(db: Database, agencyId: number, brokerUid: string): Promise<{ id: number } | null> {
  if (brokerUid === "0") return null;
  const [member] = await db
    .select({ id: agencyMembers.id })
    .from(agencyMembers)
    .where(and(eq(agencyMembers.agencyId, agencyId), eq(agencyMembers.uid, brokerUid), inArray(agencyMembers.role, [AgentRole.BROKER, AgentRole.MANAGER])))
    .limit(1);
  if (member === undefined) throw new ContractError(BrokerErrorCode.BrokerNotInAgency, "The broker is not a broker or manager of your agency");
  return member;
}

/**
 * Assigns `brokerUid` to each broadcaster; per row 31011 (not in the agency) or, with `onlyUnassigned`,
 * 31006 (already has a broker). Every change is recorded in the history.
 */
async function assignBroker(db: Database, scope: AgencyScope, input: { anchor_uids: string[]; broker_uid: string }, onlyUnassigned: boolean, now: Date) {
  if (!canManage(scope)) throw new ContractError(ServerCode.NoPermission, "Brokers cannot assign brokers");
  const broker = await brokerMemberOf(db, scope.agency.id, input.broker_uid);
  const uids = [...new Set(input.anchor_uids)];
  const rows = await db.select().from(broadcasters).where(and(inArray(broadcasters.uid, uids), eq(broadcasters.agencyId, scope.agency.id)));
  const byUid = new Map(rows.map((r) => [r.uid, r]));
  const results: { anchor_uid: string; code: number }[] = [];
  for (const uid of input.anchor_uids) {
    const row = byUid.get(uid);
    if (row === undefined || row.contractState === "terminated") {
      results.push({ anchor_uid: uid, code: BrokerErrorCode.AnchorNotInAgency });
      continue;
    }
    if (onlyUnassigned && row.brokerId !== null) {
      results.push({ anchor_uid: uid, code: BrokerErrorCode.VerificationRequired });
      continue;
    }
    const newBrokerId = broker?.id ?? null;
    if (row.brokerId !== newBrokerId) {
      await db.update(broadcasters).set({ brokerId: newBrokerId }).where(eq(broadcasters.uid, uid));
      await db.insert(brokerRecords).values({ agencyId: scope.agency.id, broadcasterUid: uid, oldBrokerId: row.brokerId, newBrokerId, operatorName: scope.operatorName, createdAt: now });
      byUid.set(uid, { ...row, brokerId: newBrokerId });
    }
    results.push({ anchor_uid: uid, code: BROKER_ROW_ASSIGNED });
  }
  return { results };
}

/** Registers the broker list handlers. */
export const registerBrokerListHandlers: RegisterHandlers = (router) => {
  router.handle(QryAnchorList, { permissions: LIST }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const scope = await agencyScopeOf(deps.db, caller);
    let uid: string | undefined;
    if (input.bigo_id !== undefined) {
      const person = await personByBigoId(deps.db, input.bigo_id);
      if (person === null) throw new ContractError(BrokerErrorCode.InvalidBigoId, "No user has this Bigo ID");
      uid = person.uid;
    }
    let brokerMemberId: number | undefined;
    if (input.broker_uid !== undefined) {
      const [member] =
        input.broker_uid === "0"
          ? [{ id: 0 }]
          : await deps.db.select({ id: agencyMembers.id }).from(agencyMembers).where(and(eq(agencyMembers.agencyId, scope.agency.id), eq(agencyMembers.uid, input.broker_uid))).limit(1);
      brokerMemberId = member?.id ?? -1;
    }
    const { rows, total } = await listBroadcasters(
      deps.db,
      listScope(scope, caller.account.id),
      {
        tab: input.tab,
        uid,
        brokerMemberId,
        contractStatuses: input.contract_status,
        joinFromDay: input.join_start_time === undefined ? undefined : dayOfSeconds(input.join_start_time),
        joinToDay: input.join_end_time === undefined ? undefined : dayOfSeconds(input.join_end_time),
        sortField: input.sort_field,
        sortOrder: input.sort_order,
        page: input.page,
        pageSize: input.page_size,
      },
      now,
    );
    const newSince = daySeconds(dayOfSeconds(Math.floor(now.getTime() / 1000) - 30 * 86_400));
    return {
      total,
      list: rows.map((r) => ({
        anchor_uid: r.uid,
        bigo_id: r.bigo_id,
        nick_name: r.nickname,
        avatar_url: "",
        country: r.country,
        broker_uid: r.broker_uid ?? "0",
        broker_name: r.broker_name ?? "",
        join_time: daySeconds(r.joined_at),
        contract_status: r.contract_status,
        contract_start_time: daySeconds(r.contract_start),
        contract_end_time: daySeconds(r.contract_end),
        renewal_id: r.renewal_id === null ? "" : String(r.renewal_id),
        last_live_time: r.last_live === null ? 0 : daySeconds(r.last_live) + LAST_LIVE_HOUR_SECONDS,
        live_days_30d: r.live_days,
        live_duration_30d: r.live_seconds,
        beans_30d: r.beans,
        kyc_status: r.kyc_status,
        is_followed: r.followed ? (1 as const) : (0 as const),
        is_new_anchor: r.contract_status !== 4 && daySeconds(r.joined_at) > newSince ? (1 as const) : (0 as const),
        grade: r.grade,
      })),
    };
  });

  router.handle(QryAgentListTab, { permissions: LIST }, async ({ caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const scope = await agencyScopeOf(deps.db, caller);
    const counts = await countTabs(deps.db, listScope(scope, caller.account.id), now);
    return { tabs: ([1, 2, 3, 4] as const).map((tab) => ({ tab, count: counts[tab] })) };
  });

  router.handle(QrySetBrokerRecords, { permissions: LIST }, async ({ input, caller, deps }) => {
    const scope = await agencyScopeOf(deps.db, caller);
    return brokerRecordPage(deps.db, scope.agency.id, input.anchor_uid, input.page, input.page_size);
  });

  /** Broker assignment is sensitive: phone-verified sessions only (40001 otherwise). */
  router.handle(SetBroker, { permissions: LIST, phoneAuth: true }, async ({ input, caller, deps, now }) =>
    assignBroker(deps.db, await agencyScopeOf(deps.db, caller), input, false, now),
  );

  /** Without phone verification, but only for broadcasters that have no broker yet (31006 per row otherwise). */
  router.handle(SetBrokerNoVerify, { permissions: LIST }, async ({ input, caller, deps, now }) =>
    assignBroker(deps.db, await agencyScopeOf(deps.db, caller), input, true, now),
  );
};

