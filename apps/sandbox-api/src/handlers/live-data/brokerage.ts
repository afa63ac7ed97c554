/**
 * Live-data handlers, brokerageBackend (17/23): income by benefit type for a month.
 *
 * A broadcaster's income: 1 gift income = half the month's beans (cents); 2 base salary = the
 * contract's base pay when the month has at least 20 valid days; 3 activity, 4 PK and 5
 * new-broadcaster rewards = their issued or pending rewards (beans count as cents). The
 * agency's income of each type is its share (`typeRulePage` ratios) of its broadcasters'.
 */
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import {
  brokerageAnchorBenefitByType,
  brokerageAnchorExportUrl,
  brokerageAnchorList,
  brokerageAnchorListByType,
  brokerageProxyBenefitByType,
  brokerageSuperiorRoleAnchorBenefitByType,
  brokerageTypeRulePage,
} from "@agent-portal/api-client/contract/live-data-brokerage";
import { LiveDataErrorCode } from "@agent-portal/api-client/contract/live-data-shared";
import { BenefitType, RewardStatus, RewardType, SignStatus } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { selectRows } from "#db/client.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { broadcasterRewards } from "#db/schema/live-data.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { metricsInScope, scopedBroadcasterByBigoId, scopedBroadcasters, scopedRecords, scopedSubAgencies, scopeOf } from "#services/scope.ts";
import type { DataScope } from "#services/scope.ts";
import type { SqlExportSource } from "#services/export-jobs.ts";
import { exportQuery } from "./export.ts";
import { liveSubject, MONEY, noDataPermission, subAgencyOf } from "./shared.ts";

/** The benefit types with their rule and the agency's share (basis points). */
export const BENEFIT_RULES: readonly { type: BenefitType; name: string; rule: string; ratioBp: number }[] = [
  { type: BenefitType.GiftIncome, name: "Gift income", rule: "Half of the beans received in the month, 1 bean = 1 cent.", ratioBp: 2000 },
  { type: BenefitType.BaseSalary, name: "Base salary", rule: "The contract's monthly base pay, when the month has at least 20 valid live days.", ratioBp: 1000 },
  { type: BenefitType.ActivityReward, name: "Activity reward", rule: "Rewards of activities the broadcaster took part in.", ratioBp: 1000 },
  { type: BenefitType.PkReward, name: "PK reward", rule: "Rewards of PK competitions.", ratioBp: 1500 },
  { type: BenefitType.NewBroadcasterBonus, name: "New-broadcaster bonus", rule: "Bonus for broadcasters in their first 90 days who met the target.", ratioBp: 500 },
];

type Split = Record<BenefitType, number>;
const emptySplit = (): Split => ({
  [BenefitType.GiftIncome]: 0,
  [BenefitType.BaseSalary]: 0,
  [BenefitType.ActivityReward]: 0,
  [BenefitType.PkReward]: 0,
  [BenefitType.NewBroadcasterBonus]: 0,
});
/** The benefit type a reward counts as. */
const REWARD_BENEFIT: Readonly<Record<RewardType, BenefitType>> = {
  [RewardType.ActivityReward]: BenefitType.ActivityReward,
  [RewardType.PkReward]: BenefitType.PkReward,
  [RewardType.NewBroadcasterBonus]: BenefitType.NewBroadcasterBonus,
  [RewardType.Other]: BenefitType.ActivityReward,
};

