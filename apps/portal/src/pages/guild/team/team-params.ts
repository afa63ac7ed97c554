import type { getAgencyMemberList, getAgencyOperationRecord } from "@agent-portal/api-client/contract/union-oss";
import type { RequestOf, ResponseOf } from "@agent-portal/api-client/contract/define";
import { AgencyOperationType, AgentRole } from "@agent-portal/api-client/enums";
import { listParams } from "@agent-portal/app-runtime/list/list-params";
import type { ParamValues } from "@agent-portal/app-runtime/url-state/param-codecs";
import { oneOfParam, optionalEnumParam, textParam } from "@agent-portal/app-runtime/url-state/param-codecs";
import { pathOf } from "@agent-portal/permissions/route-path";
import { checkBigoId } from "#shared/forms/bigo-id.ts";

/** One member of the team (getAgencyMemberList). */
export type GuildTeamRow = ResponseOf<typeof getAgencyMemberList>["list"][number];

/** One entry of the operation record (getAgencyOperationRecord). */
export type OperationRecordRow = ResponseOf<typeof getAgencyOperationRecord>["list"][number];

/** The member roles, highest first: SUPER_MANAGER 1, MANAGER 2, BROKER 3. */
export const MEMBER_ROLES = [AgentRole.SUPER_MANAGER, AgentRole.MANAGER, AgentRole.BROKER] as const;

/** One of {@link MEMBER_ROLES}. */
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** The page's tabs: the members, the change history (operation record) and the recruitment settings. */
export const TEAM_VIEWS = ["members", "records", "recruitment"] as const;

/** One of {@link TEAM_VIEWS}. */
export type TeamView = (typeof TEAM_VIEWS)[number];

/** The lists' only order: the server's (owner first, then by role; newest change first), so no column sorts. */
export const GUILD_TEAM_SORTABLE = ["server"] as const;

/**
 * The team page's URL (`/guild/team?…`): `view` (the tab, default `members`), the page and size of
 * the tab's list, the members' `role` and `bigo` (an exact Bigo ID), and the records' `type`.
 * Each tab's filters have their own keys, so switching tabs keeps them.
 */
export const GUILD_TEAM_SPEC = {
  ...listParams(GUILD_TEAM_SORTABLE, "server", "asc"),
  view: oneOfParam<TeamView>(TEAM_VIEWS, "members"),
  bigo: textParam(64),
  role: optionalEnumParam(AgentRole),
  type: optionalEnumParam(AgencyOperationType),
};

/** The team page's URL values. */
export type GuildTeamValues = ParamValues<typeof GUILD_TEAM_SPEC>;

/** Whether a members filter is set (the empty state then says that nothing matches them). */
export function hasMemberFilters(values: GuildTeamValues): boolean {
  return values.bigo !== "" || values.role !== null;
}

/** The getAgencyMemberList request of the members tab (one page), or `null` for a Bigo ID that cannot exist (nothing is sent). */
export function memberListRequest(values: GuildTeamValues): RequestOf<typeof getAgencyMemberList> | null {
  const bigo = checkBigoId(values.bigo);
  if (bigo.kind === "invalid") return null;
  const role = MEMBER_ROLES.find((r) => r === values.role);
  return { ...(bigo.kind === "valid" ? { bigo_id: bigo.value } : {}), ...(role === undefined ? {} : { role }), page: values.page, page_size: values.size };
}

/** The getAgencyOperationRecord request of the records tab (one page, newest first). */
export function recordListRequest(values: GuildTeamValues): RequestOf<typeof getAgencyOperationRecord> {
  return { ...(values.type === null ? {} : { type: values.type }), page: values.page, page_size: values.size };
}

/**
 * The broadcaster list's bulk broker assignment (ListAll, `/broadcaster/list/list/all`) filtered on
 * one broker's broadcasters (`broker=<uid>`), or on those with no broker (`broker=0`): select them
 * and press "Assign broker".
 */
export function brokerAssignmentPath(brokerUid: string | null): string {
  return `${pathOf("ListAll")}?broker=${encodeURIComponent(brokerUid ?? "0")}`;
}
