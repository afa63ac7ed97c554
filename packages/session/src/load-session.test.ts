import { afterEach, describe, expect, it, vi } from "vitest";
import { resetApiClientConfig } from "@agent-portal/api-client/transport";
import { PermissionId } from "@agent-portal/permissions/ids";
import { AgentRole } from "@agent-portal/api-client/enums";
import { loadSession } from "./load-session.ts";
import { selectEffectivePermissions, selectGuardUser } from "./selectors.ts";
import { loggedIn, loggedOut } from "./session-slice.ts";
import type { FakeAnswer, FakeRoutes } from "./test-store.ts";
import { createTestSessionStore } from "./test-store.ts";
import { createTestLoginUser, createTestRegions } from "./test-support.ts";

const user = createTestLoginUser({ permissions: [PermissionId.AgencyBroadcasterList] });

/** A backend that answers every session call successfully (C++-style families answer code 1). */
function sessionRoutes(overrides: FakeRoutes = {}): FakeRoutes {
  return {
    "main /agent/user/info": { code: 0, data: user },
    "liveAgentService /GetPermissions": { code: 1, data: { permissions: [PermissionId.AgencyBroadcasterRecruitment] } },
    "main /agent/permission/getRegions": { code: 0, data: createTestRegions() },
    "manageAnchor /QryAnchorRelationChgTabVisible": { code: 1, data: { transfer: 1, cancel: 0 } },
    "unionOss /getAgencyMemberRole": { code: 0, data: { member_list: [{ agency_uid: "2000000001", agency_name: "Sunrise Agency", role: 2 }] } },
    "liveAgentFront /GetRecomAnchorEntry": { code: 1, data: { entry: 1 } },
    "unionOss /getSelfInfo": { code: 0, data: { member_info: { uid: "1000000001", bigo_id: "self_bigo", role: 2, nick_name: "Manager", agency_uid: "2000000001" } } },
    ...overrides,
  };
}

afterEach(() => {
  resetApiClientConfig();
});

