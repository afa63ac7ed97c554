/**
 * The record filters and orders of the activity 75352 agent API (issue 24 items 5 and 6): the
 * SPEC section 3 query fields over `activity_signs` (sign and round records and their exports),
 * and the order of round_record_page, with its ranking view.
 */
import { and, asc, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { RegistrationStatus } from "@agent-portal/api-client/enums";
import { activityRounds, activitySigns } from "#db/schema/activities.ts";

/**
 * The order of round_record_page: newest round first; with `sort: "rank"` (the ranking view) each
 * round's broadcasters by rank in `order` (asc: 1 first), those without a result (rank 0) last;
 * then the newest record first, so a page never repeats or skips a row.
 */
export function roundRecordOrder(input: { readonly sort?: "rank" | undefined; readonly order?: "asc" | "desc" | undefined }): SQL[] {
  const ranking = input.sort === "rank" ? [activityRounds.id, sql`${activitySigns.rank} = 0`, input.order === "desc" ? desc(activitySigns.rank) : asc(activitySigns.rank)] : [];
  return [desc(activityRounds.startAt), ...ranking.map((part) => sql`${part}`), desc(activitySigns.id)];
}

/** Record filters shared by the sign and round records and the exports. */
export interface RecordFilters {
  readonly bigoId?: string | undefined;
  readonly startTime?: number | undefined;
  readonly endTime?: number | undefined;
  readonly zone?: string | undefined;
  readonly activityName?: string | undefined;
  readonly signStatus?: RegistrationStatus | undefined;
}

/** The condition of {@link RecordFilters} over `activity_signs` for an agency. */
export function recordWhere(agencyId: number, f: RecordFilters): SQL | undefined {
  return and(
    eq(activitySigns.agencyId, agencyId),
    f.bigoId === undefined || f.bigoId === "" ? undefined : sql`${activitySigns.broadcasterUid} IN (SELECT uid FROM broadcasters WHERE lower(bigo_id) = ${f.bigoId.toLowerCase()})`,
    f.startTime === undefined ? undefined : gte(activitySigns.signedAt, new Date(f.startTime * 1000)),
    f.endTime === undefined ? undefined : lte(activitySigns.signedAt, new Date(f.endTime * 1000)),
    f.zone === undefined || f.zone === "" ? undefined : sql`${activitySigns.activityId} IN (SELECT id FROM activities WHERE zone = ${f.zone})`,
    f.activityName === undefined || f.activityName === ""
      ? undefined
      : sql`${activitySigns.activityId} IN (SELECT id FROM activities WHERE name ILIKE ${`%${f.activityName.replace(/[%_\\]/g, "\\$&")}%`})`,
    f.signStatus === undefined ? undefined : eq(activitySigns.status, f.signStatus),
  );
}
