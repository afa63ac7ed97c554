import { AgentRole } from "@agent-portal/api-client/enums";
import type { GuildTeamRow, MemberRole } from "./team-params.ts";
import { MEMBER_ROLES } from "./team-params.ts";

/** Who looks at the team: an admin (bypasses agency roles), or their agent role and own uid. */
export interface TeamViewer {
  readonly isAdmin: boolean;
  /** AgentRole from the session (getSelfInfo): NOT_AGENT 0, SUPER_MANAGER 1, MANAGER 2, BROKER 3. */
  readonly agentRole: AgentRole;
  /** The viewer's own uid (their row is theirs: no Remove on it). */
  readonly selfUid: string;
}

/** What a viewer may do to one member's row. */
export interface MemberActions {
  readonly changeRole: boolean;
  readonly remove: boolean;
  /** Switch whether the member may recruit (modifyAgencyRecruitment). */
  readonly recruit: boolean;
}

const isTop = (viewer: TeamViewer): boolean => viewer.isAdmin || viewer.agentRole === AgentRole.SUPER_MANAGER;

/** Whether the viewer changes the team at all: admins, super managers and managers (the server's `agentRoles`). */
export const mayEditTeam = (viewer: TeamViewer): boolean => isTop(viewer) || viewer.agentRole === AgentRole.MANAGER;

/** The roles the viewer may give (the server's `mayGrantRole`): every role for super managers and admins, BROKER for managers, none otherwise. */
export function rolesViewerGives(viewer: TeamViewer): readonly MemberRole[] {
  if (isTop(viewer)) return MEMBER_ROLES;
  return viewer.agentRole === AgentRole.MANAGER ? [AgentRole.BROKER] : [];
}

/**
 * The actions a row offers the viewer, as the server allows them (`mayManageMember`): super
 * managers and admins change anyone, managers brokers only (37008 otherwise); nobody removes
 * themselves here. Whether the member is the last super manager is the server's to refuse (37006),
 * with its message in the dialog.
 */
export function memberActions(viewer: TeamViewer, row: Pick<GuildTeamRow, "uid" | "role">): MemberActions {
  const manages = mayEditTeam(viewer) && (isTop(viewer) || row.role === AgentRole.BROKER);
  return {
    changeRole: manages && rolesViewerGives(viewer).some((role) => role !== row.role),
    remove: manages && row.uid !== viewer.selfUid,
    recruit: manages,
  };
}
