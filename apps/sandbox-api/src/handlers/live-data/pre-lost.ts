/**
 * Live-data handlers, preLostUser: broadcasters at risk of leaving (signed, no live session for
 * at least 7 days) and their recall. The agency (live data 23/24) lists them, sends recall IMs
 * (at most 50 a day per agency; each offers 200 beans) and records call-backs; the recalled
 * broadcaster opens the IM, checks and draws the reward (once). Recall status: 1 IM sent,
 * 2 opened, 3 reward drawn, 4 called back.
 */
import { and, desc, eq, gte, inArray } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { LiveDataErrorCode } from "@agent-portal/api-client/contract/live-data-shared";
import { RecallStatus } from "@agent-portal/api-client/enums";
import {
  preLostUserCallbackUser,
  preLostUserDrawRecallReward,
  preLostUserGetUserList,
  preLostUserOpenRecallIm,
  preLostUserQueryRecallReward,
  preLostUserSendRecallIm,
} from "@agent-portal/api-client/contract/live-data-pre-lost-user";
import type { Database } from "#db/client.ts";
import { selectRows } from "#db/client.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { recalls } from "#db/schema/live-data.ts";
import type { Recall } from "#db/schema/live-data.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { broadcasterWhere, requireBroadcaster, requireBroadcasters, scopedRecords, scopeOf } from "#services/scope.ts";
import type { DataScope } from "#services/scope.ts";
import { dayOf, daySeconds, parseId, shiftDay, toSeconds } from "#services/time.ts";
import { notifyBroadcaster } from "#handlers/broker/renewals.ts";
import { LIVE, noDataPermission } from "./shared.ts";

/** Days without a live session from which a broadcaster counts as at risk. */
export const AT_RISK_DAYS = 7;
/** Recall IMs an agency may send per UTC day. */
export const RECALLS_PER_DAY = 50;
/** Beans a recall offers. */
export const RECALL_REWARD_BEANS = 200;

interface AtRisk {
  uid: string;
  bigo_id: string;
  nickname: string;
  last_live: string | null;
  last_gift: string | null;
  beans30: number;
}

/** The scope's broadcasters at risk (their live days with the agency), longest inactive first. */
async function atRisk(db: Database, scope: DataScope, now: Date): Promise<AtRisk[]> {
  const agencyId = scope.agency.id;
  const cutoff = shiftDay(dayOf(now), -AT_RISK_DAYS);
  return selectRows<AtRisk>(
    db,
    sql`SELECT * FROM (
          SELECT b.uid, b.bigo_id, b.nickname,
            (SELECT max(day)::text FROM live_daily_metrics WHERE broadcaster_uid = b.uid AND agency_id = ${agencyId} AND live_seconds > 0) AS last_live,
            (SELECT max(day)::text FROM live_daily_metrics WHERE broadcaster_uid = b.uid AND agency_id = ${agencyId} AND gift_senders > 0) AS last_gift,
            (SELECT coalesce(sum(m.beans), 0)::int FROM live_daily_metrics m WHERE m.broadcaster_uid = b.uid AND m.agency_id = ${agencyId}
               AND m.day > coalesce((SELECT max(day) FROM live_daily_metrics WHERE broadcaster_uid = b.uid AND agency_id = ${agencyId} AND live_seconds > 0), ${dayOf(now)}::date) - 30) AS beans30
          FROM broadcasters b WHERE ${broadcasterWhere(scope)} AND b.contract_state = 'signed'
        ) x WHERE last_live IS NULL OR last_live < ${cutoff} ORDER BY last_live ASC NULLS FIRST, uid`,
  );
}

/** The newest recall of one of the scope's broadcasters by the agency, or null. */
const latestRecall = async (db: Database, scope: DataScope, uid: string): Promise<Recall | null> => {
  const [row] = await db
    .select()
    .from(recalls)
    .where(and(eq(recalls.broadcasterUid, uid), scopedRecords(scope, { agencyId: recalls.agencyId, broadcasterUid: recalls.broadcasterUid })))
    .orderBy(desc(recalls.sentAt), desc(recalls.id))
    .limit(1);
  return row ?? null;
};

/** The caller's own recall (as the recalled broadcaster); 43005 otherwise. */
async function ownRecall(db: Database, uid: string, recallId: string): Promise<Recall> {
  const id = parseId(recallId);
  const [row] =
    id === null
      ? []
      : await db
          .select()
          .from(recalls)
          .where(and(eq(recalls.id, id), eq(recalls.broadcasterUid, uid)))
          .limit(1);
  if (row === undefined) throw new ContractError(LiveDataErrorCode.NotFound, "No recall with this id for you");
  return row;
}