/** Each broadcaster's income of the month by type (cents), for the broadcasters of the scope (or those of `uids` among them). */
async function incomes(db: Database, scope: DataScope, month: string, uids?: readonly string[]): Promise<Map<string, Split>> {
  const agencyId = scope.agency.id;
  const only = uids === undefined ? sql`` : sql`AND ${inArray(sql`m.broadcaster_uid`, uids)}`;
  const live = await selectRows<{ uid: string; beans: number; valid: number; salary: number | null }>(
    db,
    sql`SELECT m.broadcaster_uid AS uid, sum(m.beans)::int AS beans, sum(m.valid_day)::int AS valid,
          (SELECT s.base_salary_cents FROM anchor_signs s WHERE s.broadcaster_uid = m.broadcaster_uid AND s.agency_id = ${agencyId} AND s.status = ${SignStatus.Confirmed} ORDER BY s.created_at DESC LIMIT 1) AS salary
        FROM live_daily_metrics m WHERE ${metricsInScope(scope)} AND to_char(m.day, 'YYYY-MM') = ${month} ${only}
        GROUP BY m.broadcaster_uid`,
  );
  const out = new Map<string, Split>();
  for (const r of live) out.set(r.uid, { ...emptySplit(), [BenefitType.GiftIncome]: Math.floor(r.beans / 2), [BenefitType.BaseSalary]: r.valid >= 20 ? (r.salary ?? 0) : 0 });
  const rewards = await db
    .select()
    .from(broadcasterRewards)
    .where(
      and(
        scopedRecords(scope, { agencyId: broadcasterRewards.agencyId, broadcasterUid: broadcasterRewards.broadcasterUid }),
        eq(broadcasterRewards.month, month),
        ne(broadcasterRewards.status, RewardStatus.Cancelled),
        uids === undefined ? undefined : inArray(broadcasterRewards.broadcasterUid, [...uids, "-"]),
      ),
    );
  for (const r of rewards) {
    const split = out.get(r.broadcasterUid) ?? emptySplit();
    split[REWARD_BENEFIT[r.rewardType]] += r.beans + r.amountCents;
    out.set(r.broadcasterUid, split);
  }
  return out;
}

const byType = (month: string, split: Split) => {
  const list = BENEFIT_RULES.filter((r) => split[r.type] > 0).map((r) => ({ type: r.type, amountCents: split[r.type] }));
  return { month, list, totalCents: list.reduce((sum, e) => sum + e.amountCents, 0) };
};

/** The agency's share of a set of broadcasters' income. */
const agencyShare = (splits: Iterable<Split>): Split => {
  const out = emptySplit();
  for (const split of splits) for (const r of BENEFIT_RULES) out[r.type] += Math.floor((split[r.type] * r.ratioBp) / 10_000);
  return out;
};

const total = (s: Split) => s[1] + s[2] + s[3] + s[4] + s[5];

/** Every benefit type's income of a split, in type order (0 when it earned nothing). */
const everyType = (split: Split) => BENEFIT_RULES.map((r) => ({ type: r.type, amountCents: split[r.type] }));

/** The CSV column stem of each benefit type (`gift_income_cents`, ...). */
const CSV_TYPE_NAMES: Readonly<Record<BenefitType, string>> = {
  [BenefitType.GiftIncome]: "gift_income",
  [BenefitType.BaseSalary]: "base_salary",
  [BenefitType.ActivityReward]: "activity_reward",
  [BenefitType.PkReward]: "pk_reward",
  [BenefitType.NewBroadcasterBonus]: "new_broadcaster_bonus",
};

/**
 * The scope's broadcasters with income in a month, highest first (then by uid): in all, or of one
 * benefit type (`type`: the row's amount is that type's); `bigoId` keeps only that broadcaster
 * (case-insensitive), even without income.
 */
async function anchorIncomeRows(db: Database, scope: DataScope, month: string, bigoId?: string, type?: BenefitType) {
  const people = await db.select({ uid: broadcasters.uid, bigoId: broadcasters.bigoId, nickname: broadcasters.nickname }).from(broadcasters).where(scopedBroadcasters(scope));
  const splits = await incomes(db, scope, month);
  return people
    .filter((p) => bigoId === undefined || p.bigoId.toLowerCase() === bigoId.toLowerCase())
    .map((p) => {
      const split = splits.get(p.uid) ?? emptySplit();
      return { uid: p.uid, bigoId: p.bigoId, nickName: p.nickname, avatarUrl: "", amountCents: type === undefined ? total(split) : split[type], split };
    })
    .filter((r) => r.amountCents > 0 || (bigoId !== undefined && type === undefined))
    .sort((a, b) => b.amountCents - a.amountCents || a.uid.localeCompare(b.uid));
}

/** A row of the broadcasters' income export query: the broadcaster, their income of each type (cents) and the row's amount. */
interface IncomeExportRow {
  readonly uid: string;
  readonly bigo_id: string;
  readonly nickname: string;
  readonly amount: number;
  readonly gift: number;
  readonly salary: number;
  readonly activity: number;
  readonly pk: number;
  readonly bonus: number;
}

