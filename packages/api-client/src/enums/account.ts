/**
 * Accounts, roles and where a role comes from (SPEC section 3, "Enumerations"; the session
 * entity's `loginUser.role`, `subRole`, `status`, `agentRole`).
 */
import type { ValueOf } from "./value-of.ts";

/** Account status (`/agent/user/info` `status`). A disabled user is denied every route but Login and NotFound (SPEC section 4). */
export const AccountStatus = { Enabled: 0, Disabled: -1 } as const;
/** One of {@link AccountStatus}. */
export type AccountStatus = ValueOf<typeof AccountStatus>;

/** Account role (`/agent/user/info` `role`). Admins open every route (SPEC section 4). */
export const AccountRole = { Admin: 1, Operator: 2, Agency: 3, NormalUser: 4 } as const;
/** One of {@link AccountRole}. */
export type AccountRole = ValueOf<typeof AccountRole>;

/** Account sub-role of an Agency account (`/agent/user/info` `subRole`); `None` (0, ours) for the other roles. */
export const AccountSubRole = {
  /** Not an Agency account (ours: the spec lists no value for it; the main API sends 0). */
  None: 0,
  /** The agency agent. */
  SuperAdmin: 1,
  /** A sub-agent. */
  Admin: 2,
  Manager: 3,
} as const;
/** One of {@link AccountSubRole}. */
export type AccountSubRole = ValueOf<typeof AccountSubRole>;

/** Agent role in the agency (union_oss getSelfInfo `member_info.role`, team members' `role`); defaults to NOT_AGENT. */
export const AgentRole = { NOT_AGENT: 0, SUPER_MANAGER: 1, MANAGER: 2, BROKER: 3 } as const;
/** One of {@link AgentRole}. */
export type AgentRole = ValueOf<typeof AgentRole>;
/** The role of an agency member: an {@link AgentRole} other than NOT_AGENT. */
export type MemberRole = Exclude<AgentRole, typeof AgentRole.NOT_AGENT>;

/** Agent report user type (live-data agentOss/getUserType `userType`). */
export const AgentReportUserType = {
  NoProfile: 0,
  SuperAdmin: 1,
  Operator: 2,
  AgencyAgent: 3,
  AgencySubAgent: 4,
  AgencyManager: 5,
} as const;
/** One of {@link AgentReportUserType}. */
export type AgentReportUserType = ValueOf<typeof AgentReportUserType>;

/** Role source (live_agent_front GetUserRole `source`): where the KYC agent role was decided. */
export const RoleSource = { OTHER: 0, ME: 1, PC: 2 } as const;
/** One of {@link RoleSource}. */
export type RoleSource = ValueOf<typeof RoleSource>;

/** Permission query entry type sent to GetPermissions (SPEC section 9): the agency's permissions. */
export const PERMISSION_QUERY_ENTRY_TYPE = 3;

/** What an agency operation record describes (union_oss getAgencyOperationRecord `type`; ours). */
export const AgencyOperationType = {
  MemberAdded: 1,
  MemberRemoved: 2,
  RoleChanged: 3,
  RecruitingSwitched: 4,
  RecruitSettingsChanged: 5,
} as const;
/** One of {@link AgencyOperationType}. */
export type AgencyOperationType = ValueOf<typeof AgencyOperationType>;

/** Whether the caller authorises the agency to manage their account (live_agent_portal authorization `status`; ours). */
export const AuthorizationStatus = { NotAuthorised: 0, Authorised: 1 } as const;
/** One of {@link AuthorizationStatus}. */
export type AuthorizationStatus = ValueOf<typeof AuthorizationStatus>;
