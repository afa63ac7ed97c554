/**
 * The enumerations of SPEC section 3 with their exact numbers.
 *
 * Each is an `as const` object (tree-shakable, erasable) with a same-named type
 * holding its values, so `PermissionId.AgencyBroadcasterList === 20` and a field can be typed `PermissionId`.
 */

type ValueOf<T> = T[keyof T];

/** Permission ids (SPEC section 3). Routes list the ids that open them (SPEC section 6). */
export const PermissionId = {
  ModifyAccount: 1,
  ResetPassword: 2,
  ModifySubAccount: 3,
  BatchAuth: 4,
  ActionLog: 5,
  AgencyStat: 6,
  OperatorStat: 7,
  PaymentDistributionUpload: 8,
  PaymentDistributionBackend: 9,
  PaymentBlacklist: 10,
  PaymentActionLog: 11,
  InterviewPermission: 12,
  DataPermission: 13,
  AgencyNotification: 14,
  CoreMetrics: 15,
  PaymentMethod: 17,
  PaymentMethodBankInfo: 18,
  AgencyBroadcasterRecruitment: 19,
  AgencyBroadcasterList: 20,
  AgencyGuildSecurity: 21,
  AgencyGuildTeam: 22,
  LiveDataAnalysis: 23,
  BroadcasterLiveData: 24,
  AssignPkList: 25,
  TransferRelation: 26,
  ActRegist: 27,
  AgencyPaymentMethod: 101,
  PaymentMethodEntrance: 102,
  NewBroadcasterData: 103,
  /** "tutorial entry" (104): the agency academy. */
  TutorialEntry: 104,
} as const;
/** A permission id. */
export type PermissionId = ValueOf<typeof PermissionId>;

/** Account status. */
export const AccountStatus = { Enabled: 0, Disabled: -1 } as const;
export type AccountStatus = ValueOf<typeof AccountStatus>;

/** Account role. */
export const AccountRole = { Admin: 1, Operator: 2, Agency: 3, NormalUser: 4 } as const;
export type AccountRole = ValueOf<typeof AccountRole>;

/** Account sub-role of an Agency account. */
export const AccountSubRole = {
  /** The agency agent. */
  SuperAdmin: 1,
  /** A sub-agent. */
  Admin: 2,
  Manager: 3,
} as const;
export type AccountSubRole = ValueOf<typeof AccountSubRole>;

/** Agent role in the agency, set from the self-info call; defaults to NOT_AGENT. */
export const AgentRole = { NOT_AGENT: 0, SUPER_MANAGER: 1, MANAGER: 2, BROKER: 3 } as const;
export type AgentRole = ValueOf<typeof AgentRole>;

/** Agent report user type. */
export const AgentReportUserType = {
  NoProfile: 0,
  SuperAdmin: 1,
  Operator: 2,
  AgencyAgent: 3,
  AgencySubAgent: 4,
  AgencyManager: 5,
} as const;
export type AgentReportUserType = ValueOf<typeof AgentReportUserType>;

/** KYC agent role. */
export const KycAgentRole = { AGENT: 1, AGENTCHILD: 2, BROKER: 3, APPLYING: 4, CANAPPLY: 5, OTHER: 6 } as const;
export type KycAgentRole = ValueOf<typeof KycAgentRole>;

/** KYC source and platform type. */
export const KycSource = { APP: 1, PC: 2 } as const;
export type KycSource = ValueOf<typeof KycSource>;

/** Email form mode of the KYC form. */
export const EmailFormMode = { HIDDEN: 0, REQUIRED: 1, NOTREQUIRED: 2 } as const;
export type EmailFormMode = ValueOf<typeof EmailFormMode>;

/** Role source. */
export const RoleSource = { OTHER: 0, ME: 1, PC: 2 } as const;
export type RoleSource = ValueOf<typeof RoleSource>;

/** Verify code type: how the code is delivered. */
export const VerifyCodeType = { IM: 0, PHONE_MSG: 1 } as const;
export type VerifyCodeType = ValueOf<typeof VerifyCodeType>;

/** Verify code scene. */
export const VerifyCodeScene = { SIGN: 0, CHECK_AUTH: 1, BIND_PHONE: 2 } as const;
export type VerifyCodeScene = ValueOf<typeof VerifyCodeScene>;

/** Anchor-star progress: goes from process to finish. */
export const AnchorStarProgress = { process: 1, finish: 2 } as const;
export type AnchorStarProgress = ValueOf<typeof AnchorStarProgress>;

/** Submit types. */
export const SubmitType = { AnchorSubmitAnchor: 1, AgencySubmitAnchor: 2, AgentSubmitAgent: 3 } as const;
export type SubmitType = ValueOf<typeof SubmitType>;

/**
 * User-action codes 1-9 for by-beans method and payment method tracking.
 * The spec gives the range, not the mapping; this mapping is ours (see README).
 */
export const PaymentUserAction = {
  ByBeansMethodExposure: 1,
  ByBeansMethodClick: 2,
  ByBeansMethodAdd: 3,
  ByBeansMethodOk: 4,
  ByBeansMethodCancel: 5,
  PaymentMethodExposure: 6,
  PaymentMethodClick: 7,
  PaymentMethodOk: 8,
  PaymentMethodCancel: 9,
} as const;
export type PaymentUserAction = ValueOf<typeof PaymentUserAction>;

/** Role reported with the agency-payment-method exposure (SPEC section 6). */
export const PaymentExposureRole = { Agency: 1, SubAgent: 2, Manager: 3 } as const;
export type PaymentExposureRole = ValueOf<typeof PaymentExposureRole>;

/** Permission query entry type sent to GetPermissions (SPEC section 9). */
export const PERMISSION_QUERY_ENTRY_TYPE = 3;
