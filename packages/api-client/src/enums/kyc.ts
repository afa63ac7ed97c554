/**
 * Identity verification (KYC): who fills the form, how, and where a submission stands
 * (SPEC section 3, "Enumerations"; live_agent_front and live_agent_portal KYC calls).
 */
import type { ValueOf } from "./value-of.ts";

/** KYC agent role (live_agent_front GetKycConfig / GetUserRole `role`): decides which KYC form the user fills. */
export const KycAgentRole = { AGENT: 1, AGENTCHILD: 2, BROKER: 3, APPLYING: 4, CANAPPLY: 5, OTHER: 6 } as const;
/** One of {@link KycAgentRole}. */
export type KycAgentRole = ValueOf<typeof KycAgentRole>;

/** KYC source and platform type: APP (the webview) or PC (the desktop portal). */
export const KycSource = { APP: 1, PC: 2 } as const;
/** One of {@link KycSource}. */
export type KycSource = ValueOf<typeof KycSource>;

/** Email form mode of the KYC form (GetKycConfig `email_mode`): hidden, required or optional. */
export const EmailFormMode = { HIDDEN: 0, REQUIRED: 1, NOTREQUIRED: 2 } as const;
/** One of {@link EmailFormMode}. */
export type EmailFormMode = ValueOf<typeof EmailFormMode>;

/**
 * KYC status of a person (ours): not submitted, under review, approved, rejected (see
 * `reject_reason`), recheck required (documents expired or flagged; submit again with
 * submitRecheckKycInfo).
 */
export const KycStatus = { NotSubmitted: 0, UnderReview: 1, Approved: 2, Rejected: 3, RecheckRequired: 4 } as const;
/** One of {@link KycStatus}. */
export type KycStatus = ValueOf<typeof KycStatus>;

/** Identity document type (ours). */
export const IdType = { IdentityCard: 1, Passport: 2, DrivingLicence: 3, ResidencePermit: 4 } as const;
/** One of {@link IdType}. */
export type IdType = ValueOf<typeof IdType>;

/** What a KYC check is for (live_agent_portal checkKyc `scene`; ours). */
export const KycCheckScene = { ApplyAsAgent: 1, JoinAgency: 2, WithdrawIncome: 3 } as const;
/** One of {@link KycCheckScene}. */
export type KycCheckScene = ValueOf<typeof KycCheckScene>;
