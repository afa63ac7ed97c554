import { describe, expect, it } from "vitest";
import { AccountRole, AccountStatus } from "@agent-portal/api-client/enums";
import { PermissionId } from "./ids.ts";
import { guardUserOf, PROFILES } from "./profiles.ts";
import { pageAccessOf, permissionGroups } from "./route-access.ts";

const pages = (sections: ReturnType<typeof pageAccessOf>) => sections.flatMap((section) => section.pages);

describe("pageAccessOf", () => {
  it("opens every menu page for an admin and none for a disabled account", () => {
    expect(pages(pageAccessOf({ role: AccountRole.Admin, status: AccountStatus.Enabled, permissions: [] })).every((page) => page.opens)).toBe(true);
    expect(pages(pageAccessOf({ role: AccountRole.Operator, status: AccountStatus.Disabled, permissions: [10] })).some((page) => page.opens)).toBe(false);
  });

  it("says which permissions would open a closed page", () => {
    const access = pages(pageAccessOf({ role: AccountRole.Operator, status: AccountStatus.Enabled, permissions: [PermissionId.PaymentBlacklist] }));
    expect(access.find((page) => page.name === "PaymentBlacklist")).toMatchObject({ opens: true, needs: [] });
    expect(access.find((page) => page.name === "AdminPermissions")).toMatchObject({ opens: false, needs: [PermissionId.BatchAuth] });
  });

  it("agrees with the reference profiles: the broker opens the broadcaster list and not the team", () => {
    const access = pages(pageAccessOf(guardUserOf(PROFILES.broker)));
    expect(access.find((page) => page.name === "GuildTeam")?.opens).toBe(false);
    expect(access.some((page) => page.opens)).toBe(true);
  });
});

describe("permissionGroups", () => {
  it("places every permission id in exactly one group, by the first menu section gating it", () => {
    const groups = permissionGroups();
    const all = groups.flatMap((group) => group.permissions);
    expect([...all].sort((a, b) => a - b)).toEqual([...Object.values(PermissionId)].sort((a, b) => a - b));
    expect(new Set(all).size).toBe(all.length);
    expect(groups.find((group) => group.section === "Admin")?.permissions).toEqual([1, 2, 3, 4, 5, 13]);
    expect(groups.at(-1)?.section).toBeNull();
  });
});
