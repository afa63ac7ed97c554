/**
 * Administration calls of the main API: accounts and sub-accounts (list, create, edit, disable or
 * enable, password reset). SPEC section 7 shows no call for the admin pages (section 2: accounts,
 * permissions, action-log, data-permissions; section 6: ModifyAccount 1, ResetPassword 2,
 * ModifySubAccount 3), so these are ours, beside the main API's `/agent/permission/getRegions`.
 * Bodies follow the list conventions of the other families (snake_case, `page` / `page_size`).
 *
 * The server enforces every rule (README "Administration"): nobody grants a permission they do not
 * hold, changes their own account, or gives a role above their own; the last admin and the last
 * holder of BatchAuth are never disabled, demoted or stripped; a change sent with an old `version`
 * is refused (47006), so nothing is silently overwritten.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { idTag, listTag, rowTags } from "#tags.ts";
import { countSchema, enumSchema, exportAnswerSchema, pageFields, pageOf, secondsSchema } from "./shared.ts";
import { AccountRole, AccountStatus, AccountSubRole } from "#enums/account-roles.ts";

/** Business codes of the administration calls (ours; SPEC section 8 leaves them "not shown"). */
export const AdminErrorCode = {
  /** Another account has this username (compared trimmed and lower-case). */
  UsernameTaken: 47001,
  /** Nobody changes their own account's role, permissions, status or password here. */
  SelfChange: 47002,
  /** The change grants a permission the caller does not hold. */
  PermissionNotHeld: 47003,
  /** The change gives a role (or sub-role) above the caller's own, or touches an account above it. */
  RoleAboveOwn: 47004,
  /** The change would leave no enabled admin, or nobody holding BatchAuth. */
  LastGuardian: 47005,
  /** The account changed after the caller read it: reload it (its row names who changed it and when). */
  StaleVersion: 47006,
  /** No such account, or not one the caller manages. */
  AccountNotFound: 47007,
  /** A sub-account (ModifySubAccount) must be an Agency account with a sub-role below its creator's (SuperAdmin 1 above Admin 2 above Manager 3). */
  SubAccountRank: 47011,
} as const;
const E = AdminErrorCode;

/** A login name as an admin types it: trimmed, lower-cased by the server, 3-64 of `a-z 0-9 . _ -` once trimmed. */
export const accountUsernameSchema = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9._-]{3,64}$/));

/** Permission ids (SPEC section 3: ModifyAccount 1 ... tutorial entry 104), without duplicates. */
export const permissionIdsSchema = z.array(z.int().check(z.positive())).check(z.maxLength(64));

/** What an account's data permissions let it see: all, listed regions, listed agencies, its own agency (staff), or nothing. */
export const scopeKindSchema = z.enum(["all", "regions", "agencies", "agency", "none"]);
/** One of {@link scopeKindSchema}'s values. */
export type ScopeKind = z.infer<typeof scopeKindSchema>;

/** One account as the admin pages show it. */
export const accountRowSchema = z.object({
  /** The account's id. */
  id: z.int().check(z.positive()),
  /** Login name, lower-case. */
  username: z.string(),
  bigo_id: z.string(),
  nick_name: z.string(),
  /** AccountRole: Admin 1, Operator 2, Agency 3, NormalUser 4. */
  role: enumSchema(AccountRole),
  /** AccountSubRole of an Agency account (SuperAdmin 1, Admin 2, Manager 3); 0 otherwise. */
  sub_role: enumSchema([0, ...Object.values(AccountSubRole)]),
  /** AccountStatus: Enabled 0, Disabled -1. */
  status: enumSchema(AccountStatus),
  /** Why the account was last disabled or enabled; "" when never. */
  status_reason: z.string(),
  /** Permission ids of the account itself (answered by `user/info`), ascending. */
  permissions: z.array(z.int()),
  /** What its data permissions (or agency) let it see. */
  scope_kind: scopeKindSchema,
  /** The regions, agencies or agency of `scope_kind`, by name; empty for `all` and `none`. */
  scope_names: z.array(z.string()),
  /** Name of the agency the account works in (its highest membership); "" when none. */
  agency_name: z.string(),
  /** Last successful login, Unix seconds; 0: never. */
  last_login_time: secondsSchema,
  /** Who created the account ("" for the seeded ones). */
  created_by: z.string(),
  /** When the account was created, Unix seconds. */
  create_time: secondsSchema,
  /** Optimistic-concurrency version: send it back with a change; every change increases it. */
  version: z.int().check(z.nonnegative()),
  /** Who changed the account last ("" when never changed since it was created). */
  updated_by: z.string(),
  /** When it was last changed, Unix seconds; 0 when never. */
  update_time: secondsSchema,
});
/** One account row. */
export type AccountRow = z.infer<typeof accountRowSchema>;

/** The filters of the account list, of its export and of the data-permissions export. */
export const accountFilters = {
  /** Part of a username, Bigo ID or name (case-insensitive). */
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  /** Only this AccountRole. */
  role: z.optional(enumSchema(AccountRole)),
  /** Only this AccountStatus. */
  status: z.optional(enumSchema(AccountStatus)),
};

/** POST /agent/account/list: the accounts the caller manages, newest first. */
export const getAccountList = defineEndpoint({
  name: "getAccountList",
  family: "main",
  path: "/agent/account/list",
  kind: "query",
  summary:
    "Accounts the caller manages (ModifyAccount, ResetPassword, BatchAuth, DataPermission: all; ModifySubAccount: its sub-accounts, the accounts of its agency below its sub-role), filtered and paged.",
  request: () => z.object({ ...accountFilters, ...pageFields }),
  response: () => pageOf(accountRowSchema),
  tags: ["Account"],
  provides: (result) => rowTags("Account", result.list, (row) => row.id),
});