describe("loadSession", () => {
  it("loads user info, permissions, regions and the four session calls into the slice", async () => {
    const { store, requests } = createTestSessionStore(sessionRoutes(), { token: "tok" });
    const result = await store.dispatch(loadSession());
    expect(result).toEqual({ ok: true });
    const session = store.getState().session;
    expect(session.status).toBe("ready");
    expect(session.loginUser).toEqual(user);
    expect(session.agencyPermissions).toEqual([PermissionId.AgencyBroadcasterRecruitment]);
    expect(session.regions).toEqual(createTestRegions());
    expect(session).toMatchObject({ transferPermission: true, transferInOut: true, terminateAnchor: false, recommendAnchorEntry: true });
    expect(session.agentRole).toBe(AgentRole.MANAGER);
    expect(session.selfBigoId).toBe("self_bigo");
    expect(session.agencyMemberships).toEqual([{ agencyUid: "2000000001", agencyName: "Sunrise Agency", role: AgentRole.MANAGER }]);
    expect(selectEffectivePermissions(store.getState())).toEqual([PermissionId.AgencyBroadcasterRecruitment, PermissionId.AgencyBroadcasterList, PermissionId.TransferRelation]);
    expect(selectGuardUser(store.getState())).toMatchObject({ role: user.role, status: user.status });
    expect(requests.map((request) => `${request.family} ${request.path}`).sort()).toEqual(Object.keys(sessionRoutes()).sort());
  });

  it("sends a phase's calls together, and the next phase only once the first answered", async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const routes = sessionRoutes();
    const userInfo = routes["main /agent/user/info"];
    const { store, requests } = createTestSessionStore(
      { ...routes, "main /agent/user/info": async (request) => (await held, typeof userInfo === "function" ? userInfo(request) : (userInfo ?? { code: 0 })) },
      { token: "tok" },
    );
    const loading = store.dispatch(loadSession());
    await vi.waitFor(() => expect(requests.map((request) => request.path).sort()).toEqual(["/GetPermissions", "/agent/user/info"]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(2);
    answer();
    await expect(loading).resolves.toEqual({ ok: true });
    expect(requests).toHaveLength(7);
  });

  it("sends GetPermissions with entry type 3, and the token and device id on every call", async () => {
    const { store, requests, storage } = createTestSessionStore(sessionRoutes(), { token: "tok-abc" });
    await store.dispatch(loadSession());
    const permissionsCall = requests.find((request) => request.path === "/GetPermissions");
    expect(permissionsCall?.method).toBe("POST");
    expect(JSON.parse(permissionsCall?.body ?? "null")).toEqual({ permission_query_entry_type: 3 });
    expect(requests.every((request) => request.headers.get("Authorization") === "Bearer tok-abc")).toBe(true);
    const deviceId = storage.getString("device_id");
    expect(deviceId).not.toBeNull();
    expect(requests.find((request) => request.path === "/agent/user/info")?.headers.get("X-Device-Id")).toBe(deviceId);
  });

  it("fails when user info fails, and asks nothing more", async () => {
    const { store, requests } = createTestSessionStore(sessionRoutes({ "main /agent/user/info": { code: 20002, msg: "expired" } }), { token: "tok" });
    const result = await store.dispatch(loadSession());
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error?.kind).toBe("token");
    const session = store.getState().session;
    expect(session.status).toBe("failed");
    expect(session.loadError?.kind).toBe("token");
    expect(session.loginUser).toBeNull();
    expect(session.tokenErrors).toBe(1);
    // 20002 tries one token refresh (the fake has no refreshToken route, so it fails), then gives up.
    expect(requests.filter((request) => request.path === "/agent/account/refreshToken")).toHaveLength(1);
    expect(requests.filter((request) => request.path !== "/agent/account/refreshToken")).toHaveLength(2);
  });

  it("fails when GetPermissions fails", async () => {
    const { store } = createTestSessionStore(sessionRoutes({ "liveAgentService /GetPermissions": { code: 5000, msg: "down" } }), { token: "tok" });
    const result = await store.dispatch(loadSession());
    expect(!result.ok && result.error?.kind).toBe("business");
    expect(store.getState().session.status).toBe("failed");
  });

  it("leaves defaults when the session flag calls fail, and still succeeds", async () => {
    const failing: FakeAnswer = { code: 7001, msg: "flag service down" };
    const { store, events } = createTestSessionStore(
      sessionRoutes({
        "manageAnchor /QryAnchorRelationChgTabVisible": failing,
        "unionOss /getAgencyMemberRole": failing,
        "liveAgentFront /GetRecomAnchorEntry": failing,
        "unionOss /getSelfInfo": failing,
      }),
      { token: "tok" },
    );
    const result = await store.dispatch(loadSession());
    expect(result).toEqual({ ok: true });
    const session = store.getState().session;
    expect(session).toMatchObject({
      status: "ready",
      transferPermission: false,
      transferInOut: false,
      terminateAnchor: false,
      recommendAnchorEntry: false,
      agentRole: AgentRole.NOT_AGENT,
    });
    expect(session.relationTab).toBeNull();
    expect(selectEffectivePermissions(store.getState())).not.toContain(PermissionId.TransferRelation);
    expect(events.filter((event) => event.type === "abnormal")).toHaveLength(4);
    expect(session.tokenErrors).toBe(0);
  });

  it("sends nothing without a token", async () => {
    const { store, requests } = createTestSessionStore(sessionRoutes());
    expect(await store.dispatch(loadSession())).toEqual({ ok: false, error: null });
    expect(requests).toHaveLength(0);
    expect(store.getState().session.status).toBe("anonymous");
  });

  it("shares one load between concurrent calls", async () => {
    const { store, requests } = createTestSessionStore(sessionRoutes(), { token: "tok" });
    const [first, second] = await Promise.all([store.dispatch(loadSession()), store.dispatch(loadSession())]);
    expect(first).toEqual({ ok: true });
    expect(second).toBe(first);
    expect(requests.filter((request) => request.path === "/agent/user/info")).toHaveLength(1);
    await store.dispatch(loadSession());
    expect(requests.filter((request) => request.path === "/agent/user/info")).toHaveLength(2);
  });

  it("drops the answers when the user logs out while loading", async () => {
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const routes = sessionRoutes({
      "main /agent/user/info": async () => {
        await gate;
        return { code: 0, data: user };
      },
    });
    const { store } = createTestSessionStore(routes, { token: "tok" });
    const pending = store.dispatch(loadSession());
    store.dispatch(loggedOut());
    release();
    expect(await pending).toEqual({ ok: false, error: null });
    expect(store.getState().session.loginUser).toBeNull();
  });

  it("loads the new user after a login", async () => {
    const { store } = createTestSessionStore(sessionRoutes());
    store.dispatch(loggedIn({ token: "fresh" }));
    expect(await store.dispatch(loadSession())).toEqual({ ok: true });
    expect(store.getState().session.loginUser?.username).toBe(user.username);
  });
});
