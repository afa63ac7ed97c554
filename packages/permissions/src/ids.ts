/**
 * Permission ids (SPEC section 3) with their exact numbers. The other enumerations of SPEC
 * section 3 (account status, roles, KYC, verify codes, submit types, ...) and every status the
 * contract carries live in `@agent-portal/api-client/enums`; permission ids stay here, with the
 * route table they gate.
 *
 * An `as const` object (tree-shakable, erasable) with a same-named type holding its values,
 * so `PermissionId.AgencyBroadcasterList === 20` and a field can be typed `PermissionId`.
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
