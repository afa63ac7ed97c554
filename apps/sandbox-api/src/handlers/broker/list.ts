/**
 * broker handlers, the list: QryAnchorList, QryAgentListTab, QrySetBrokerRecords, SetBroker
 * (phone-verified), SetBrokerNoVerify. Permission AgencyBroadcasterList (20); the caller's data
 * scope (`#services/scope.ts`: a broker sees only their own broadcasters); only super managers and
 * managers assign brokers (`agentRoles`).
 */
import { and, eq, inArray } from "drizzle-orm";
import { BROKER_ROW_ASSIGNED, BrokerErrorCode, QryAgentListTab, QryAnchorList, QrySetBrokerRecords, SetBroker, SetBrokerNoVerify } from "@agent-portal/api-client/contract/broker";
import { PermissionId } from "@agent-portal/permissions/ids";
import { AgentRole, AnchorListTab, ContractStatus } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { brokerRecords } from "#db/schema/contracts.ts";
import { agencyMembers } from "#db/schema/organisation.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { countTabs, listBroadcasters } from "#services/broadcaster-list.ts";
import type { ListScope } from "#services/broadcaster-list.ts";
import { personByBigoId } from "#services/people.ts";
import { requireBroadcasters, scopeOf } from "#services/scope.ts";
import type { DataScope } from "#services/scope.ts";
import { settleFlows } from "#services/settle.ts";
import { dayOfSeconds, daySeconds } from "#services/time.ts";
import { brokerRecordPage } from "./records.ts";

const LIST = [PermissionId.AgencyBroadcasterList];
/** Who assigns brokers: super managers and managers (admins bypass). */
const ASSIGNERS = [AgentRole.SUPER_MANAGER, AgentRole.MANAGER];
const notInAgency = () => new ContractError(BrokerErrorCode.AnchorNotInAgency, "A broadcaster is not in your agency");
/** A broadcaster's last live "start": 18:00 UTC of the last live day. */
const LAST_LIVE_HOUR_SECONDS = 18 * 3600;

const listScope = (scope: DataScope, accountId: number): ListScope => ({ scope, accountId });

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
 * Assigns `brokerUid` to each broadcaster: 31011 for the whole call when one lies outside the
 * caller's scope; per row 31011 (contract terminated) or, with `onlyUnassigned`, 31006 (already has
 * a broker). Every change is recorded in the history.
 */
async function assignBroker(db: Database, scope: DataScope, input: { anchor_uids: string[]; broker_uid: string }, onlyUnassigned: boolean, now: Date) {
  const broker = await brokerMemberOf(db, scope.agency.id, input.broker_uid);
  const rows = await requireBroadcasters(db, scope, input.anchor_uids, notInAgency);
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
      await db
        .insert(brokerRecords)
        .values({ agencyId: scope.agency.id, broadcasterUid: uid, oldBrokerId: row.brokerId, newBrokerId, operatorName: scope.operatorName, createdAt: now });
      byUid.set(uid, { ...row, brokerId: newBrokerId });
    }
    results.push({ anchor_uid: uid, code: BROKER_ROW_ASSIGNED });
  }
  return { results };
}

/** Registers the broker list handlers. */
export const registerBrokerListHandlers: RegisterHandlers = (router) => {
  router.handle(
    QryAnchorList,
    {
      permissions: LIST,
      scope: { rows: { broadcaster: ["anchor_uid"], broadcasterBigoId: ["bigo_id"], member: ["broker_uid"] }, targets: { bigo_id: "broadcasterBigoId", broker_uid: "member" } },
    },
    async ({ input, caller, deps, now }) => {
      await settleFlows(deps.db, now);
      const scope = await scopeOf(deps.db, caller);
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
            : await deps.db
                .select({ id: agencyMembers.id })
                .from(agencyMembers)
                .where(and(eq(agencyMembers.agencyId, scope.agency.id), eq(agencyMembers.uid, input.broker_uid)))
                .limit(1);
        brokerMemberId = member?.id ?? -1;
      }
      const { rows, total } = await listBroadcasters(
        deps.db,
        listScope(scope, caller.account.id),
        {
          tab: input.tab,
          uid,
          nickName: input.nick_name,
          brokerMemberId,
          contractStatuses: input.contract_status,
          joinFromDay: input.join_start_time === undefined ? undefined : dayOfSeconds(input.join_start_time),
          joinToDay: input.join_end_time === undefined ? undefined : dayOfSeconds(input.join_end_time),
          noLiveDays: input.no_live_days,
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
          is_new_anchor: r.contract_status !== ContractStatus.Terminated && daySeconds(r.joined_at) > newSince ? (1 as const) : (0 as const),
          grade: r.grade,
        })),
      };
    },
  );

  router.handle(QryAgentListTab, { permissions: LIST, scope: { totals: true } }, async ({ caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const scope = await scopeOf(deps.db, caller);
    const counts = await countTabs(deps.db, listScope(scope, caller.account.id), now);
    return { tabs: Object.values(AnchorListTab).map((tab) => ({ tab, count: counts[tab] })) };
  });

  router.handle(
    QrySetBrokerRecords,
    { permissions: LIST, scope: { rows: { broadcaster: ["anchor_uid"], broadcasterBigoId: ["anchor_bigo_id"] }, targets: { anchor_uid: "broadcaster" } } },
    async ({ input, caller, deps }) => {
      const scope = await scopeOf(deps.db, caller);
      return brokerRecordPage(deps.db, scope, input.anchor_uid, input.page, input.page_size);
    },
  );

  /** Broker assignment is sensitive: phone-verified sessions only (40001 otherwise). */
  router.handle(
    SetBroker,
    { permissions: LIST, agentRoles: ASSIGNERS, phoneAuth: true, scope: { targets: { anchor_uids: "broadcasters", broker_uid: "member" } } },
    async ({ input, caller, deps, now }) => assignBroker(deps.db, await scopeOf(deps.db, caller), input, false, now),
  );

  /** Without phone verification, but only for broadcasters that have no broker yet (31006 per row otherwise). */
  router.handle(
    SetBrokerNoVerify,
    { permissions: LIST, agentRoles: ASSIGNERS, scope: { targets: { anchor_uids: "broadcasters", broker_uid: "member" } } },
    async ({ input, caller, deps, now }) => assignBroker(deps.db, await scopeOf(deps.db, caller), input, true, now),
  );
};