/** The SQL of the rewards of benefit type `type` (`REWARD_BENEFIT`), summed over `broadcaster_rewards r`. */
const rewardSum = (type: BenefitType): SQL => {
  const rewardTypes = Object.entries<BenefitType>(REWARD_BENEFIT)
    .filter(([, benefit]) => benefit === type)
    .map(([reward]) => Number(reward));
  return sql`coalesce(sum(r.beans + r.amount_cents) FILTER (WHERE ${inArray(sql`r.reward_type`, rewardTypes)}), 0)`;
};

/**
 * The broadcasters' income file (brokerageBackend anchorExportUrl) as one query: the rows of
 * {@link anchorIncomeRows} (same rules as {@link incomes}: half the month's beans, the base salary
 * with 20 valid days, the rewards not cancelled by type), highest amount first then by uid; a job
 * when large.
 */
function incomeExportSource(scope: DataScope, month: string, bigoId?: string, type?: BenefitType): SqlExportSource<IncomeExportRow> {
  const amount = type === undefined ? sql`gift + salary + activity + pk + bonus` : sql.raw(["", "gift", "salary", "activity", "pk", "bonus"][type] ?? "0");
  return {
    header: ["uid", "bigo_id", "name", "income_cents", ...BENEFIT_RULES.map((r) => `${CSV_TYPE_NAMES[r.type]}_cents`)],
    query: sql`WITH live AS (
        SELECT m.broadcaster_uid AS uid, (sum(m.beans) / 2)::int AS gift,
          (CASE WHEN sum(m.valid_day) >= 20 THEN coalesce((SELECT s.base_salary_cents FROM anchor_signs s WHERE s.broadcaster_uid = m.broadcaster_uid AND s.agency_id = ${scope.agency.id}
            AND s.status = ${SignStatus.Confirmed} ORDER BY s.created_at DESC LIMIT 1), 0) ELSE 0 END)::int AS salary
        FROM live_daily_metrics m WHERE ${metricsInScope(scope)} AND to_char(m.day, 'YYYY-MM') = ${month}
        GROUP BY m.broadcaster_uid
      ), rewards AS (
        SELECT r.broadcaster_uid AS uid, ${rewardSum(BenefitType.ActivityReward)}::int AS activity, ${rewardSum(BenefitType.PkReward)}::int AS pk,
          ${rewardSum(BenefitType.NewBroadcasterBonus)}::int AS bonus
        FROM broadcaster_rewards r
        WHERE ${scopedRecords(scope, { agencyId: sql`r.agency_id`, broadcasterUid: sql`r.broadcaster_uid` })} AND r.month = ${month} AND r.status <> ${RewardStatus.Cancelled}
        GROUP BY r.broadcaster_uid
      ), incomes AS (
        SELECT ${broadcasters.uid} AS uid, ${broadcasters.bigoId} AS bigo_id, ${broadcasters.nickname} AS nickname, coalesce(live.gift, 0) AS gift, coalesce(live.salary, 0) AS salary,
          coalesce(rewards.activity, 0) AS activity, coalesce(rewards.pk, 0) AS pk, coalesce(rewards.bonus, 0) AS bonus
        FROM ${broadcasters} LEFT JOIN live ON live.uid = ${broadcasters.uid} LEFT JOIN rewards ON rewards.uid = ${broadcasters.uid}
        WHERE ${scopedBroadcasters(scope)} ${bigoId === undefined ? sql`` : sql`AND lower(${broadcasters.bigoId}) = ${bigoId.toLowerCase()}`}
      )
      SELECT uid, bigo_id, nickname, (${amount})::int AS amount, gift, salary, activity, pk, bonus FROM incomes
      WHERE ${bigoId !== undefined && type === undefined ? sql`true` : sql`(${amount}) > 0`}
      ORDER BY amount DESC, uid COLLATE "C"`,
    line: (r) => [r.uid, r.bigo_id, r.nickname, r.amount, r.gift, r.salary, r.activity, r.pk, r.bonus],
  };
}

