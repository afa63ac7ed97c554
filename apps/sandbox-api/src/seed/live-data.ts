/**
 * Seeds 90 days of live data per broadcaster (ending the day before the seed day): each
 * broadcaster streams on some days with a weekly rhythm and a slow trend scaled by their
 * activity and level, so reports, graphs and exports have real shape.
 *
 * Generated inside the database by one INSERT ... SELECT over generate_series (fast: no
 * 30,000-row parameter lists). The per-day draws come from `hashtext(uid, day, draw, seed)`,
 * so the same seed number and seed day give the same rows.
 */
import { sql } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import type { SeededBroadcaster } from "./broadcasters.ts";
import { isoDay } from "./dates.ts";
import { LIVE_DATA_DAYS } from "./fixtures.ts";
import type { SeededOrganisation } from "./organisation.ts";
import type { Prng } from "./prng.ts";

/** A uniform draw in [0, 1) for draw number `k` of a broadcaster's day `n`. */
const draw = (k: number) => sql.raw(`((hashtext(b.uid || ':' || n::text || ':${String(k)}:' || b.seed_no) & 2147483647)::float8 / 2147483648.0)`);

/** Inserts the daily figures. `levels` maps uid to platform level. */
export async function seedLiveData(
  db: Database,
  prng: Prng,
  day: Date,
  organisation: SeededOrganisation,
  seeded: readonly SeededBroadcaster[],
  levels: ReadonlyMap<string, number>,
): Promise<void> {
  const seedNo = String(prng.int(0, 2_000_000_000));
  const values = seeded.map((b) => {
    const inAgency = b.kind === "signed" || b.kind === "terminated";
    const agencyId = inAgency && b.agencyIndex !== null ? (organisation.agencies[b.agencyIndex]?.id ?? null) : null;
    const trend = -0.3 + 0.6 * prng.next();
    const level = levels.get(b.uid) ?? 10;
    const beanRate = (2 + level * 1.5) * (0.6 + 0.8 * prng.next());
    const toDay = b.kind === "terminated" && b.end !== null ? isoDay(b.end) : null;
    return sql`(${b.uid}::text, ${b.activity}::float8, ${trend}::float8, ${beanRate}::float8, ${level}::int, ${agencyId}::int, ${isoDay(b.joined)}::date, ${toDay}::date, ${seedNo}::text)`;
  });
  if (values.length === 0) return;
  const seedDay = isoDay(day);
  await db.execute(sql`
    INSERT INTO live_daily_metrics
      (broadcaster_uid, day, agency_id, live_seconds, beans, valid_day, pk_count, pk_wins, pk_beans, new_fans, viewers, gift_senders, multi_room_seconds)
    SELECT uid, d, agency, live_s, beans, (live_s >= 3600)::int, pk, pkw,
      CASE WHEN pk = 0 THEN 0 ELSE round(beans * (0.2 + 0.3 * r6))::int END,
      CASE WHEN live THEN floor(r7 * (6 + lvl))::int ELSE 0 END,
      CASE WHEN live THEN round(live_s / 3600.0 * (10 + lvl * 8) * (0.5 + r8))::int ELSE 0 END,
      CASE WHEN live THEN floor(r9 * (4 + round(lvl / 2.0)))::int ELSE 0 END,
      CASE WHEN live AND r10 < 0.3 THEN round(live_s * 0.4)::int ELSE 0 END
    FROM (
      SELECT uid, d, agency, lvl, live, r6, r7, r8, r9, r10, live_s, beans, pk, floor(r5 * (pk + 1))::int AS pkw
      FROM (
        SELECT uid, d, agency, lvl, live, r5, r6, r7, r8, r9, r10, live_s,
          CASE WHEN live THEN round(live_s / 60.0 * bean_rate * (0.5 + r3))::int ELSE 0 END AS beans,
          CASE WHEN live THEN floor(r4 * (round(6 * activity) + 1))::int ELSE 0 END AS pk
        FROM (
          SELECT uid, d, agency, lvl, activity, bean_rate, live, r3, r4, r5, r6, r7, r8, r9, r10,
            CASE WHEN live THEN round((0.5 + 4.5 * activity * r2) * 3600)::int ELSE 0 END AS live_s
          FROM (
            SELECT b.uid, b.activity, b.bean_rate, b.lvl, (${seedDay}::date - n) AS d,
              CASE WHEN b.agency_id IS NOT NULL AND (${seedDay}::date - n) >= b.from_day AND (b.to_day IS NULL OR (${seedDay}::date - n) <= b.to_day)
                THEN b.agency_id END AS agency,
              ${draw(1)} < least(0.95, b.activity * (CASE WHEN extract(dow FROM (${seedDay}::date - n)) IN (0, 6) THEN 1.2 ELSE 1 END)
                * (1 + b.trend * ((${LIVE_DATA_DAYS}::int - n)::float8 / ${LIVE_DATA_DAYS}::int))) AS live,
              ${draw(2)} AS r2, ${draw(3)} AS r3, ${draw(4)} AS r4, ${draw(5)} AS r5, ${draw(6)} AS r6,
              ${draw(7)} AS r7, ${draw(8)} AS r8, ${draw(9)} AS r9, ${draw(10)} AS r10
            FROM (VALUES ${sql.join(values, sql`, `)}) AS b(uid, activity, trend, bean_rate, lvl, agency_id, from_day, to_day, seed_no)
            CROSS JOIN generate_series(1, ${LIVE_DATA_DAYS}) AS n
          ) AS drawn
        ) AS timed
      ) AS earned
    ) AS played
  `);
}