/** The account fields an admin sets on creation or edit. */
const accountFields = {
  nick_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  /** AccountRole: not above the caller's own. */
  role: enumSchema(AccountRole),
  /** AccountSubRole for Agency accounts; 0 otherwise. */
  sub_role: enumSchema([0, ...Object.values(AccountSubRole)]),
  /** The account's own permission ids; each one added must be held by the caller. */
  permissions: permissionIdsSchema,
};

/** A one-time password: shown once to the admin, never stored in clear, never logged. */
const oneTimePasswordSchema = z.string().check(z.minLength(12));

/** POST /agent/account/create (ModifyAccount): a new account, answered with its one-time password. */
export const createAccount = defineEndpoint({
  name: "createAccount",
  family: "main",
  path: "/agent/account/create",
  summary: "Create an account; the answer carries its one-time password, shown once.",
  request: () => z.object({ username: accountUsernameSchema, bigo_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)), ...accountFields }),
  response: () => z.object({ account: accountRowSchema, one_time_password: oneTimePasswordSchema }),
  tags: ["Account"],
  invalidates: () => [listTag("Account")],
  errors: [E.UsernameTaken, E.PermissionNotHeld, E.RoleAboveOwn],
});

/**
 * POST /agent/account/createSub (ModifySubAccount): a sub-account of the caller, answered with its
 * one-time password. A sub-account is an Agency account with a sub-role below the caller's, a
 * member (MANAGER) of the caller's agency; the caller then sees and edits it in the account list.
 * Its permissions are only ones the caller holds. The username is normalised as for accounts.
 */
export const createSubAccount = defineEndpoint({
  name: "createSubAccount",
  family: "main",
  path: "/agent/account/createSub",
  summary: "Create a sub-account (an Agency account below the caller's sub-role, in the caller's agency); the answer carries its one-time password, shown once.",
  request: () =>
    z.object({
      username: accountUsernameSchema,
      bigo_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
      nick_name: accountFields.nick_name,
      /** AccountSubRole below the caller's: Admin 2 or Manager 3 under a SuperAdmin; Manager 3 under an Admin. */
      sub_role: enumSchema(Object.values(AccountSubRole)),
      permissions: permissionIdsSchema,
    }),
  response: () => z.object({ account: accountRowSchema, one_time_password: oneTimePasswordSchema }),
  tags: ["Account"],
  invalidates: () => [listTag("Account")],
  errors: [E.UsernameTaken, E.PermissionNotHeld, E.SubAccountRank],
});

/** POST /agent/account/export: the filtered accounts the caller manages as CSV (every match, not a page); the export is logged (`account.export`). */
export const exportAccountList = defineEndpoint({
  name: "exportAccountList",
  family: "main",
  path: "/agent/account/export",
  kind: "query",
  summary: "The filtered account list as a CSV download (UTF-8 with a byte-order mark, numbers as numbers, times in UTC); the export is logged.",
  request: () => z.object(accountFilters),
  response: () => exportAnswerSchema,
  tags: ["Account"],
  provides: () => [listTag("Account")],
});

/** The account a change names and the version the caller read. */
const target = { id: z.int().check(z.positive()), version: z.int().check(z.nonnegative()) };

/** POST /agent/account/update (ModifyAccount; ModifySubAccount for its agency's sub-accounts): name, role, sub-role, permissions. */
export const updateAccount = defineEndpoint({
  name: "updateAccount",
  family: "main",
  path: "/agent/account/update",
  summary: "Change an account's name, role, sub-role and permissions; refused with 47006 when it changed since `version`.",
  request: () => z.object({ ...target, ...accountFields }),
  response: () => accountRowSchema,
  tags: ["Account"],
  invalidates: (request) => [idTag("Account", request.id)],
  errors: [E.SelfChange, E.PermissionNotHeld, E.RoleAboveOwn, E.LastGuardian, E.StaleVersion, E.AccountNotFound, E.SubAccountRank],
});

/** POST /agent/account/setStatus: disable (its sessions end at their next call) or enable (old sessions stay ended), with a reason. */
export const setAccountStatus = defineEndpoint({
  name: "setAccountStatus",
  family: "main",
  path: "/agent/account/setStatus",
  summary: "Disable or enable an account with a reason; disabling ends its sessions.",
  request: () =>
    z.object({
      ...target,
      /** AccountStatus: Enabled 0, Disabled -1. */
      status: enumSchema(AccountStatus),
      reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    }),
  response: () => z.object({ account: accountRowSchema, ended_sessions: countSchema }),
  tags: ["Account"],
  invalidates: (request) => [idTag("Account", request.id)],
  errors: [E.SelfChange, E.RoleAboveOwn, E.LastGuardian, E.StaleVersion, E.AccountNotFound],
});

/**
 * POST /agent/account/resetPassword (ResetPassword; ModifySubAccount for its agency's
 * sub-accounts): replaces the password with a one-time password answered once (nothing is sent),
 * and ends the account's sessions.
 */
export const resetAccountPassword = defineEndpoint({
  name: "resetAccountPassword",
  family: "main",
  path: "/agent/account/resetPassword",
  summary: "Replace an account's password with a one-time password, answered once; its sessions end.",
  request: () => z.object(target),
  response: () => z.object({ account: accountRowSchema, one_time_password: oneTimePasswordSchema }),
  tags: ["Account"],
  invalidates: (request) => [idTag("Account", request.id)],
  errors: [E.SelfChange, E.RoleAboveOwn, E.StaleVersion, E.AccountNotFound],
});

/** Every accounts declaration. */
export const adminAccountsEndpoints = [getAccountList, createAccount, updateAccount, setAccountStatus, resetAccountPassword, createSubAccount, exportAccountList] as const;
