/**
 * The draw and the results of activity 75352's rounds (act-regist-result, issue 24 item 6), as
 * round_record_page answers them. When an activity's sign-up closes the draw is made: in each round
 * the registrations in force (all agencies), oldest first, are paired in that order (1-2, 3-4, ...);
 * pair n plays in slot n (the round's start + n hours, one hour long) and pairs go four to a group
 * (A, B, ...); an odd one out has no opponent (a bye). Once the round has ended, the higher score of
 * a pair wins (equal scores: the earlier registration), and the rank earns the reward of
 * {@link REWARD_BEANS_BY_RANK}.
 */
import { and, inArray } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { activities, activityRounds, activitySigns } from "#db/schema/activities.ts";
import type { ActivitySign } from "#db/schema/activities.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { ActivitySignStatus, RoundOutcome } from "@agent-portal/api-client/enums";
import { toSeconds } from "#services/time.ts";
import { reportTimeZone, signRecords } from "./shared.ts";

/** Length of a PK slot, seconds. */
export const SLOT_SECONDS = 3_600;
/** Pairs in one group. */
export const PAIRS_PER_GROUP = 4;
/** Reward beans by rank (index 0: rank 1); ranks past the table earn nothing. */
export const REWARD_BEANS_BY_RANK: readonly number[] = [50_000, 30_000, 20_000, 10_000, 10_000, 5_000, 5_000, 5_000, 5_000, 5_000];

/** The reward of a rank (0 for none). */
export const rewardOfRank = (rank: number): number => (rank < 1 ? 0 : (REWARD_BEANS_BY_RANK[rank - 1] ?? 0));

/** A group's letter: 0 -> "A", 25 -> "Z", 26 -> "AA". */
export const groupLetter = (index: number): string => (index < 26 ? String.fromCharCode(65 + index) : `${groupLetter(Math.floor(index / 26) - 1)}${groupLetter(index % 26)}`);

/** Round records as `roundRecordSchema`: the sign records with the draw and, once the round ended, the results. */
export async function roundRecords(db: Database, rows: readonly ActivitySign[], now: Date) {
  const base = await signRecords(db, rows);
  const roundIds = [...new Set(rows.flatMap((r) => (r.roundId === null ? [] : [r.roundId])))];
  const rounds = roundIds.length === 0 ? [] : await db.select().from(activityRounds).where(inArray(activityRounds.id, roundIds));
  const acts =
    rounds.length === 0
      ? []
      : await db
          .select()
          .from(activities)
          .where(inArray(activities.id, [...new Set(rounds.map((r) => r.activityId))]));
  const entrants =
    roundIds.length === 0
      ? []
      : await db
          .select()
          .from(activitySigns)
          .where(and(inArray(activitySigns.roundId, roundIds), inArray(activitySigns.status, [ActivitySignStatus.Registered, ActivitySignStatus.Approved])));
  const people =
    entrants.length === 0
      ? []
      : await db
          .select({ uid: broadcasters.uid, bigoId: broadcasters.bigoId, nickname: broadcasters.nickname })
          .from(broadcasters)
          .where(inArray(broadcasters.uid, [...new Set(entrants.map((e) => e.broadcasterUid))]));
  const person = new Map(people.map((p) => [p.uid, p]));
  const round = new Map(rounds.map((r) => [r.id, r]));
  const signEnd = new Map(acts.map((a) => [a.id, a.signEndAt.getTime()]));
  const inRound = (roundId: number) => entrants.filter((e) => e.roundId === roundId).sort((a, b) => a.id - b.id);

  return base.map((signRecord, i) => {
    const record = { ...signRecord, reportTimeZone: reportTimeZone(signRecord.zone) };
    const row = rows[i];
    const rd = row?.roundId === null || row === undefined ? undefined : round.get(row.roundId);
    const none = { groupName: "", slotStartTime: 0, slotEndTime: 0, opponentBigoId: "", opponentNickName: "", outcome: RoundOutcome.Pending, beans: 0, rewardBeans: 0 };
    if (row === undefined || rd === undefined || now.getTime() < (signEnd.get(rd.activityId) ?? Infinity)) return { ...record, ...none };
    const order = inRound(rd.id);
    const at = order.findIndex((e) => e.id === row.id);
    // Not in force (rejected or cancelled): not in the draw.
    if (at === -1) return { ...record, ...none };
    const pair = Math.floor(at / 2);
    const other = order[at % 2 === 0 ? at + 1 : at - 1];
    const slotStart = toSeconds(rd.startAt) + pair * SLOT_SECONDS;
    const ended = now.getTime() >= rd.endAt.getTime();
    const won = other === undefined || row.score > other.score || (row.score === other.score && row.id < other.id);
    const opponent = other === undefined ? undefined : person.get(other.broadcasterUid);
    return {
      ...record,
      groupName: groupLetter(Math.floor(pair / PAIRS_PER_GROUP)),
      slotStartTime: slotStart,
      slotEndTime: slotStart + SLOT_SECONDS,
      opponentBigoId: opponent?.bigoId ?? "",
      opponentNickName: opponent?.nickname ?? "",
      outcome: ended ? (won ? RoundOutcome.Win : RoundOutcome.Loss) : RoundOutcome.Pending,
      beans: ended ? row.beans : 0,
      rewardBeans: ended ? rewardOfRank(row.rank) : 0,
    };
  });
}
