/**
 * Live-data handlers, preLostUser: broadcasters at risk of leaving (signed, no live session for
 * at least 7 days) and their recall. The agency (live data 23/24) lists them with why, sends
 * recall IMs (`pre-lost-send.ts`: at most 50 a day per agency, once per broadcaster per 7 days,
 * each offering 200 beans, idempotent, written to the payment action log), follows each recall's
 * path and records call-backs; the recalled broadcaster opens the IM, checks and draws the reward
 * (once). Recall status: 1 IM sent, 2 opened, 3 reward drawn, 4 called back.
 */
import { and, desc, eq } from "drizzle-orm";
import { LiveDataErrorCode } from "@agent-portal/api-client/contract/live-data-shared";
import { RecallStatus } from "@agent-portal/api-client/enums";
import {
  preLostUserCallbackUser,
  preLostUserDrawRecallReward,
  preLostUserGetRecallPath,
  preLostUserGetUserList,
  preLostUserOpenRecallIm,
  preLostUserQueryRecallReward,
  preLostUserSendRecallIm,
} from "@agent-portal/api-client/contract/live-data-pre-lost-user";
import type { Database } from "#db/client.ts";
import { recalls } from "#db/schema/live-data.ts";
import type { Recall } from "#db/schema/live-data.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { requireBroadcaster, scopedRecords, scopeOf } from "#services/scope.ts";
import { dayOf, daySeconds, parseId, toSeconds } from "#services/time.ts";
import {
  RECALL_REWARD_BEANS,
  RECALL_WINDOW_DAYS,
  RECALLS_PER_DAY,
  atRisk,
  latestRecall,
  recallMessage,
  returnedTime,
  riskReasonsOf,
  sentTodayCount,
  statusOf,
  windowsOpenAt,
} from "./pre-lost-rows.ts";
import { sendRecall } from "./pre-lost-send.ts";
import { LIVE } from "./shared.ts";

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

const noSuchBroadcaster = () => new ContractError(LiveDataErrorCode.NotFound, "No broadcaster with this uid in your agency");

/** Registers the preLostUser handlers. */
export const registerPreLostHandlers: RegisterHandlers = (router) => {
  router.handle(preLostUserGetUserList, { permissions: LIVE, scope: { rows: { broadcaster: ["uid"], broadcasterBigoId: ["bigoId"] } } }, async ({ input, caller, deps, now }) => {
    const scope = await scopeOf(deps.db, caller);
    const rows = await atRisk(deps.db, scope, now);
    const windows = await windowsOpenAt(
      deps.db,
      scope,
      rows.map((r) => r.uid),
      now,
    );
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
          recallStatus: statusOf(recall),
          recallId: recall === null ? "" : String(recall.id),
          riskReasons: riskReasonsOf(r, now),
          recallOpenTime: toSeconds(windows.get(r.uid)),
        };
      }),
    );
    const filtered = input.recallStatus === undefined ? withRecall : withRecall.filter((r) => r.recallStatus === input.recallStatus);
    const offer = {
      message: recallMessage(scope.agency.name),
      rewardBeans: RECALL_REWARD_BEANS,
      windowDays: RECALL_WINDOW_DAYS,
      dailyLimit: RECALLS_PER_DAY,
      sentToday: await sentTodayCount(deps.db, scope, now),
    };
    return { list: filtered.slice((input.page - 1) * input.pageSize, input.page * input.pageSize), total: filtered.length, offer };
  });

  router.handle(preLostUserSendRecallIm, { permissions: LIVE, scope: { targets: { uids: "broadcasters" } } }, async ({ input, caller, deps, now }) =>
    sendRecall(deps.db, caller, await scopeOf(deps.db, caller), input, now),
  );

  router.handle(preLostUserGetRecallPath, { permissions: LIVE, scope: { targets: { uid: "broadcaster" } } }, async ({ input, caller, deps }) => {
    const scope = await scopeOf(deps.db, caller);
    const anchor = await requireBroadcaster(deps.db, scope, input.uid, noSuchBroadcaster);
    const rows = await deps.db
      .select()
      .from(recalls)
      .where(and(eq(recalls.broadcasterUid, anchor.uid), scopedRecords(scope, { agencyId: recalls.agencyId, broadcasterUid: recalls.broadcasterUid })))
      .orderBy(desc(recalls.sentAt), desc(recalls.id));
    const list = await Promise.all(
      rows.map(async (r) => ({
        recallId: String(r.id),
        sentTime: toSeconds(r.sentAt),
        openedTime: toSeconds(r.openedAt),
        returnedTime: await returnedTime(deps.db, r),
        rewardedTime: toSeconds(r.drawnAt),
        rewardBeans: r.rewardBeans,
        remark: r.remark,
      })),
    );
    return { list };
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
    const anchor = await requireBroadcaster(deps.db, scope, input.uid, noSuchBroadcaster);
    const recall = await latestRecall(deps.db, scope, anchor.uid);
    if (recall === null)
      await deps.db
        .insert(recalls)
        .values({ agencyId: scope.agency.id, broadcasterUid: anchor.uid, status: RecallStatus.CalledBack, rewardBeans: 0, sentAt: now, calledBackAt: now, remark: input.remark });
    else await deps.db.update(recalls).set({ status: RecallStatus.CalledBack, calledBackAt: now, remark: input.remark }).where(eq(recalls.id, recall.id));
    return {};
  });
};
