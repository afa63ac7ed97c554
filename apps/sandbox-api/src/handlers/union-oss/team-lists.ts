/**
 * union_oss handlers, the team's lists: getAgencyMemberList (AgencyGuildTeam 22, and 20 for the
 * broadcaster list's broker filter; a broker sees only themselves) and getAgencyOperationRecord
 * (22; role changes carry the roles before and after).
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { getAgencyMemberList, getAgencyOperationRecord } from "@agent-portal/api-client/contract/union-oss";
import { PermissionId } from "@agent-portal/permissions/ids";
import { agencyMembers, agencyOperationRecords } from "#db/schema/organisation.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { scopedMembers, scopeOf } from "#services/scope.ts";
import { toSeconds } from "#services/time.ts";
import { memberAnswer } from "./team-rows.ts";

const TEAM = [PermissionId.AgencyGuildTeam];

/** Registers the team's list handlers. */
export const registerTeamListHandlers: RegisterHandlers = (router) => {
  router.handle(getAgencyMemberList, { permissions: [...TEAM, PermissionId.AgencyBroadcasterList], scope: { rows: { member: ["uid"] } } }, async ({ input, caller, deps }) => {
    const scope = await scopeOf(deps.db, caller);
    const where = and(
      scopedMembers(scope),
      input.role === undefined ? undefined : eq(agencyMembers.role, input.role),
      input.bigo_id === undefined ? undefined : eq(sql`lower(${agencyMembers.bigoId})`, input.bigo_id.toLowerCase()),
    );
    const rows = await deps.db
      .select()
      .from(agencyMembers)
      .where(where)
      .orderBy(asc(agencyMembers.role), asc(agencyMembers.id))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size);
    return { list: await Promise.all(rows.map((m) => memberAnswer(deps.db, m))), total: await deps.db.$count(agencyMembers, where) };
  });

  router.handle(getAgencyOperationRecord, { permissions: TEAM, scope: { agencyWide: true } }, async ({ input, caller, deps }) => {
    const scope = await scopeOf(deps.db, caller);
    const where = and(eq(agencyOperationRecords.agencyId, scope.agency.id), input.type === undefined ? undefined : eq(agencyOperationRecords.type, input.type));
    const rows = await deps.db
      .select()
      .from(agencyOperationRecords)
      .where(where)
      .orderBy(desc(agencyOperationRecords.createdAt), desc(agencyOperationRecords.id))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size);
    return {
      total: await deps.db.$count(agencyOperationRecords, where),
      list: rows.map((r) => ({
        record_id: String(r.id),
        type: r.type,
        operator_uid: r.operatorUid,
        operator_name: r.operatorName,
        target_uid: r.targetUid,
        target_name: r.targetName,
        detail: r.detail,
        role_before: r.roleBefore,
        role_after: r.roleAfter,
        create_time: toSeconds(r.createdAt),
      })),
    };
  });
};
