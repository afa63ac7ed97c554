import { describe, expect, it } from "vitest";
import { PROFILES, effectivePermissions } from "@agent-portal/permissions/profiles";
import type { ProfileId } from "@agent-portal/permissions/profiles";
import { AccountRole, AccountStatus } from "@agent-portal/api-client/enums";
import { parseParams } from "@agent-portal/app-runtime/url-state/param-codecs";
import { accountActions, creationOf } from "./account-actions.ts";
import { ADMIN_ACCOUNTS_SPEC, adminAccountsRequest, hasAdminAccountsFilters } from "./accounts-params.ts";

const values = (query: string) => parseParams(ADMIN_ACCOUNTS_SPEC, new URLSearchParams(query));

describe("the Accounts list's URL", () => {
  it("sends page and size, and no filter when none is set", () => {
    expect(adminAccountsRequest(values("page=2&size=50"))).toEqual({ page: 2, page_size: 50 });
    expect(hasAdminAccountsFilters(values(""))).toBe(false);
  });

  it("sends the trimmed search, role and status", () => {
    const view = values(`q=%20agency%20&role=${String(AccountRole.Agency)}&status=${String(AccountStatus.Disabled)}`);
    expect(adminAccountsRequest(view)).toMatchObject({ keyword: "agency", role: AccountRole.Agency, status: AccountStatus.Disabled });
    expect(hasAdminAccountsFilters(view)).toBe(true);
  });

  it("drops a role or status that does not exist", () => {
    expect(adminAccountsRequest(values("role=9&status=5"))).toEqual({ page: 1, page_size: 20 });
  });
});

describe("which account actions each role sees (the server refuses the same: sandbox admin.test.ts)", () => {
  const actor = (id: ProfileId, username: string) => ({ permissions: effectivePermissions(PROFILES[id]), isAdmin: PROFILES[id].role === AccountRole.Admin, username });
  const other = { username: "someone.else" };
  const table: readonly [ProfileId, "account" | "subAccount" | null, { edit: boolean; status: boolean; reset: boolean }][] = [
    ["admin", "account", { edit: true, status: true, reset: true }],
    ["operator", null, { edit: false, status: false, reset: false }],
    // ModifySubAccount: "New sub-account" (createSubAccount; the sandbox refuses the others, 30001).
    ["agencySuperAdmin", "subAccount", { edit: true, status: true, reset: true }],
    ["agencyAdmin", null, { edit: false, status: false, reset: false }],
    ["agencyManager", null, { edit: false, status: false, reset: false }],
    ["broker", null, { edit: false, status: false, reset: false }],
    ["normalUser", null, { edit: false, status: false, reset: false }],
  ];
  it.each(table)("%s", (id, creation, actions) => {
    expect(creationOf(actor(id, "me"))).toBe(creation);
    expect(accountActions(actor(id, "me"), other)).toEqual(actions);
  });

  it("shows no action on the user's own account", () => {
    expect(accountActions(actor("admin", "admin"), { username: "admin" })).toEqual({ edit: false, status: false, reset: false });
  });
});
