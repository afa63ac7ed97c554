/**
 * security centre handlers, violation records: GetAuditRecordList and ExportAuditRecordList (a
 * real CSV file). AgencyGuildSecurity 21; the caller's data scope.
 */
import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { RequestOf } from "@agent-portal/api-client/contract/define";
import { GetAuditRecordList } from "@agent-portal/api-client/contract/security-center";
import { ExportAuditRecordList } from "@agent-portal/api-client/contract/security-center-overview";
import { ViolationType } from "@agent-portal/api-client/enums";
import { PermissionId } from "@agent-portal/permissions/ids";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { auditRecords } from "#db/schema/security.ts";
import type { AuditRecord } from "#db/schema/security.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { imageLink } from "#services/file-links.ts";
import { enumName, storeExport, toCsv } from "#services/files.ts";
import { scopedBroadcasters, scopeOf } from "#services/scope.ts";
import type { DataScope } from "#services/scope.ts";
import { toSeconds } from "#services/time.ts";

const SECURITY = [PermissionId.AgencyGuildSecurity];

/** The violation list's filters over the caller's scope. */
const recordFilter = (scope: DataScope, input: RequestOf<typeof ExportAuditRecordList>): SQL | undefined =>
  and(
    scopedBroadcasters(scope),
    gte(auditRecords.createdAt, new Date(input.start_time * 1000)),
    lte(auditRecords.createdAt, new Date(input.end_time * 1000)),
    input.uid === undefined ? undefined : eq(auditRecords.subjectUid, input.uid),
    input.bigo_id === undefined ? undefined : eq(sql`lower(${broadcasters.bigoId})`, input.bigo_id.toLowerCase()),
    input.violation_type === undefined ? undefined : eq(auditRecords.violationType, input.violation_type),
  );

const recordAnswer = (record: AuditRecord, bigoId: string, nickname: string, now: Date) => ({
  record_id: String(record.id),
  uid: record.subjectUid,
  bigo_id: bigoId,
  nick_name: nickname,
  avatar_url: "",
  violation_type: record.violationType,
  description: record.description,
  rule: record.rule,
  punishment: record.punishment,
  evidence_urls: record.evidenceIds.map((id) => imageLink(id, now)),
  operator_name: record.operatorName,
  create_time: toSeconds(record.createdAt),
});

/** Registers the violation record handlers of the security centre. */
export const registerSecurityRecordHandlers: RegisterHandlers = (router) => {
  router.handle(
    GetAuditRecordList,
    { permissions: SECURITY, scope: { rows: { broadcaster: ["uid"], broadcasterBigoId: ["bigo_id"] }, targets: { uid: "broadcaster", bigo_id: "broadcasterBigoId" } } },
    async ({ input, caller, deps, now }) => {
      const scope = await scopeOf(deps.db, caller);
      const where = recordFilter(scope, input);
      const rows = await deps.db
        .select({ record: auditRecords, bigoId: broadcasters.bigoId, nickname: broadcasters.nickname })
        .from(auditRecords)
        .innerJoin(broadcasters, eq(auditRecords.subjectUid, broadcasters.uid))
        .where(where)
        .orderBy(desc(auditRecords.createdAt), desc(auditRecords.id))
        .limit(input.page_size)
        .offset((input.page - 1) * input.page_size);
      const [count] = await deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditRecords)
        .innerJoin(broadcasters, eq(auditRecords.subjectUid, broadcasters.uid))
        .where(where);
      return { total: count?.n ?? 0, list: rows.map(({ record, bigoId, nickname }) => recordAnswer(record, bigoId, nickname, now)) };
    },
  );

  /** Every matching record as CSV (header row, times in UTC), served at `/sandbox/files/<id>.csv` for 1 hour. */
  router.handle(ExportAuditRecordList, { permissions: SECURITY, scope: { agencyWide: true } }, async ({ input, caller, deps, now, c }) => {
    const scope = await scopeOf(deps.db, caller);
    const rows = await deps.db
      .select({ record: auditRecords, bigoId: broadcasters.bigoId, nickname: broadcasters.nickname })
      .from(auditRecords)
      .innerJoin(broadcasters, eq(auditRecords.subjectUid, broadcasters.uid))
      .where(recordFilter(scope, input))
      .orderBy(desc(auditRecords.createdAt), desc(auditRecords.id));
    const csv = toCsv(
      ["record_id", "time_utc", "bigo_id", "nick_name", "violation_type", "rule", "description", "punishment", "acted_by", "evidence_count"],
      rows.map(({ record, bigoId, nickname }) => [
        record.id,
        record.createdAt.toISOString(),
        bigoId,
        nickname,
        enumName(ViolationType, record.violationType),
        record.rule,
        record.description,
        record.punishment,
        record.operatorName === "" ? "system" : record.operatorName,
        record.evidenceIds.length,
      ]),
    );
    return storeExport(deps.db, { name: "security-violations.csv", csv, ownerAccountId: caller.account.id, origin: c.get("publicOrigin") }, now);
  });
};
