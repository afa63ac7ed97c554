/**
 * Activity 75352 agent API, the GET calls (ActRegist 27; the page token: any logged-in user).
 */
import { and, desc, eq, ilike, inArray, lt, sql } from "drizzle-orm";
import {
  act75352Entrance,
  act75352GetChangePageInfo,
  act75352PageByToken,
  act75352QueryAnchorList,
  act75352RoundRecordPage,
  act75352SignActFormInfo,
  act75352SignActList,
  act75352SignRecordPage,
  act75352SignStatusCountInfo,
} from "@agent-portal/api-client/contract/act75352";
import { ActRegistErrorCode } from "@agent-portal/api-client/contract/act75352-shared";
import type { Database } from "#db/client.ts";
import { activities, activityRounds, activitySigns } from "#db/schema/activities.ts";
import type { Activity } from "#db/schema/activities.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { activityStatusAt } from "#domain/machines/activity-sign.ts";
import { ActivitySignStatus, ActivityStatus } from "@agent-portal/api-client/enums";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { mayCall } from "#services/permissions.ts";
import { toSeconds } from "#services/time.ts";
import { scopedBroadcasters } from "#services/scope.ts";
import { roundRecords } from "./draw.ts";
import { recordWhere, roundRecordOrder } from "./record-filters.ts";
import { changeAllowance } from "./change-log.ts";
import { ACT, actScope, activityAnswer, activityRound, ineligibility, roundAnswer, roundTaken, settleSigns, signRecords, zoneActivity } from "./shared.ts";

/** Activities of a zone matching the list filters, newest first (status filtered at `now`). */
async function zoneActivities(
  db: Database,
  zone: string,
  f: { activityName?: string | undefined; month?: string | undefined; status?: number | undefined; closingWithin?: number | undefined },
  now: Date,
): Promise<Activity[]> {
  const rows = await db
    .select()
    .from(activities)
    .where(
      and(
        eq(activities.zone, zone),
        f.month === undefined ? undefined : eq(activities.month, f.month),
        f.activityName === undefined || f.activityName === "" ? undefined : ilike(activities.name, `%${f.activityName.replace(/[%_\\]/g, "\\$&")}%`),
      ),
    )
    .orderBy(desc(activities.startAt), desc(activities.id));
  const inStatus = f.status === undefined ? rows : rows.filter((a) => activityStatusAt(a, now) === f.status);
  return f.closingWithin === undefined ? inStatus : inStatus.filter((a) => closesWithin(a, now, f.closingWithin ?? 0));
}

/** Whether the activity's sign-up is open at `now` and closes within `hours` (sign_act_list `closingWithin`). */
export function closesWithin(activity: Pick<Activity, "signStartAt" | "signEndAt">, now: Date, hours: number): boolean {
  const at = now.getTime();
  return activity.signStartAt.getTime() <= at && at < activity.signEndAt.getTime() && activity.signEndAt.getTime() - at <= hours * 3_600_000;
}

