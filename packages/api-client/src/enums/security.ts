/** Guild security: bans, violations and appeals (security centre family; ours). */
import type { ValueOf } from "./value-of.ts";

/** An appeal against a ban; `None` (0) where a ban's latest appeal is reported and there is none. */
export const AppealStatus = { None: 0, Pending: 1, Accepted: 2, Rejected: 3 } as const;
/** One of {@link AppealStatus}. */
export type AppealStatus = ValueOf<typeof AppealStatus>;

/** Whether a ban is in force (QueryBanList `state`). */
export const BanState = { Current: 1, Ended: 2 } as const;
/** One of {@link BanState}. */
export type BanState = ValueOf<typeof BanState>;

/** Kind of a violation (GetAuditRecordList `violation_type`). */
export const ViolationType = { Content: 1, Behaviour: 2, Fraud: 3, Other: 4 } as const;
/** One of {@link ViolationType}. */
export type ViolationType = ValueOf<typeof ViolationType>;
