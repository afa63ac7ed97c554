/**
 * Activity 75352 agent API, the CSV exports (ActRegist 27; issue 24 item 5): sign_export and
 * round_export, with the filters of the records they export.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { act75352RoundExport, act75352SignExport } from "@agent-portal/api-client/contract/act75352-actions";
import { activitySigns } from "#db/schema/activities.ts";
import { ActivitySignStatus, RoundOutcome } from "@agent-portal/api-client/enums";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { storeExport, toCsv } from "#services/files.ts";
import { ACT, actScope, settleSigns } from "./shared.ts";
import { recordWhere } from "./record-filters.ts";
import { roundRecords } from "./draw.ts";

const OUTCOME_NAMES: Readonly<Record<number, string>> = { [RoundOutcome.Pending]: "", [RoundOutcome.Win]: "win", [RoundOutcome.Loss]: "loss" };
const STATUS_NAMES: Readonly<Record<number, string>> = {
  [ActivitySignStatus.Registered]: "registered",
  [ActivitySignStatus.Approved]: "approved",
  [ActivitySignStatus.Rejected]: "rejected",
  [ActivitySignStatus.Cancelled]: "cancelled",
};

/** Registers the export handlers. */
export const registerAct75352ExportHandlers: RegisterHandlers = (router) => {
  for (const [declaration, rounds] of [
    [act75352SignExport, false],
    [act75352RoundExport, true],
  ] as const) {
    router.handle(declaration, { permissions: ACT, scope: { agencyWide: true, csv: { broadcasterBigoId: ["bigo_id"] } } }, async ({ input, caller, deps, now, c }) => {
      await settleSigns(deps.db, now);
      const { scope } = await actScope(deps.db, caller);
      const where = and(recordWhere(scope.agency.id, input), rounds ? sql`${activitySigns.roundId} IS NOT NULL` : undefined);
      const signs = await deps.db.select().from(activitySigns).where(where).orderBy(desc(activitySigns.id));
      const rows = await roundRecords(deps.db, signs, now);
      const origin = c.get("publicOrigin");
      const iso = (seconds: number) => (seconds === 0 ? "" : new Date(seconds * 1000).toISOString());
      const csv = rounds
        ? toCsv(
            [
              "record_id",
              "activity_id",
              "activity_name",
              "zone",
              "bigo_id",
              "nick_name",
              "round",
              "round_start_utc",
              "sign_status",
              "group",
              "slot_start_utc",
              "opponent_bigo_id",
              "outcome",
              "rank",
              "score",
              "beans",
              "reward_beans",
            ],
            rows.map((r) => [
              r.id,
              r.activityId,
              r.activityName,
              r.zone,
              r.bigoId,
              r.nickName,
              r.roundName,
              iso(r.roundStartTime),
              STATUS_NAMES[r.signStatus] ?? "",
              r.groupName,
              iso(r.slotStartTime),
              r.opponentBigoId,
              OUTCOME_NAMES[r.outcome] ?? "",
              r.rank,
              r.score,
              r.beans,
              r.rewardBeans,
            ]),
          )
        : toCsv(
            ["record_id", "activity_id", "activity_name", "zone", "bigo_id", "nick_name", "round", "sign_status", "sign_time", "operator", "reject_reason", "page_url"],
            await Promise.all(
              rows.map(async (r) => {
                const [row] = await deps.db
                  .select({ token: activitySigns.pageToken })
                  .from(activitySigns)
                  .where(eq(activitySigns.id, Number(r.id)))
                  .limit(1);
                return [
                  r.id,
                  r.activityId,
                  r.activityName,
                  r.zone,
                  r.bigoId,
                  r.nickName,
                  r.roundName,
                  STATUS_NAMES[r.signStatus] ?? "",
                  new Date(r.signTime * 1000).toISOString(),
                  r.operatorName,
                  r.rejectReason,
                  `${origin}/api/act75352/${row?.token ?? ""}`,
                ];
              }),
            ),
          );
      const stored = await storeExport(deps.db, { name: rounds ? "round-records.csv" : "sign-records.csv", csv, ownerAccountId: caller.account.id, origin }, now);
      return { url: stored.url, expireTime: stored.expire_time };
    });
  }
};