/** Registers the GET handlers. */
export const registerAct75352QueryHandlers: RegisterHandlers = (router) => {
  router.handle(
    act75352QueryAnchorList,
    { permissions: ACT, scope: { agencyWide: true, rows: { broadcaster: ["anchorUid"], broadcasterBigoId: ["bigoId"] }, targets: { anchorBigoId: "broadcasterBigoId" } } },
    async ({ input, caller, deps, now }) => {
      await settleSigns(deps.db, now);
      const { scope, zone } = await actScope(deps.db, caller);
      const activity = await zoneActivity(deps.db, zone, input.activityId);
      const where = and(
        scopedBroadcasters(scope),
        eq(broadcasters.contractState, "signed"),
        input.anchorBigoId === undefined || input.anchorBigoId === "" ? undefined : eq(sql`lower(${broadcasters.bigoId})`, input.anchorBigoId.toLowerCase()),
      );
      const rows = await deps.db
        .select()
        .from(broadcasters)
        .where(where)
        .orderBy(desc(broadcasters.level), broadcasters.uid)
        .limit(input.pageSize)
        .offset((input.pageIndex - 1) * input.pageSize);
      const signs =
        rows.length === 0
          ? []
          : await deps.db
              .select()
              .from(activitySigns)
              .where(
                and(
                  eq(activitySigns.activityId, activity.id),
                  inArray(
                    activitySigns.broadcasterUid,
                    rows.map((r) => r.uid),
                  ),
                ),
              )
              .orderBy(desc(activitySigns.signedAt));
      const list = await Promise.all(
        rows.map(async (b) => {
          const reason = await ineligibility(deps.db, b, activity, now);
          return {
            anchorUid: b.uid,
            bigoId: b.bigoId,
            nickName: b.nickname,
            avatarUrl: "",
            eligible: reason === "" ? (1 as const) : (0 as const),
            reason,
            signStatus: signs.find((s) => s.broadcasterUid === b.uid)?.status ?? ActivitySignStatus.None,
          };
        }),
      );
      return { list, total: await deps.db.$count(broadcasters, where) };
    },
  );

  /** Newest first by id; `lastId` is the last id of the previous page. */
  router.handle(
    act75352SignRecordPage,
    { permissions: ACT, scope: { agencyWide: true, rows: { broadcaster: ["anchorUid"], broadcasterBigoId: ["bigoId"] } } },
    async ({ input, caller, deps, now }) => {
      await settleSigns(deps.db, now);
      const { scope } = await actScope(deps.db, caller);
      const cursor = /^\d+$/.test(input.lastId) ? Number(input.lastId) : null;
      const rows = await deps.db
        .select()
        .from(activitySigns)
        .where(and(recordWhere(scope.agency.id, input), cursor === null ? undefined : lt(activitySigns.id, cursor)))
        .orderBy(desc(activitySigns.id))
        .limit(input.pageSize + 1);
      const page = rows.slice(0, input.pageSize);
      const hasMore = rows.length > input.pageSize;
      return { list: await signRecords(deps.db, page), nextLastId: hasMore ? String(page.at(-1)?.id ?? "") : "", hasMore };
    },
  );

  router.handle(
    act75352RoundRecordPage,
    { permissions: ACT, scope: { agencyWide: true, rows: { broadcaster: ["anchorUid"], broadcasterBigoId: ["bigoId"] } } },
    async ({ input, caller, deps, now }) => {
      await settleSigns(deps.db, now);
      const { scope } = await actScope(deps.db, caller);
      const where = and(recordWhere(scope.agency.id, input), sql`${activitySigns.roundId} IS NOT NULL`);
      const rows = await deps.db
        .select({ sign: activitySigns })
        .from(activitySigns)
        .innerJoin(activityRounds, eq(activitySigns.roundId, activityRounds.id))
        .where(where)
        .orderBy(...roundRecordOrder(input))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize);
      return {
        list: await roundRecords(
          deps.db,
          rows.map((r) => r.sign),
          now,
        ),
        total: await deps.db.$count(activitySigns, where),
      };
    },
  );

  router.handle(act75352SignActList, { permissions: ACT, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    const { scope, zone } = await actScope(deps.db, caller);
    const rows = await zoneActivities(deps.db, input.zone ?? zone, input, now);
    const page = rows.slice((input.page - 1) * input.size, input.page * input.size);
    return { list: await Promise.all(page.map((a) => activityAnswer(deps.db, a, scope.agency.id, now))), total: rows.length };
  });

  router.handle(act75352SignStatusCountInfo, { permissions: ACT, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    const { zone } = await actScope(deps.db, caller);
    const rows = await zoneActivities(deps.db, input.zone ?? zone, input, now);
    return { list: Object.values(ActivityStatus).map((status) => ({ status, count: rows.filter((a) => activityStatusAt(a, now) === status).length })) };
  });

  router.handle(act75352SignActFormInfo, { permissions: ACT, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    const { scope, zone } = await actScope(deps.db, caller);
    const activity = await zoneActivity(deps.db, zone, input.activityId);
    const rounds = await deps.db.select().from(activityRounds).where(eq(activityRounds.activityId, activity.id)).orderBy(activityRounds.startAt);
    return {
      activity: await activityAnswer(deps.db, activity, scope.agency.id, now),
      rounds: await Promise.all(rounds.map((r) => roundAnswer(deps.db, r))),
      fields: activity.formFields.map((f) => ({ key: f.key, label: f.label, type: f.type, required: f.required ? (1 as const) : (0 as const), options: [...f.options] })),
      maxAnchorsPerSign: activity.maxAnchors,
      // The rules `ineligibility` applies.
      eligibility: { minLevel: activity.minLevel, kycRequired: 1 as const, noActiveBan: 1 as const },
    };
  });

  router.handle(act75352Entrance, { scope: "self" }, async ({ caller, deps, now }) => {
    if (!mayCall(caller.account, caller.permissions, ACT)) return { show: 0 as const, openCount: 0 };
    const { zone } = await actScope(deps.db, caller);
    return { show: 1 as const, openCount: (await zoneActivities(deps.db, zone, {}, now)).filter((a) => activityStatusAt(a, now) === ActivityStatus.SignOpen).length };
  });

  router.handle(act75352GetChangePageInfo, { permissions: ACT, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    await settleSigns(deps.db, now);
    const { scope, zone } = await actScope(deps.db, caller);
    const activity = await zoneActivity(deps.db, zone, input.activityId);
    const round = await activityRound(deps.db, activity.id, input.roundId);
    const others = await deps.db.select().from(activityRounds).where(eq(activityRounds.activityId, activity.id)).orderBy(activityRounds.startAt);
    const free = [];
    for (const r of others) if (r.id !== round.id && (await roundTaken(deps.db, r.id)) < r.capacity) free.push(await roundAnswer(deps.db, r));
    const signs = await deps.db
      .select()
      .from(activitySigns)
      .where(and(eq(activitySigns.roundId, round.id), eq(activitySigns.agencyId, scope.agency.id), inArray(activitySigns.status, [1, 2])));
    return {
      activity: await activityAnswer(deps.db, activity, scope.agency.id, now),
      round: await roundAnswer(deps.db, round),
      otherRounds: free,
      anchors: await signRecords(deps.db, signs),
      ...(await changeAllowance(deps.db, activity.id, scope.agency.id)),
    };
  });

  /** The registration a page token stands for, until the activity ends (44008 after, or for an unknown token). */
  router.handle(act75352PageByToken, { scope: "reference" }, async ({ input, deps, now }) => {
    await settleSigns(deps.db, now);
    const [row] = await deps.db
      .select({ sign: activitySigns, activity: activities, bigoId: broadcasters.bigoId })
      .from(activitySigns)
      .innerJoin(activities, eq(activitySigns.activityId, activities.id))
      .innerJoin(broadcasters, eq(activitySigns.broadcasterUid, broadcasters.uid))
      .where(eq(activitySigns.pageToken, input.token))
      .limit(1);
    if (row === undefined || row.activity.endAt.getTime() <= now.getTime()) throw new ContractError(ActRegistErrorCode.TokenInvalid, "The page token is unknown or expired");
    return {
      activityId: row.activity.id,
      activityName: row.activity.name,
      zone: row.activity.zone,
      anchorUid: row.sign.broadcasterUid,
      bigoId: row.bigoId,
      signStatus: row.sign.status,
      roundId: row.sign.roundId ?? 0,
      expireTime: toSeconds(row.activity.endAt),
    };
  });
};
