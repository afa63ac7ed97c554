/**
 * Answers of the broker family built from rows: renewal records and broker records.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { brokerRecords, renewals } from "#db/schema/contracts.ts";
import type { Renewal } from "#db/schema/contracts.ts";
import { agencyMembers } from "#db/schema/organisation.ts";
import { scopedRecords } from "#services/scope.ts";
import type { DataScope } from "#services/scope.ts";
import { daySeconds, toSeconds } from "#services/time.ts";

/** A renewal as `renewalRecordSchema` answers it. */
export async function renewalAnswers(db: Database, rows: readonly Renewal[]) {
  const uids = [...new Set(rows.map((r) => r.broadcasterUid))];
  const people =
    uids.length === 0
      ? []
      : await db.select({ uid: broadcasters.uid, bigoId: broadcasters.bigoId, nickname: broadcasters.nickname }).from(broadcasters).where(inArray(broadcasters.uid, uids));
  const byUid = new Map(people.map((p) => [p.uid, p]));
  return rows.map((r) => ({
    renewal_id: String(r.id),
    anchor_uid: r.broadcasterUid,
    anchor_bigo_id: byUid.get(r.broadcasterUid)?.bigoId ?? "",
    anchor_nick_name: byUid.get(r.broadcasterUid)?.nickname ?? "",
    duration_months: r.durationMonths,
    old_end_time: daySeconds(r.oldEndDay),
    new_end_time: daySeconds(r.newEndDay),
    status: r.status,
    create_time: toSeconds(r.createdAt),
    expire_time: toSeconds(r.expiresAt),
    update_time: toSeconds(r.updatedAt),
    last_remind_time: toSeconds(r.lastRemindAt),
    operator_name: r.operatorName,
    sign_id: r.signId === null ? "" : String(r.signId),
  }));
}

/** The renewals the scope sees (the acting agency's; a broker's: of their broadcasters). */
export const scopedRenewals = (scope: DataScope) => scopedRecords(scope, { agencyId: renewals.agencyId, broadcasterUid: renewals.broadcasterUid });

/** One renewal the scope sees, or null. */
export async function scopedRenewal(db: Database, scope: DataScope, id: number): Promise<Renewal | null> {
  const [row] = await db
    .select()
    .from(renewals)
    .where(and(eq(renewals.id, id), scopedRenewals(scope)))
    .limit(1);
  return row ?? null;
}

/** A page of the broker records the scope sees, newest first. */
export async function brokerRecordPage(db: Database, scope: DataScope, anchorUid: string | undefined, page: number, pageSize: number) {
  const where = and(
    scopedRecords(scope, { agencyId: brokerRecords.agencyId, broadcasterUid: brokerRecords.broadcasterUid }),
    anchorUid === undefined ? undefined : eq(brokerRecords.broadcasterUid, anchorUid),
  );
  const rows = await db
    .select({ record: brokerRecords, bigoId: broadcasters.bigoId, nickname: broadcasters.nickname })
    .from(brokerRecords)
    .innerJoin(broadcasters, eq(brokerRecords.broadcasterUid, broadcasters.uid))
    .where(where)
    .orderBy(desc(brokerRecords.createdAt), desc(brokerRecords.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = await db.$count(brokerRecords, where);
  const memberIds = [...new Set(rows.flatMap((r) => [r.record.oldBrokerId, r.record.newBrokerId]).filter((id): id is number => id !== null))];
  const members =
    memberIds.length === 0
      ? []
      : await db.select({ id: agencyMembers.id, uid: agencyMembers.uid, nickname: agencyMembers.nickname }).from(agencyMembers).where(inArray(agencyMembers.id, memberIds));
  const byId = new Map(members.map((m) => [m.id, m]));
  const broker = (id: number | null) => (id === null ? undefined : byId.get(id));
  return {
    total,
    list: rows.map(({ record, bigoId, nickname }) => ({
      record_id: String(record.id),
      anchor_uid: record.broadcasterUid,
      anchor_bigo_id: bigoId,
      anchor_nick_name: nickname,
      old_broker_uid: broker(record.oldBrokerId)?.uid ?? "0",
      old_broker_name: broker(record.oldBrokerId)?.nickname ?? "",
      new_broker_uid: broker(record.newBrokerId)?.uid ?? "0",
      new_broker_name: broker(record.newBrokerId)?.nickname ?? "",
      operator_name: record.operatorName,
      create_time: toSeconds(record.createdAt),
    })),
  };
}
