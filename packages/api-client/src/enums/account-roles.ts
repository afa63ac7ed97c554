/**
 * The account's status and roles (SPEC section 3, "Enumerations"; the session entity's
 * `loginUser.role`, `subRole`, `status`, `agentRole`): what the route guard reads on every page,
 * apart from the account enumerations only screens use (`account.ts`).
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
