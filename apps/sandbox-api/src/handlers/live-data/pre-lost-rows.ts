/**
 * preLostUser's reads: the scope's broadcasters at risk of leaving with why, their latest recall
 * and when the recall window reopens for them, the recall on offer, and a recall's path (sent,
 * opened, live again, rewarded). Every read goes through the data-scope helpers.
 */
import { and, desc, eq, gt, gte, sql } from "drizzle-orm";
import { RecallRiskReason, RecallStatus } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { selectRows } from "#db/client.ts";
import { recalls } from "#db/schema/live-data.ts";
import type { Recall } from "#db/schema/live-data.ts";
import { broadcasterWhere, scopedRecords } from "#services/scope.ts";
import type { DataScope } from "#services/scope.ts";
import { dayOf, daySeconds, later, shiftDay, toSeconds } from "#services/time.ts";

/** Days without a live session (or a gift) from which a broadcaster counts as at risk. */
export const AT_RISK_DAYS = 7;
/** Recall IMs an agency may send per UTC day. */
export const RECALLS_PER_DAY = 50;
/** Beans a recall offers. */
export const RECALL_REWARD_BEANS = 200;
/** Days after a recall IM before the same broadcaster may be recalled again (43021 inside). */
export const RECALL_WINDOW_DAYS = 7;

/** A broadcaster at risk, as read from the live days with the agency. */
export interface AtRisk {
  uid: string;
  bigo_id: string;
  nickname: string;
  last_live: string | null;
  last_gift: string | null;
  beans30: number;
}

/** The scope's signed broadcasters without a live session for {@link AT_RISK_DAYS} days, longest inactive first. */
export async function atRisk(db: Database, scope: DataScope, now: Date): Promise<AtRisk[]> {
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

/** Why a broadcaster is at risk: never live, or no live for a week; and no gift for a week. */
export function riskReasonsOf(row: Pick<AtRisk, "last_live" | "last_gift">, now: Date): RecallRiskReason[] {
  const cutoff = shiftDay(dayOf(now), -AT_RISK_DAYS);
  const live = row.last_live === null ? RecallRiskReason.NeverLive : RecallRiskReason.NoLive;
  return row.last_gift === null || row.last_gift < cutoff ? [live, RecallRiskReason.NoGifts] : [live];
}

/** The newest recall of one of the scope's broadcasters by the agency, or null. */
export async function latestRecall(db: Database, scope: DataScope, uid: string): Promise<Recall | null> {
  const [row] = await db
    .select()
    .from(recalls)
    .where(and(eq(recalls.broadcasterUid, uid), scopedRecords(scope, { agencyId: recalls.agencyId, broadcasterUid: recalls.broadcasterUid })))
    .orderBy(desc(recalls.sentAt), desc(recalls.id))
    .limit(1);
  return row ?? null;
}

/**
 * When the recall window reopens for each of `uids` still inside it (the newest recall IM of the
 * agency plus {@link RECALL_WINDOW_DAYS}; a call-back alone, with no reward, is no recall IM).
 */
export async function windowsOpenAt(db: Database, scope: DataScope, uids: readonly string[], now: Date): Promise<Map<string, Date>> {
  if (uids.length === 0) return new Map();
  const since = later(now, -RECALL_WINDOW_DAYS * 86_400);
  const rows = await db
    .select({ uid: recalls.broadcasterUid, sentAt: recalls.sentAt })
    .from(recalls)
    .where(and(scopedRecords(scope, { agencyId: recalls.agencyId, broadcasterUid: recalls.broadcasterUid }), gt(recalls.rewardBeans, 0), gt(recalls.sentAt, since)));
  const open = new Map<string, Date>();
  const wanted = new Set(uids);
  for (const row of rows) {
    if (!wanted.has(row.uid)) continue;
    const at = later(row.sentAt, RECALL_WINDOW_DAYS * 86_400);
    const known = open.get(row.uid);
    if (known === undefined || known < at) open.set(row.uid, at);
  }
  return open;
}

/** Recall IMs the agency sent since the start of the UTC day of `now`. */
export async function sentTodayCount(db: Database, scope: DataScope, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recalls)
    .where(and(eq(recalls.agencyId, scope.agency.id), gt(recalls.rewardBeans, 0), gte(recalls.sentAt, new Date(daySeconds(dayOf(now)) * 1000))));
  return row?.n ?? 0;
}

/** The message a recall sends for the agency. */
export const recallMessage = (agencyName: string): string => `${agencyName} misses you: come back live and collect ${String(RECALL_REWARD_BEANS)} beans.`;

/** The first live day of `uid` with the agency on or after `recall`'s day, as Unix seconds (not before the send); 0 when none. */
export async function returnedTime(db: Database, recall: Recall): Promise<number> {
  const [row] = await selectRows<{ day: string | null }>(
    db,
    sql`SELECT min(day)::text AS day FROM live_daily_metrics WHERE broadcaster_uid = ${recall.broadcasterUid} AND agency_id = ${recall.agencyId} AND live_seconds > 0 AND day >= ${dayOf(recall.sentAt)}::date`,
  );
  return row?.day == null ? 0 : Math.max(daySeconds(row.day), toSeconds(recall.sentAt));
}

/** Whether a recall row is a recall IM (a call-back alone has no reward). */
export const isRecallIm = (recall: Pick<Recall, "rewardBeans">): boolean => recall.rewardBeans > 0;

/** The status a user's row shows: the newest recall's, or none. */
export const statusOf = (recall: Recall | null): RecallStatus => recall?.status ?? RecallStatus.None;
