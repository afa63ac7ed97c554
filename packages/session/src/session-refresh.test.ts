import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { abortUnwatchedQueries } from "@agent-portal/api-client/base-api";
import { resetApiClientConfig } from "@agent-portal/api-client/transport";
import type { VisibilitySource } from "./refresh-loop.ts";
import { PermissionId } from "@agent-portal/permissions/ids";
import { selectEffectivePermissions } from "./selectors.ts";
import { refreshUserInfo, startSessionRefresh } from "./session-refresh.ts";
import { agencyPermissionsReceived } from "./session-slice.ts";
import type { FakeAnswer } from "./test-store.ts";
import { createTestSessionStore } from "./test-store.ts";
import { createTestLoginUser } from "./test-support.ts";

const FIVE_MINUTES = 300_000;

afterEach(() => {
  vi.useRealTimers();
  resetApiClientConfig();
});

describe("refreshUserInfo", () => {
  it("refetches user info into the slice", async () => {
    let answer: FakeAnswer = { code: 0, data: createTestLoginUser({ username: "before" }) };
    const { store, requests } = createTestSessionStore(
      { "main /agent/user/info": () => answer, "liveAgentService /GetPermissions": { code: 1, data: { permissions: [] } } },
      { token: "tok" },
    );
    expect(await store.dispatch(refreshUserInfo())).toBe(true);
    answer = { code: 0, data: createTestLoginUser({ username: "after" }) };
    expect(await store.dispatch(refreshUserInfo())).toBe(true);
    expect(store.getState().session.loginUser?.username).toBe("after");
    expect(requests.filter((request) => request.path === "/agent/user/info")).toHaveLength(2);
  });

  it("refetches the agency permissions beside it: a member removed from the team loses the team's route (issue 22)", async () => {
    let agency: readonly number[] = [PermissionId.AgencyGuildTeam, PermissionId.AgencyBroadcasterList];
    const { store } = createTestSessionStore(
      {
        "main /agent/user/info": { code: 0, data: createTestLoginUser() },
        "liveAgentService /GetPermissions": () => ({ code: 1, data: { permissions: agency } }),
      },
      { token: "tok" },
    );
    await store.dispatch(refreshUserInfo());
    expect(selectEffectivePermissions(store.getState())).toContain(PermissionId.AgencyGuildTeam);
    agency = [];
    await store.dispatch(refreshUserInfo());
    expect(selectEffectivePermissions(store.getState())).not.toContain(PermissionId.AgencyGuildTeam);
  });

  it("keeps the agency permissions held when only GetPermissions fails", async () => {
    const { store: failing } = createTestSessionStore({ "main /agent/user/info": { code: 0, data: createTestLoginUser() } }, { token: "tok" });
    failing.dispatch(agencyPermissionsReceived([PermissionId.AgencyGuildTeam]));
    expect(await failing.dispatch(refreshUserInfo())).toBe(true);
    expect(failing.getState().session.agencyPermissions).toEqual([PermissionId.AgencyGuildTeam]);
    expect(failing.getState().session.refreshFailures).toBe(0);
  });

  it("counts a failed refetch", async () => {
    const { store } = createTestSessionStore({ "main /agent/user/info": { code: 20003 } }, { token: "tok" });
    expect(await store.dispatch(refreshUserInfo())).toBe(false);
    expect(store.getState().session.refreshFailures).toBe(1);
    expect(store.getState().session.tokenErrors).toBe(1);
  });

  it("counts nothing when a route change aborts the refetch (abortUnwatchedQueries)", async () => {
    const { store, requests } = createTestSessionStore({ "main /agent/user/info": () => new Promise<FakeAnswer>(() => undefined) }, { token: "tok" });
    const pending = store.dispatch(refreshUserInfo());
    await vi.waitFor(() => expect(requests.filter((request) => request.path === "/agent/user/info")).toHaveLength(1));
    expect(store.dispatch(abortUnwatchedQueries())).toBeGreaterThanOrEqual(1);
    expect(await pending).toBe(false);
    expect(store.getState().session.refreshFailures).toBe(0);
  });

  it("does nothing without a token", async () => {
    const { store, requests } = createTestSessionStore({});
    expect(await store.dispatch(refreshUserInfo())).toBe(false);
    expect(requests).toHaveLength(0);
  });
});

describe("startSessionRefresh", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  });

  it("refetches user info every 5 minutes while visible, and at once when visible again", async () => {
    const listeners = new Set<() => void>();
    const doc = {
      visibilityState: "visible" as DocumentVisibilityState,
      addEventListener: (_type: "visibilitychange", listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: "visibilitychange", listener: () => void) => listeners.delete(listener),
    } satisfies VisibilitySource;
    const setVisibility = (state: DocumentVisibilityState) => {
      doc.visibilityState = state;
      for (const listener of listeners) listener();
    };
    const { store, requests } = createTestSessionStore({ "main /agent/user/info": { code: 0, data: createTestLoginUser() } }, { token: "tok" });
    const userInfoCalls = () => requests.filter((request) => request.path === "/agent/user/info").length;

    const stop = startSessionRefresh(store.dispatch, { document: doc });
    await vi.advanceTimersByTimeAsync(FIVE_MINUTES);
    await vi.waitFor(() => expect(userInfoCalls()).toBe(1));
    setVisibility("hidden");
    await vi.advanceTimersByTimeAsync(FIVE_MINUTES * 3);
    expect(userInfoCalls()).toBe(1);
    setVisibility("visible");
    await vi.waitFor(() => expect(userInfoCalls()).toBe(2));
    stop();
    await vi.advanceTimersByTimeAsync(FIVE_MINUTES * 3);
    expect(userInfoCalls()).toBe(2);
    expect(listeners.size).toBe(0);
  });
});
