/**
 * Reference permission profiles of the seeded roles. Which role gets which permission is "not shown" in the spec
 * (SPEC section 6); this is our design (package README, "Profiles"). The sandbox seeds its accounts from these and
 * tests use them.
 */
import type { GuardUser } from "./guard.ts";
import { PermissionId } from "./ids.ts";
import { AccountRole, AccountStatus, AccountSubRole, AgentRole } from "@agent-portal/api-client/enums";
import type { RelationTab } from "./permission-set.ts";
import { unionPermissions } from "./permission-set.ts";

/** The ids of the reference profiles. */
export type ProfileId = "admin" | "operator" | "agencySuperAdmin" | "agencyAdmin" | "agencyManager" | "broker" | "normalUser" | "disabled";

/** "No sub-role": the user-info call sends 0 for accounts that are not Agency accounts. */
export const NO_SUB_ROLE = 0;

/** One reference profile: who the account is and what each permission source returns for it. */
export interface RoleProfile {
  readonly id: ProfileId;
  /** AccountRole. */
  readonly role: AccountRole;
  /** AccountSubRole of an Agency account, {@link NO_SUB_ROLE} otherwise. */
  readonly subRole: AccountSubRole | typeof NO_SUB_ROLE;
  /** Agent role in the agency (from the self-info call). */
  readonly agentRole: AgentRole;
  /** AccountStatus. */
  readonly status: AccountStatus;
  /** `permissions` returned by `/agent/user/info`. */
  readonly accountPermissions: readonly PermissionId[];
  /** `data.permissions` returned by GetPermissions (entry type 3). */
  readonly agencyPermissions: readonly PermissionId[];
  /** The relation-tab check's answer (transfer, cancel). */
  readonly relationTab: RelationTab;
}

const P = PermissionId;
const noRelation: RelationTab = { transfer: 0, cancel: 0 };

const agencyManagerProfile: RoleProfile = {
  id: "agencyManager",
  role: AccountRole.Agency,
  subRole: AccountSubRole.Manager,
  agentRole: AgentRole.MANAGER,
  status: AccountStatus.Enabled,
  accountPermissions: [P.AgencyStat],
  agencyPermissions: [
    P.AgencyNotification,
    P.AgencyBroadcasterRecruitment,
    P.AgencyBroadcasterList,
    P.AgencyGuildSecurity,
    P.LiveDataAnalysis,
    P.BroadcasterLiveData,
    P.AssignPkList,
    P.ActRegist,
    P.TutorialEntry,
  ],
  relationTab: { transfer: 1, cancel: 0 },
};

/** The reference profiles by id. */
export const PROFILES: Readonly<Record<ProfileId, RoleProfile>> = {
  admin: {
    id: "admin",
    role: AccountRole.Admin,
    subRole: NO_SUB_ROLE,
    agentRole: AgentRole.NOT_AGENT,
    status: AccountStatus.Enabled,
    accountPermissions: [P.ModifyAccount, P.ResetPassword, P.ModifySubAccount, P.BatchAuth, P.ActionLog, P.DataPermission],
    agencyPermissions: [],
    relationTab: noRelation,
  },
  operator: {
    id: "operator",
    role: AccountRole.Operator,
    subRole: NO_SUB_ROLE,
    agentRole: AgentRole.NOT_AGENT,
    status: AccountStatus.Enabled,
    accountPermissions: [
      P.OperatorStat,
      P.PaymentDistributionUpload,
      P.PaymentDistributionBackend,
      P.PaymentBlacklist,
      P.PaymentActionLog,
      P.InterviewPermission,
      P.AgencyNotification,
      P.CoreMetrics,
      P.LiveDataAnalysis,
      P.BroadcasterLiveData,
    ],
    agencyPermissions: [],
    relationTab: noRelation,
  },
  agencySuperAdmin: {
    id: "agencySuperAdmin",
    role: AccountRole.Agency,
    subRole: AccountSubRole.SuperAdmin,
    agentRole: AgentRole.SUPER_MANAGER,
    status: AccountStatus.Enabled,
    accountPermissions: [P.ModifySubAccount, P.AgencyStat],
    agencyPermissions: [
      P.AgencyNotification,
      P.CoreMetrics,
      P.PaymentMethod,
      P.PaymentMethodBankInfo,
      // The agency pays its broadcasters in beans: distributions, adjustments, transfers, its blacklist and their log (issue 21).
      P.PaymentDistributionUpload,
      P.PaymentDistributionBackend,
      P.PaymentBlacklist,
      P.PaymentActionLog,
      P.AgencyBroadcasterRecruitment,
      P.AgencyBroadcasterList,
      P.AgencyGuildSecurity,
      P.AgencyGuildTeam,
      P.LiveDataAnalysis,
      P.BroadcasterLiveData,
      P.AssignPkList,
      P.ActRegist,
      P.AgencyPaymentMethod,
      P.PaymentMethodEntrance,
      P.NewBroadcasterData,
      P.TutorialEntry,
    ],
    relationTab: { transfer: 1, cancel: 1 },
  },
  agencyAdmin: {
    id: "agencyAdmin",
    role: AccountRole.Agency,
    subRole: AccountSubRole.Admin,
    agentRole: AgentRole.MANAGER,
    status: AccountStatus.Enabled,
    accountPermissions: [P.AgencyStat],
    agencyPermissions: [
      P.AgencyNotification,
      P.PaymentMethod,
      P.AgencyBroadcasterRecruitment,
      P.AgencyBroadcasterList,
      P.AgencyGuildSecurity,
      P.AgencyGuildTeam,
      P.LiveDataAnalysis,
      P.BroadcasterLiveData,
      P.AssignPkList,
      P.ActRegist,
      P.NewBroadcasterData,
      P.TutorialEntry,
    ],
    relationTab: { transfer: 1, cancel: 0 },
  },
  agencyManager: agencyManagerProfile,
  broker: {
    id: "broker",
    role: AccountRole.Agency,
    subRole: AccountSubRole.Manager,
    agentRole: AgentRole.BROKER,
    status: AccountStatus.Enabled,
    accountPermissions: [],
    agencyPermissions: [P.AgencyBroadcasterList, P.BroadcasterLiveData, P.TutorialEntry],
    relationTab: noRelation,
  },
  normalUser: {
    id: "normalUser",
    role: AccountRole.NormalUser,
    subRole: NO_SUB_ROLE,
    agentRole: AgentRole.NOT_AGENT,
    status: AccountStatus.Enabled,
    accountPermissions: [],
    agencyPermissions: [],
    relationTab: noRelation,
  },
  disabled: { ...agencyManagerProfile, id: "disabled", status: AccountStatus.Disabled },
};

/** Every profile id, in the order above. */
export const PROFILE_IDS: readonly ProfileId[] = ["admin", "operator", "agencySuperAdmin", "agencyAdmin", "agencyManager", "broker", "normalUser", "disabled"];

/** A profile's effective permissions: {@link unionPermissions} of its three sources (SPEC section 6). */
export function effectivePermissions(profile: RoleProfile): readonly PermissionId[] {
  return unionPermissions(profile.accountPermissions, profile.agencyPermissions, profile.relationTab);
}

/** The guard's view of a profile: role, status and effective permissions. */
export function guardUserOf(profile: RoleProfile): GuardUser {
  return { role: profile.role, status: profile.status, permissions: effectivePermissions(profile) };
}
