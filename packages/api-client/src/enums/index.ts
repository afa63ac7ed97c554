/**
 * Every domain enumeration, in one place: the enumerations of SPEC section 3 (permission ids
 * aside, which `@agent-portal/permissions` owns with the route table) and every status, state,
 * type and role the contract's schemas carry. Each is an `as const` object with a same-named
 * union type of its values (`ContractStatus.Terminated === 4`, a field typed `ContractStatus`);
 * the contract builds its zod schemas from them (`enumSchema` of `contract/shared`), and the
 * sandbox and the apps compare with them, never with bare numbers (the lint rule
 * `no-restricted-syntax` of `tooling/eslint/enum-comparisons.js` fails on one).
 *
 * Plain constants: importing this subpath pulls neither zod nor the transport.
 */
export * from "./account-roles.ts";
export * from "./account.ts";
export * from "./activity.ts";
export * from "./apply.ts";
export * from "./broadcaster.ts";
export * from "./invite.ts";
export * from "./kyc.ts";
export * from "./live-data.ts";
export * from "./notification.ts";
export * from "./interview.ts";
export * from "./payment.ts";
export * from "./progress.ts";
export * from "./recruit.ts";
export * from "./relation.ts";
export * from "./security.ts";
export * from "./verify-code.ts";
export { enumValueOf } from "./value-of.ts";
export type { ValueOf } from "./value-of.ts";
export * from "./payment-user-action.ts";
