/**
 * Administration calls of data permissions (main API, admin route `data-permissions`,
 * DataPermission 13; ours: SPEC section 7 shows no call for the admin pages). An admin's or
 * operator's data scope is all, chosen regions (of `/agent/permission/getRegions`), chosen
 * agencies, or its own agency only; the server's data-scope rule applies it to every data-center,
 * region, export and payment call. Agency and other accounts are scoped by their memberships and
 * have no data permissions to set.
 *
 * The server enforces the rules (README "Administration"): nobody grants a scope wider than their
 * own (47009), changes their own account (47002) or one above their own role (47004); a change
 * sent with an old `version` is refused (47006). Every change is written to the action log with
 * the scope before and after.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import type { ResponseOf } from "./define.ts";
import { idTag, listTag } from "#tags.ts";
import { countSchema, enumSchema, exportAnswerSchema } from "./shared.ts";
import { AdminErrorCode, accountFilters, accountRowSchema, scopeKindSchema } from "./admin-accounts.ts";
import { AccountRole } from "#enums/account-roles.ts";

/** Business codes of the data-permission calls, besides the accounts' codes (ours). */
export const DataScopeErrorCode = {
  /** The scope is wider than the caller's own: `all` without seeing all, or a region or agency outside it. */
  ScopeWiderThanOwn: 47009,
  /** The account's scope cannot be set so: an agency or other account (scoped by its memberships), `agency` for an account in no agency, or an unknown region or agency. */
  ScopeNotApplicable: 47010,
  /** A region cannot be removed from the scopes: it is the only entry of the listed accounts' scopes (an admin's empty scope would read as all). */
  RegionLastInScope: 47012,
} as const;

/** The scope kinds an admin sets (`none` is only what an operator without data permissions has). */
export const settableScopeKinds = ["all", "regions", "agencies", "agency"] as const;
/** One of {@link settableScopeKinds}. */
export type SettableScopeKind = (typeof settableScopeKinds)[number];

/** The most regions or agencies one scope lists. */
export const DATA_SCOPE_MAX_ITEMS = 500;

/** An agency as the scope pages name it. */
export const scopeAgencySchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string(),
  bigo_id: z.string(),
  /** The region the agency belongs to (`getRegions` id). */
  region_id: z.int(),
});
/** One agency of a scope. */
export type ScopeAgency = z.infer<typeof scopeAgencySchema>;

/** POST /agent/account/dataScope (DataPermission): one account's data scope, as set and as it reaches. */
export const getDataScope = defineEndpoint({
  name: "getDataScope",
  family: "main",
  path: "/agent/account/dataScope",
  kind: "query",
  summary: "An account's data scope: its kind, the chosen regions or agencies, and how many agencies it reaches.",
  request: () => z.object({ id: z.int().check(z.positive()) }),
  response: () =>
    z.object({
      id: z.int().check(z.positive()),
      /** What the scope is (the accounts list's `scope_kind`). */
      kind: scopeKindSchema,
      /** False for agency and other accounts: their scope follows their memberships and is not set here. */
      settable: z.boolean(),
      /** The chosen region ids (`regions` kind), ascending; empty otherwise. */
      region_ids: z.array(z.int()),
      /** The chosen agencies (`agencies` kind), by name; empty otherwise. */
      agencies: z.array(scopeAgencySchema),
      /** The agency the account is a member of (what `agency` means for it); null when it is in none. */
      own_agency: z.nullable(scopeAgencySchema),
      /** How many agencies the scope reaches now; null for `all`. */
      agency_count: z.nullable(countSchema),
    }),
  tags: ["Account"],
  provides: (result) => [idTag("Account", result.id)],
  errors: [AdminErrorCode.AccountNotFound],
});

/** The answer of {@link getDataScope}. */
export type DataScopeAnswer = ResponseOf<typeof getDataScope>;

/** POST /agent/account/scopeAgencies (DataPermission): the agencies the caller may put in a scope (those of its own), by name. */
export const getScopeAgencies = defineEndpoint({
  name: "getScopeAgencies",
  family: "main",
  path: "/agent/account/scopeAgencies",
  kind: "query",
  summary: "The agencies within the caller's own data scope, by name (at most 500), to choose a scope's agencies from.",
  request: () => z.object({}),
  response: () => z.object({ list: z.array(scopeAgencySchema) }),
  tags: ["Regions"],
});

/** The fields {@link validScope} reads. */
interface ScopeShape {
  readonly kind: SettableScopeKind;
  readonly region_ids: readonly number[];
  readonly agency_ids: readonly number[];
}

