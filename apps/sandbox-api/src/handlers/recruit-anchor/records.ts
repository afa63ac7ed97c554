/**
 * recruit anchor handlers, records: QryRecruitRecord, ExportRecruitRecord (a real CSV file),
 * QryAnchorProgressForAgent and StopAnchorRecruit (AgencyBroadcasterRecruitment 19, the caller's
 * agency), QryAnchorRecruitProgress (the broadcaster's own).
 */
import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { ExportRecruitRecord, QryAnchorProgressForAgent, QryAnchorRecruitProgress, QryRecruitRecord, StopAnchorRecruit } from "@agent-portal/api-client/contract/recruit-anchor";
import { RecruitErrorCode } from "@agent-portal/api-client/contract/recruit-shared";
import { PermissionId } from "@agent-portal/permissions/ids";
import type { Database } from "#db/client.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { anchorSigns } from "#db/schema/contracts.ts";
import { recruitRecords } from "#db/schema/recruiting.ts";
import type { RecruitRecord } from "#db/schema/recruiting.ts";
import { IllegalTransitionError, nextState } from "#domain/machines/machine.ts";
import { recruitMachine } from "#domain/machines/recruit.ts";
import { RecruitStatus, SignStatus, SubmitType } from "@agent-portal/api-client/enums";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { storeExport, toCsv } from "#services/files.ts";
import { scopeOf, ownBroadcasterOf } from "#services/scope.ts";
import { settleFlows } from "#services/settle.ts";
import { parseId } from "#services/time.ts";
import { recruitAnswers, recruitSteps } from "./answers.ts";

/** The recruit pages need AgencyBroadcasterRecruitment (19). */
export const RECRUIT = [PermissionId.AgencyBroadcasterRecruitment];

/** A recruit record of the agency; 33006 otherwise. */
export async function recruitOfAgency(db: Database, agencyId: number, id: string): Promise<RecruitRecord> {
  const n = parseId(id);
  const [row] =
    n === null
      ? []
      : await db
          .select()
          .from(recruitRecords)
          .where(and(eq(recruitRecords.id, n), eq(recruitRecords.agencyId, agencyId)))
          .limit(1);
  if (row === undefined) throw new ContractError(RecruitErrorCode.RecruitNotFound, "No recruit record with this id in your agency");
  return row;
}

interface RecruitFilters {
  readonly status?: RecruitStatus | undefined;
  readonly bigo_id?: string | undefined;
  readonly start_time?: number | undefined;
  readonly end_time?: number | undefined;
}

function filterOf(agencyId: number, f: RecruitFilters): SQL | undefined {
  return and(
    eq(recruitRecords.agencyId, agencyId),
    f.status === undefined ? undefined : eq(recruitRecords.status, f.status),
    f.bigo_id === undefined ? undefined : sql`${recruitRecords.broadcasterUid} IN (SELECT uid FROM broadcasters WHERE lower(bigo_id) = ${f.bigo_id.toLowerCase()})`,
    f.start_time === undefined ? undefined : gte(recruitRecords.createdAt, new Date(f.start_time * 1000)),
    f.end_time === undefined ? undefined : lte(recruitRecords.createdAt, new Date(f.end_time * 1000)),
  );
}

const S = RecruitStatus;
const STATUS_NAMES: Readonly<Record<number, string>> = {
  [S.Draft]: "draft",
  [S.UnderReview]: "under review",
  [S.WaitingBroadcaster]: "waiting for the broadcaster",
  [S.Signed]: "signed",
  [S.Rejected]: "rejected",
  [S.Stopped]: "stopped",
  [S.Expired]: "expired",
};