/** Registers the preLostUser handlers. */
export const registerPreLostHandlers: RegisterHandlers = (router) => {
  router.handle(preLostUserGetUserList, { permissions: LIVE, scope: { rows: { broadcaster: ["uid"], broadcasterBigoId: ["bigoId"] } } }, async ({ input, caller, deps, now }) => {
    const scope = await scopeOf(deps.db, caller);
    const rows = await atRisk(deps.db, scope, now);
    const withRecall = await Promise.all(
      rows.map(async (r) => {
        const recall = await latestRecall(deps.db, scope, r.uid);
        const last = r.last_live === null ? null : daySeconds(r.last_live);
        return {
          uid: r.uid,
          bigoId: r.bigo_id,
          nickName: r.nickname,
          avatarUrl: "",
          lastLiveTime: last === null ? 0 : last + 18 * 3600,
          lastGiftTime: r.last_gift === null ? 0 : daySeconds(r.last_gift) + 18 * 3600,
          beans30d: r.beans30,
          inactiveDays: last === null ? 90 : Math.floor((daySeconds(dayOf(now)) - last) / 86_400),
          recallStatus: recall?.status ?? RecallStatus.None,
          recallId: recall === null ? "" : String(recall.id),
        };
      }),
    );
    const filtered = input.recallStatus === undefined ? withRecall : withRecall.filter((r) => r.recallStatus === input.recallStatus);
    return { list: filtered.slice((input.page - 1) * input.pageSize, input.page * input.pageSize), total: filtered.length };
  });

  router.handle(preLostUserSendRecallIm, { permissions: LIVE, scope: { targets: { uids: "broadcasters" } } }, async ({ input, caller, deps, now }) => {
    const scope = await scopeOf(deps.db, caller);
    await requireBroadcasters(deps.db, scope, input.uids, noDataPermission);
    const today = new Date(daySeconds(dayOf(now)) * 1000);
    const sentToday = await deps.db
      .select({ uid: recalls.broadcasterUid })
      .from(recalls)
      .where(and(eq(recalls.agencyId, scope.agency.id), gte(recalls.sentAt, today)));
    const risky = new Set((await atRisk(deps.db, scope, now)).map((r) => r.uid));
    const already = new Set(sentToday.map((r) => r.uid));
    const targets = [...new Set(input.uids)].filter((uid) => risky.has(uid) && !already.has(uid));
    if (sentToday.length + targets.length > RECALLS_PER_DAY) throw new ContractError(LiveDataErrorCode.RecallLimitReached, "At most 50 recall messages a day");
    const rows = targets.length === 0 ? [] : await deps.db.select().from(broadcasters).where(inArray(broadcasters.uid, targets));
    for (const b of rows) {
      await deps.db.insert(recalls).values({ agencyId: scope.agency.id, broadcasterUid: b.uid, status: RecallStatus.ImSent, rewardBeans: RECALL_REWARD_BEANS, sentAt: now });
      await notifyBroadcaster(deps.db, b, "recall", `${scope.agency.name} misses you: come back live and collect ${String(RECALL_REWARD_BEANS)} beans.`, now);
    }
    return { sentCount: rows.length, skippedUids: input.uids.filter((uid) => !targets.includes(uid)) };
  });

  router.handle(preLostUserOpenRecallIm, { scope: "self" }, async ({ input, caller, deps, now }) => {
    const recall = await ownRecall(deps.db, caller.account.bigoUid, input.recallId);
    if (recall.status === RecallStatus.ImSent) await deps.db.update(recalls).set({ status: RecallStatus.ImOpened, openedAt: now }).where(eq(recalls.id, recall.id));
    return {};
  });

  router.handle(preLostUserDrawRecallReward, { scope: "self" }, async ({ input, caller, deps, now }) => {
    const recall = await ownRecall(deps.db, caller.account.bigoUid, input.recallId);
    if (recall.drawnAt !== null || recall.status === RecallStatus.CalledBack) throw new ContractError(LiveDataErrorCode.RewardAlreadyDrawn, "The reward was already drawn");
    await deps.db
      .update(recalls)
      .set({ status: RecallStatus.RewardDrawn, drawnAt: now, openedAt: recall.openedAt ?? now })
      .where(eq(recalls.id, recall.id));
    return { beans: recall.rewardBeans, drawTime: toSeconds(now) };
  });

  router.handle(preLostUserQueryRecallReward, { scope: "self" }, async ({ input, caller, deps }) => {
    const recall = await ownRecall(deps.db, caller.account.bigoUid, input.recallId);
    const drawn = recall.drawnAt !== null;
    return {
      canDraw: !drawn && recall.status !== RecallStatus.CalledBack ? (1 as const) : (0 as const),
      beans: recall.rewardBeans,
      reward: drawn ? { beans: recall.rewardBeans, drawTime: toSeconds(recall.drawnAt) } : null,
    };
  });

  router.handle(preLostUserCallbackUser, { permissions: LIVE, scope: { targets: { uid: "broadcaster" } } }, async ({ input, caller, deps, now }) => {
    const scope = await scopeOf(deps.db, caller);
    const anchor = await requireBroadcaster(deps.db, scope, input.uid, () => new ContractError(LiveDataErrorCode.NotFound, "No broadcaster with this uid in your agency"));
    const recall = await latestRecall(deps.db, scope, anchor.uid);
    if (recall === null)
      await deps.db
        .insert(recalls)
        .values({ agencyId: scope.agency.id, broadcasterUid: anchor.uid, status: RecallStatus.CalledBack, rewardBeans: 0, sentAt: now, calledBackAt: now, remark: input.remark });
    else await deps.db.update(recalls).set({ status: RecallStatus.CalledBack, calledBackAt: now, remark: input.remark }).where(eq(recalls.id, recall.id));
    return {};
  });
};
