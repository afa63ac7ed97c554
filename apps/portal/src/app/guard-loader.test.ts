import { createMockLoginUser } from "@agent-portal/api-client/mocks/main";
import { decideNavigation } from "@agent-portal/permissions/guard-decision";
import { PermissionId } from "@agent-portal/permissions/ids";
import { AccountRole } from "@agent-portal/api-client/enums";
import { PROFILE_IDS, PROFILES, guardUserOf } from "@agent-portal/permissions/profiles";
import { allRoutes, chainOf } from "@agent-portal/permissions/route-table";
import { createTestSessionStore } from "@agent-portal/session/test-store";
import type { FakeRoutes } from "@agent-portal/session/test-store";
import { isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { loginPathFor, runGuard } from "./guard-loader.ts";

const here = "http://portal.test/agent/guild/security/violations?page=2";

/** A backend where the user has the given account permissions and nothing else. */
function backendFor(permissions: number[], role: AccountRole = AccountRole.Agency): FakeRoutes {
  return {
    "main /agent/user/info": { code: 0, data: createMockLoginUser({ role, permissions }) },
    "liveAgentService /GetPermissions": { code: 1, data: { permissions: [] } },
    "main /agent/permission/getRegions": { code: 0, data: [] },
    "manageAnchor /QryAnchorRelationChgTabVisible": { code: 1, data: { transfer: 0, cancel: 0 } },
    "unionOss /getAgencyMemberRole": { code: 0, data: { member_list: [] } },
    "liveAgentFront /GetRecomAnchorEntry": { code: 1, data: { entry: 0 } },
    "unionOss /getSelfInfo": { code: 0, data: { member_info: { uid: "1", bigo_id: "b", role: 0, nick_name: "n", agency_uid: "" } } },
  };
}

async function outcome(promise: Promise<void>): Promise<{ kind: "allow" } | { kind: "redirect"; to: string } | { kind: "status"; status: number }> {
  try {
    await promise;
    return { kind: "allow" };
  } catch (thrown) {
    if (thrown instanceof Response) return { kind: "redirect", to: thrown.headers.get("Location") ?? "" };
    if (isRouteErrorResponse(thrown)) return { kind: "status", status: thrown.status };
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status !== undefined) return { kind: "status", status: init.status };
    throw thrown;
  }
}

describe("runGuard", () => {
  it("sends a visitor without a token to login, carrying the encoded current URL", async () => {
    const { store, requests } = createTestSessionStore({});
    const result = await outcome(runGuard(() => store, chainOf("GuildSecurityViolations"), here));
    expect(result).toEqual({ kind: "redirect", to: `/login?redirect=${encodeURIComponent(here)}` });
    expect(requests).toHaveLength(0);
  });

  it("loads the session on a deep link and lets a permitted user in", async () => {
    const { store } = createTestSessionStore(backendFor([PermissionId.AgencyGuildSecurity]), { token: "t-1" });
    expect(await outcome(runGuard(() => store, chainOf("GuildSecurityViolations"), here))).toEqual({ kind: "allow" });
  });

  it("answers 404 (NotFound in place) when the loaded user lacks the permission", async () => {
    const { store } = createTestSessionStore(backendFor([PermissionId.AgencyBroadcasterList]), { token: "t-1" });
    expect(await outcome(runGuard(() => store, chainOf("GuildSecurityViolations"), here))).toEqual({ kind: "status", status: 404 });
  });

  it("sends the user to login when loading the user info fails", async () => {
    const { store } = createTestSessionStore({ ...backendFor([]), "main /agent/user/info": { code: 20002, msg: "expired" } }, { token: "t-1" });
    expect(await outcome(runGuard(() => store, chainOf("GuildSecurityViolations"), here))).toEqual({
      kind: "redirect",
      to: loginPathFor(here),
    });
  });

  it("always allows Login and NotFound, even without a user", async () => {
    const { store } = createTestSessionStore({});
    expect(await outcome(runGuard(() => store, chainOf("Login"), here))).toEqual({ kind: "allow" });
    expect(await outcome(runGuard(() => store, chainOf("NotFound"), here))).toEqual({ kind: "allow" });
  });

  it("lets admins open everything", async () => {
    const { store } = createTestSessionStore(backendFor([], AccountRole.Admin), { token: "t-1" });
    expect(await outcome(runGuard(() => store, chainOf("PaymentBlacklist"), here))).toEqual({ kind: "allow" });
  });
});

describe("the guard's decision without the session", () => {
  // runGuard renders Login and NotFound without loading the store because a decision taken
  // with no user is final unless it asks to load the user. Check it over every route, both
  // builds and every reference profile (and a disabled user).
  const users = [...PROFILE_IDS.map((id) => guardUserOf(PROFILES[id])), { role: AccountRole.Admin, status: -1, permissions: [] }];

  it("is the decision any user would get, whenever it does not ask to load the user", () => {
    let final = 0;
    for (const build of ["standard", "alternative"] as const) {
      for (const route of allRoutes) {
        const chain = chainOf(route.name);
        const anonymous = decideNavigation({ chain, build, user: null, userLoad: "idle" });
        if (anonymous.type === "load-user") continue;
        final += 1;
        for (const user of users) {
          for (const userLoad of ["idle", "loaded"] as const) {
            expect(decideNavigation({ chain, build, user, userLoad }).type).toBe(anonymous.type);
          }
        }
      }
    }
    // Login and NotFound in both builds, Welcome in the alternative one.
    expect(final).toBeGreaterThanOrEqual(5);
  });

  it("lets Login and NotFound render without asking for the store", async () => {
    let asked = 0;
    const getStore = () => {
      asked += 1;
      return createTestSessionStore({}).store;
    };
    expect(await outcome(runGuard(getStore, chainOf("Login"), here))).toEqual({ kind: "allow" });
    expect(await outcome(runGuard(getStore, chainOf("NotFound"), here))).toEqual({ kind: "allow" });
    expect(asked).toBe(0);
    await outcome(runGuard(getStore, chainOf("GuildSecurityViolations"), here));
    expect(asked).toBe(1);
  });
});
