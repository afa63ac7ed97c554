/**
 * Seeds live sessions that exercise every rule of the live-metric definitions
 * (`#services/metric-rules.ts`), for the first signed broadcaster of the first agency
 * (`agency.owner`'s), on the 2nd to 6th days before the seed day: a session over midnight, a day
 * just under one hour, a day over the daily cap, and a voice room (beans, no hours). The days'
 * figures are computed by `dailyFromSessions` and replace the generated ones, so the reports show
 * the rules at work.
 */
import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { dailyFromSessions } from "#services/metric-rules.ts";
import type { LiveSession } from "#services/metric-rules.ts";
import type { SeededBroadcaster } from "./broadcasters.ts";
import { isoDay } from "./dates.ts";
import type { SeededOrganisation } from "./organisation.ts";

const H = 3_600;

/** The showcase sessions, relative to the start (Unix seconds, UTC midnight) of the seed day. */
export function ruleSessions(seedDayStart: number): LiveSession[] {
  const day = (back: number) => seedDayStart - back * 86_400;
  return [
    // Over midnight: 22:30 six days back to 01:30 five days back (1.5 h + 1.5 h).
    { start: day(6) + 22.5 * H, end: day(5) + 1.5 * H, beans: 1_200, voice: false },
    // Under the valid-day minimum: 59 minutes four days back.
    { start: day(4) + 10 * H, end: day(4) + 10 * H + 59 * 60, beans: 90, voice: false },
    // Over the daily cap: 7 h + 7 h three days back.
    { start: day(3) + 1 * H, end: day(3) + 8 * H, beans: 3_000, voice: false },
    { start: day(3) + 10 * H, end: day(3) + 17 * H, beans: 2_500, voice: false },
    // A voice room two days back: beans, no hours.
    { start: day(2) + 18 * H, end: day(2) + 21 * H, beans: 640, voice: true },
  ];
}

/** Replaces the showcase broadcaster's figures of those days by the ones its sessions give. */
export async function seedLiveRules(db: Database, day: Date, organisation: SeededOrganisation, seeded: readonly SeededBroadcaster[]): Promise<void> {
  const showcase = seeded.find((b) => b.kind === "signed" && b.agencyIndex === 0);
  const agencyId = organisation.agencies[0]?.id;
  if (showcase === undefined || agencyId === undefined) return;
  const start = Date.parse(`${isoDay(day)}T00:00:00Z`) / 1000;
  for (const figures of dailyFromSessions(ruleSessions(start))) {
    await db.execute(sql`
      INSERT INTO live_daily_metrics
        (broadcaster_uid, day, agency_id, live_seconds, beans, valid_day, pk_count, pk_wins, pk_beans, new_fans, viewers, gift_senders, multi_room_seconds)
      VALUES (${showcase.uid}, ${figures.day}::date, ${agencyId}, ${figures.liveSeconds}, ${figures.beans}, ${figures.validDay}, 0, 0, 0, 0, 0, 0, 0)
      ON CONFLICT (broadcaster_uid, day) DO UPDATE SET
        agency_id = ${agencyId}, live_seconds = ${figures.liveSeconds}, beans = ${figures.beans}, valid_day = ${figures.validDay}, pk_count = 0, pk_wins = 0, pk_beans = 0`);
  }
}