/** Registers the brokerageBackend handlers. */
export const registerBrokerageHandlers: RegisterHandlers = (router) => {
  router.handle(brokerageProxyBenefitByType, { permissions: MONEY, scope: { totals: true, targets: { proxyUid: "subAgency" } } }, async ({ input, caller, deps }) => {
    const scope = await scopeOf(deps.db, caller);
    let uids: string[] | undefined;
    if (input.proxyUid !== undefined) {
      const proxy = await subAgencyOf(deps.db, scope, input.proxyUid);
      uids = (await deps.db.select({ uid: broadcasters.uid }).from(broadcasters).where(eq(broadcasters.brokerId, proxy.id))).map((b) => b.uid);
    }
    return byType(input.month, agencyShare((await incomes(deps.db, scope, input.month, uids)).values()));
  });

  router.handle(brokerageAnchorBenefitByType, { permissions: MONEY, scope: { targets: { uid: "broadcaster" } } }, async ({ input, caller, deps }) => {
    const { scope, broadcaster } = await liveSubject(deps.db, caller, input.uid);
    const uid = broadcaster?.uid ?? input.uid;
    return byType(input.month, (await incomes(deps.db, scope, input.month, [uid])).get(uid) ?? emptySplit());
  });

  router.handle(
    brokerageAnchorList,
    { permissions: MONEY, scope: { rows: { broadcaster: ["uid"], broadcasterBigoId: ["bigoId"] }, targets: { bigoId: "broadcasterBigoId" } } },
    async ({ input, caller, deps }) => {
      const rows = await anchorIncomeRows(deps.db, await scopeOf(deps.db, caller), input.month, input.bigoId);
      const all = emptySplit();
      for (const row of rows) for (const r of BENEFIT_RULES) all[r.type] += row.split[r.type];
      return {
        list: rows.slice((input.page - 1) * input.pageSize, input.page * input.pageSize).map(({ split, ...row }) => ({ ...row, byType: everyType(split) })),
        total: rows.length,
        totals: { amountCents: total(all), byType: everyType(all) },
      };
    },
  );

  router.handle(
    brokerageAnchorListByType,
    { permissions: MONEY, scope: { rows: { broadcaster: ["uid"], broadcasterBigoId: ["bigoId"] }, targets: { bigoId: "broadcasterBigoId" } } },
    async ({ input, caller, deps }) => {
      const rows = await anchorIncomeRows(deps.db, await scopeOf(deps.db, caller), input.month, input.bigoId, input.type);
      return {
        list: rows.slice((input.page - 1) * input.pageSize, input.page * input.pageSize).map(({ split: _split, ...row }) => row),
        total: rows.length,
        totalCents: rows.reduce((sum, row) => sum + row.amountCents, 0),
      };
    },
  );

  router.handle(
    brokerageAnchorExportUrl,
    { permissions: MONEY, scope: { csv: { broadcaster: ["uid"], broadcasterBigoId: ["bigo_id"] }, targets: { bigoId: "broadcasterBigoId" } } },
    async ({ input, caller, deps, c }) => {
      const scope = await scopeOf(deps.db, caller);
      // A Bigo ID of none of the scope's broadcasters is said so (43005), not written as an empty file.
      if (input.bigoId !== undefined && (await scopedBroadcasterByBigoId(deps.db, scope, input.bigoId)) === null)
        throw new ContractError(LiveDataErrorCode.NotFound, "No broadcaster of yours has this Bigo ID");
      const name = `broadcaster-data-anchor-${input.month}${input.type === undefined ? "" : `-type-${String(input.type)}`}.csv`;
      return exportQuery(deps, c, { name, accountId: caller.account.id, source: incomeExportSource(scope, input.month, input.bigoId, input.type) });
    },
  );

  router.handle(brokerageTypeRulePage, { permissions: MONEY, scope: "reference" }, ({ input }) => ({
    list: BENEFIT_RULES.slice((input.page - 1) * input.pageSize, input.page * input.pageSize).map((r) => ({ ...r })),
    total: BENEFIT_RULES.length,
  }));

  /** A broadcaster of one of the sub-agencies the caller sees (its broker is a MANAGER member); 43003 otherwise. */
  router.handle(brokerageSuperiorRoleAnchorBenefitByType, { permissions: MONEY, scope: { targets: { uid: "broadcaster" } } }, async ({ input, caller, deps }) => {
    const { scope, broadcaster } = await liveSubject(deps.db, caller, input.uid);
    const subAgencies = new Set((await scopedSubAgencies(deps.db, scope)).map((m) => m.id));
    if (broadcaster === null || broadcaster.brokerId === null || !subAgencies.has(broadcaster.brokerId)) throw noDataPermission();
    return byType(input.month, (await incomes(deps.db, scope, input.month, [broadcaster.uid])).get(broadcaster.uid) ?? emptySplit());
  });
};
