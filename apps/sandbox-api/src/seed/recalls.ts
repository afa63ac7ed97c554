/**
 * Seeds recalls of broadcasters at risk of leaving (preLostUser), so the recall tab shows every
 * step of a recall's path: for each agency, among its signed broadcasters without a live day in
 * the last 7 days (by uid), one recall only sent (2 days back, inside the 7-day window), one
 * opened (3 days back), one followed by a live day (sent 2 days before their last live day), one
 * rewarded (sent 3 days before it, reward drawn that day) and one called back; the rest are not
 * recalled yet. Runs after the live data, which decides who is at risk.
 */
import { sql } from "drizzle-orm";
import { RecallStatus } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { selectRows } from "#db/client.ts";
import { recalls } from "#db/schema/live-data.ts";
import { addDays, atHour, isoDay } from "./dates.ts";
import type { SeededOrganisation } from "./organisation.ts";

type NewRecall = typeof recalls.$inferInsert;

/** Inserts the showcase recalls of every agency. */
export async function seedRecalls(db: Database, day: Date, organisation: SeededOrganisation): Promise<void> {
  const cutoff = isoDay(addDays(day, -7));
  const rows: NewRecall[] = [];
  for (const agency of organisation.agencies) {
    const quiet = await selectRows<{ uid: string; last_live: string | null }>(
      db,
      sql`SELECT * FROM (SELECT b.uid, (SELECT max(day)::text FROM live_daily_metrics WHERE broadcaster_uid = b.uid AND agency_id = ${agency.id} AND live_seconds > 0) AS last_live
            FROM broadcasters b WHERE b.agency_id = ${agency.id} AND b.contract_state = 'signed') x
          WHERE last_live IS NULL OR last_live < ${cutoff} ORDER BY uid`,
    );
    const everLive = quiet.filter((q) => q.last_live !== null);
    const neverLive = quiet.filter((q) => q.last_live === null);
    const [returned, rewarded] = everLive;
    const [sent, opened, calledBack] = [...neverLive, ...everLive.slice(2)];
    const base = { agencyId: agency.id, rewardBeans: 200 };
    if (sent) rows.push({ ...base, broadcasterUid: sent.uid, status: RecallStatus.ImSent, sentAt: atHour(day, -2, 10) });
    if (opened) rows.push({ ...base, broadcasterUid: opened.uid, status: RecallStatus.ImOpened, sentAt: atHour(day, -3, 10), openedAt: atHour(day, -3, 12) });
    if (calledBack)
      rows.push({
        ...base,
        broadcasterUid: calledBack.uid,
        status: RecallStatus.CalledBack,
        sentAt: atHour(day, -12, 9),
        calledBackAt: atHour(day, -11, 15),
        remark: "Agreed to go live on weekends.",
      });
    const lastLive = (q: { last_live: string | null }) => Math.round((Date.parse(`${q.last_live ?? isoDay(day)}T00:00:00Z`) - day.getTime()) / 86_400_000);
    if (returned)
      rows.push({
        ...base,
        broadcasterUid: returned.uid,
        status: RecallStatus.ImOpened,
        sentAt: atHour(day, lastLive(returned) - 2, 9),
        openedAt: atHour(day, lastLive(returned) - 2, 20),
      });
    if (rewarded)
      rows.push({
        ...base,
        broadcasterUid: rewarded.uid,
        status: RecallStatus.RewardDrawn,
        sentAt: atHour(day, lastLive(rewarded) - 3, 9),
        openedAt: atHour(day, lastLive(rewarded) - 3, 11),
        drawnAt: atHour(day, lastLive(rewarded), 21),
      });
  }
  if (rows.length > 0) await db.insert(recalls).values(rows);
}