/** Registers the recruit record handlers. */
export const registerRecruitRecordHandlers: RegisterHandlers = (router) => {
  router.handle(QryRecruitRecord, { permissions: RECRUIT, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const scope = await scopeOf(deps.db, caller);
    const where = filterOf(scope.agency.id, input);
    const rows = await deps.db
      .select()
      .from(recruitRecords)
      .where(where)
      .orderBy(desc(recruitRecords.createdAt), desc(recruitRecords.id))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size);
    return { list: await recruitAnswers(deps.db, rows), total: await deps.db.$count(recruitRecords, where) };
  });

  /** Every matching record as CSV (header row, RFC 4180), served at `/sandbox/files/<id>.csv` for 1 hour. */
  router.handle(ExportRecruitRecord, { permissions: RECRUIT, scope: { agencyWide: true } }, async ({ input, caller, deps, now, c }) => {
    await settleFlows(deps.db, now);
    const scope = await scopeOf(deps.db, caller);
    const rows = await deps.db
      .select({ record: recruitRecords, bigoId: broadcasters.bigoId, nickname: broadcasters.nickname })
      .from(recruitRecords)
      .innerJoin(broadcasters, eq(recruitRecords.broadcasterUid, broadcasters.uid))
      .where(filterOf(scope.agency.id, input))
      .orderBy(desc(recruitRecords.createdAt), desc(recruitRecords.id));
    const csv = toCsv(
      ["recruit_id", "bigo_id", "nick_name", "status", "submit_type", "submitter", "created_at", "updated_at", "reject_reason"],
      rows.map(({ record, bigoId, nickname }) => [
        record.id,
        bigoId,
        nickname,
        STATUS_NAMES[record.status] ?? String(record.status),
        record.submitType === SubmitType.AnchorSubmitAnchor ? "AnchorSubmitAnchor" : "AgencySubmitAnchor",
        record.submitterName,
        record.createdAt.toISOString(),
        record.updatedAt.toISOString(),
        record.rejectReason,
      ]),
    );
    return storeExport(deps.db, { name: "recruit-records.csv", csv, ownerAccountId: caller.account.id, origin: c.get("publicOrigin") }, now);
  });

  router.handle(QryAnchorProgressForAgent, { permissions: RECRUIT, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const scope = await scopeOf(deps.db, caller);
    const record = await recruitOfAgency(deps.db, scope.agency.id, input.recruit_id);
    const [answer] = await recruitAnswers(deps.db, [record]);
    if (answer === undefined) throw new Error("recruit answer missing");
    return { record: answer, steps: await recruitSteps(deps.db, record) };
  });

  /** The caller's own recruitment (as the broadcaster): the given record or their latest; null when none. */
  router.handle(QryAnchorRecruitProgress, { scope: "self" }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const own = await ownBroadcasterOf(deps.db, caller);
    if (own === null) return { progress: null };
    const id = input.recruit_id === undefined || input.recruit_id === "" ? null : parseId(input.recruit_id);
    if (input.recruit_id !== undefined && input.recruit_id !== "" && id === null) return { progress: null };
    const [record] = await deps.db
      .select()
      .from(recruitRecords)
      .where(and(eq(recruitRecords.broadcasterUid, own.uid), id === null ? undefined : eq(recruitRecords.id, id)))
      .orderBy(desc(recruitRecords.createdAt), desc(recruitRecords.id))
      .limit(1);
    if (record === undefined) return { progress: null };
    const [answer] = await recruitAnswers(deps.db, [record]);
    if (answer === undefined) return { progress: null };
    return { progress: { record: answer, steps: await recruitSteps(deps.db, record) } };
  });

  /** The agency stops a recruitment under review or waiting for the broadcaster; its contract offer is withdrawn. */
  router.handle(StopAnchorRecruit, { permissions: RECRUIT, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const scope = await scopeOf(deps.db, caller);
    const record = await recruitOfAgency(deps.db, scope.agency.id, input.recruit_id);
    let status: RecruitStatus;
    try {
      status = nextState(recruitMachine, record.status, "stop", "agency");
    } catch (error) {
      if (error instanceof IllegalTransitionError)
        throw new ContractError(RecruitErrorCode.RecruitNotStoppable, "Only records under review or waiting for the broadcaster can be stopped");
      throw error;
    }
    await deps.db
      .update(recruitRecords)
      .set({ status, updatedAt: now, finishedAt: now, expiresAt: null, reviewDueAt: null, rejectReason: input.reason })
      .where(eq(recruitRecords.id, record.id));
    if (record.signId !== null)
      await deps.db
        .update(anchorSigns)
        .set({ status: SignStatus.Withdrawn, answeredAt: now })
        .where(and(eq(anchorSigns.id, record.signId), eq(anchorSigns.status, SignStatus.Waiting)));
    return {};
  });
};
