/**
 * Accounts: report user types, where a role comes from, agency operations and authorisation
 * (SPEC section 3, "Enumerations"). The status and roles are in `account-roles.ts`.
 */
import type { ValueOf } from "./value-of.ts";

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