/** Whether a scope can be saved: `regions` with at least one region and no agency, `agencies` the other way round, `all` and `agency` with neither. */
export const validScope = (s: ScopeShape): boolean =>
  s.kind === "regions"
    ? s.region_ids.length > 0 && s.agency_ids.length === 0
    : s.kind === "agencies"
      ? s.agency_ids.length > 0 && s.region_ids.length === 0
      : s.region_ids.length + s.agency_ids.length === 0;

/** POST /agent/account/setDataScope (DataPermission): sets an admin's or operator's data scope; refused with 47006 when the account changed since `version`. */
export const setDataScope = defineEndpoint({
  name: "setDataScope",
  family: "main",
  path: "/agent/account/setDataScope",
  summary: "Set an account's data scope (all, regions, agencies or its own agency), never wider than the caller's own; logged with before and after.",
  request: () =>
    z
      .object({
        id: z.int().check(z.positive()),
        /** The account's version as the caller read it (accounts list). */
        version: z.int().check(z.nonnegative()),
        kind: z.enum(settableScopeKinds),
        region_ids: z.array(z.int().check(z.positive())).check(z.maxLength(DATA_SCOPE_MAX_ITEMS)),
        agency_ids: z.array(z.int().check(z.positive())).check(z.maxLength(DATA_SCOPE_MAX_ITEMS)),
      })
      .check(z.refine<ScopeShape>(validScope, { message: "Choose at least one region or agency for those kinds, and nothing for the others" })),
  response: () => accountRowSchema,
  tags: ["Account"],
  invalidates: (request) => [idTag("Account", request.id)],
  errors: [
    AdminErrorCode.SelfChange,
    AdminErrorCode.RoleAboveOwn,
    AdminErrorCode.StaleVersion,
    AdminErrorCode.AccountNotFound,
    DataScopeErrorCode.ScopeWiderThanOwn,
    DataScopeErrorCode.ScopeNotApplicable,
  ],
});

/** POST /agent/account/exportDataScope (DataPermission): the filtered accounts with their scopes as CSV (every match, not a page); the export is logged (`account.scopeExport`). */
export const exportDataScopeList = defineEndpoint({
  name: "exportDataScopeList",
  family: "main",
  path: "/agent/account/exportDataScope",
  kind: "query",
  summary: "The filtered data-permissions list (each account's scope kind and names) as a CSV download; the export is logged.",
  request: () => z.object(accountFilters),
  response: () => exportAnswerSchema,
  tags: ["Account"],
  provides: () => [listTag("Account")],
});

/** One account whose scope lists the region {@link removeScopeRegion} removes. */
export const regionUserSchema = z.object({
  id: z.int().check(z.positive()),
  username: z.string(),
  nick_name: z.string(),
  /** AccountRole: Admin 1 or Operator 2 (the accounts with data permissions). */
  role: enumSchema(AccountRole),
  /** The region is the only entry of its scope: removing it would leave the scope empty (refused, 47012). */
  left_empty: z.boolean(),
});
/** One account of a {@link removeScopeRegion} answer. */
export type RegionUser = z.infer<typeof regionUserSchema>;

/**
 * POST /agent/account/removeScopeRegion (DataPermission): removes one region (`getRegions` id)
 * from every data scope that lists it. Without `confirm` nothing changes: the answer lists the
 * accounts whose scope uses the region (`outcome: "preview"`). With `confirm` the region leaves each
 * of those scopes, each change logged as `account.scope` (`outcome: "removed"`), unless it is the
 * only entry of some scope: then nothing changes, the answer is `outcome: "refused"` with code
 * 47012 and lists the accounts, those scopes marked `left_empty`.
 */
export const removeScopeRegion = defineEndpoint({
  name: "removeScopeRegion",
  family: "main",
  path: "/agent/account/removeScopeRegion",
  summary: "Remove a region from every data scope that lists it; answers the accounts affected, and refuses (47012) while it is the only entry of a scope.",
  request: () => z.object({ region_id: z.int().check(z.positive()), confirm: z.boolean() }),
  response: () =>
    z.object({
      region_id: z.int(),
      outcome: z.enum(["preview", "removed", "refused"]),
      /** 0, or 47012 (RegionLastInScope) when some listed scope would be left empty. */
      code: z.int(),
      /** The accounts whose scope lists (listed) the region, by username. */
      accounts: z.array(regionUserSchema),
    }),
  tags: ["Account"],
  invalidates: (_request, result) => (result.outcome === "removed" ? [listTag("Account")] : []),
  errors: [DataScopeErrorCode.ScopeNotApplicable, AdminErrorCode.SelfChange, AdminErrorCode.RoleAboveOwn],
});

/** Every data-permission declaration. */
export const adminDataScopeEndpoints = [getDataScope, getScopeAgencies, setDataScope, exportDataScopeList, removeScopeRegion] as const;
