/**
 * Administration calls about permissions (main API, admin section; ours: SPEC section 7 shows no
 * call for the admin pages): an account's effective permissions with where each comes from
 * (SPEC section 6), and batch authorisation (BatchAuth 4, admin route `permissions`), previewed
 * per account before it is applied.
 *
 * The server applies the rules of the accounts calls to every account of a batch (README
 * "Administration"): nobody grants a permission they do not hold (47003), changes their own
 * account (47002) or one above their own role (47004), or strips the last holder of BatchAuth
 * (47005). Each account is either fully changed or left unchanged, with its own result.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { idTag, listTag } from "#tags.ts";
import { countSchema, enumSchema } from "./shared.ts";
import { AccountRole, AccountStatus, AccountSubRole } from "#enums/account-roles.ts";
import { AdminErrorCode, permissionIdsSchema } from "./admin-accounts.ts";

/** Business codes of the batch calls, besides the accounts' codes (47002-47005, answered per account). */
export const BatchAuthErrorCode = {
  /** The batch names more accounts than {@link BATCH_AUTH_MAX_ACCOUNTS}. */
  TooManyAccounts: 47008,
} as const;

/** The most accounts one batch may change (by ids, or matching a filter). */
export const BATCH_AUTH_MAX_ACCOUNTS = 500;

/** Where a permission of the effective set comes from (SPEC section 6). */
export const permissionSources = ["user_info", "get_permissions", "relation_tab"] as const;
/** One of {@link permissionSources}: the user-info permissions, the GetPermissions ones (entry type 3), or TransferRelation from the relation-tab check. */
export type PermissionSource = (typeof permissionSources)[number];

/** POST /agent/account/access: what one account holds, each permission with its sources. */
export const getAccountAccess = defineEndpoint({
  name: "getAccountAccess",
  family: "main",
  path: "/agent/account/access",
  kind: "query",
  summary: "An account's effective permissions (user info ∪ GetPermissions ∪ TransferRelation), each with its sources.",
  request: () => z.object({ id: z.int().check(z.positive()) }),
  response: () =>
    z.object({
      id: z.int().check(z.positive()),
      username: z.string(),
      /** AccountRole: Admin 1 opens every route whatever it holds. */
      role: enumSchema(AccountRole),
      /** AccountSubRole of an Agency account; 0 otherwise. */
      sub_role: enumSchema([0, ...Object.values(AccountSubRole)]),
      /** AccountStatus: a disabled account (-1) opens nothing. */
      status: enumSchema(AccountStatus),
      /** The effective permission ids, ascending, each with where it comes from (at least one source). */
      permissions: z.array(z.object({ id: z.int(), sources: z.array(z.enum(permissionSources)) })),
      /** The relation-tab check (manage anchor `QryAnchorRelationChgTabVisible`): transfer and cancel, 0 or 1. */
      relation: z.object({ transfer: z.int(), cancel: z.int() }),
    }),
  tags: ["Account"],
  provides: (result) => [idTag("Account", result.id)],
  errors: [AdminErrorCode.AccountNotFound],
});

/** Which accounts a batch changes: listed ids, or every account matching the accounts list's filter. */
const batchTargets = {
  /** The chosen accounts' ids (empty when `filter` is used). */
  account_ids: z.array(z.int().check(z.positive())).check(z.maxLength(BATCH_AUTH_MAX_ACCOUNTS)),
  /** Every account matching this filter (the accounts list's), instead of `account_ids`; null when ids are listed. */
  filter: z.nullable(
    z.object({
      keyword: z.optional(z.string().check(z.trim(), z.maxLength(64))),
      role: z.optional(enumSchema(AccountRole)),
      status: z.optional(enumSchema(AccountStatus)),
    }),
  ),
  /** Permission ids to add where missing. */
  grant: permissionIdsSchema,
  /** Permission ids to remove where held (never also in `grant`). */
  revoke: permissionIdsSchema,
};

/** The fields {@link validBatch} reads. */
interface BatchShape {
  readonly account_ids: readonly number[];
  readonly filter: object | null;
  readonly grant: readonly number[];
  readonly revoke: readonly number[];
}

/**
 * Whether a batch request can be saved: accounts by ids or by a filter (exactly one), at least one
 * permission to grant or revoke, none in both. Otherwise the call answers 40000 (invalid request).
 */
export const validBatch = (b: BatchShape): boolean =>
  b.account_ids.length > 0 !== (b.filter !== null) && b.grant.length + b.revoke.length > 0 && !b.grant.some((id) => b.revoke.includes(id));

const batchCheck = z.refine<BatchShape>(validBatch, { message: "Choose accounts and at least one permission to grant or revoke, none in both" });

/** What a batch does to one account. */
export const batchOutcomes = ["changed", "unchanged", "refused"] as const;

/** One account's line of a preview or a result. */
export const batchAccountSchema = z.object({
  id: z.int().check(z.positive()),
  username: z.string(),
  /** `changed`: its permissions change (or, applied, changed); `unchanged`: nothing to do; `refused`: a rule stops it, see `code`. */
  outcome: z.enum(batchOutcomes),
  /** The rule's code for `refused` (47002 own account, 47003 permission not held, 47004 role above, 47005 last BatchAuth holder, 47006 changed meanwhile); 0 otherwise. */
  code: z.int(),
  /** Its own permission ids before and after, ascending (after = before for `unchanged` and `refused`). */
  before: z.array(z.int()),
  after: z.array(z.int()),
});
/** One account's line of a batch. */
export type BatchAccount = z.infer<typeof batchAccountSchema>;

/** A batch's answer: one line per account (ascending usernames) and the totals. */
const batchAnswer = z.object({
  accounts: z.array(batchAccountSchema),
  changed: countSchema,
  unchanged: countSchema,
  refused: countSchema,
});

/** POST /agent/permission/batchPreview (BatchAuth): what a batch would do to each account; changes nothing. */
export const previewBatchAuth = defineEndpoint({
  name: "previewBatchAuth",
  family: "main",
  path: "/agent/permission/batchPreview",
  summary: "What granting and revoking permissions would do to each account, checked by the same rules; nothing is changed.",
  request: () => z.object(batchTargets).check(batchCheck),
  response: () => batchAnswer,
  tags: ["Account"],
  invalidates: () => [],
  errors: [BatchAuthErrorCode.TooManyAccounts],
});

/**
 * POST /agent/permission/batchApply (BatchAuth): applies a batch, each account in a transaction of
 * its own. Idempotent by `batch_id`: sent again, an account the batch already changed answers its
 * first result and is not changed twice.
 */
export const applyBatchAuth = defineEndpoint({
  name: "applyBatchAuth",
  family: "main",
  path: "/agent/permission/batchApply",
  summary: "Grant and revoke permissions on many accounts; each account is fully changed or unchanged; idempotent by batch_id.",
  request: () => z.object({ ...batchTargets, batch_id: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)) }).check(batchCheck),
  response: () => batchAnswer,
  tags: ["Account"],
  invalidates: () => [listTag("Account")],
  errors: [BatchAuthErrorCode.TooManyAccounts],
});

/** Every permissions declaration. */
export const adminPermissionsEndpoints = [getAccountAccess, previewBatchAuth, applyBatchAuth] as const;
