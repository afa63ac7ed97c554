import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { abortUnwatchedQueries } from "@agent-portal/api-client/base-api";
import { resetApiClientConfig } from "@agent-portal/api-client/transport";
import type { VisibilitySource } from "./refresh-loop.ts";
import { PermissionId } from "@agent-portal/permissions/ids";
import { selectEffectivePermissions } from "./selectors.ts";
import { refreshUserInfo, revalidateAccess, startSessionRefresh } from "./session-refresh.ts";
import { agencyPermissionsReceived } from "./session-slice.ts";
import type { FakeAnswer } from "./test-store.ts";
import { createTestSessionStore } from "./test-store.ts";
import { createTestLoginUser } from "./test-support.ts";

const FIVE_MINUTES = 300_000;

afterEach(() => {
  vi.useRealTimers();
  resetApiClientConfig();
});

describe("revalidateAccess (issue 22: routes lost at the next guarded navigation)", () => {
  it("asks user info and GetPermissions again, bypassing the cache; an unchanged answer changes no state; a running one is joined", async () => {
    let agency: readonly number[] = [PermissionId.AgencyGuildTeam];
    const { store, requests } = createTestSessionStore(
      {
        "main /agent/user/info": () => ({ code: 0, data: createTestLoginUser() }),
        "liveAgentService /GetPermissions": () => ({ code: 1, data: { permissions: agency } }),
      },
      { token: "tok" },
    );
    expect(await store.dispatch(revalidateAccess())).toBe(true);
    expect(store.getState().session.agencyPermissions).toEqual([PermissionId.AgencyGuildTeam]);
    const held = store.getState().session;
    expect(await store.dispatch(revalidateAccess())).toBe(true);
    // The same answers: the state is the one held, so nothing re-renders.
    expect(store.getState().session).toBe(held);
    agency = [];
    const [first, second] = await Promise.all([store.dispatch(revalidateAccess()), store.dispatch(revalidateAccess())]);
    expect([first, second]).toEqual([true, true]);
    expect(store.getState().session.agencyPermissions).toEqual([]);
    expect(requests.filter((request) => request.path === "/GetPermissions")).toHaveLength(3);
    expect(requests.filter((request) => request.path === "/agent/user/info")).toHaveLength(3);
  });

  it("keeps the permissions held when user info fails, without counting toward the re-login confirm; sends nothing without a token", async () => {
    const { store } = createTestSessionStore(
      { "main /agent/user/info": { code: 50000 }, "liveAgentService /GetPermissions": { code: 1, data: { permissions: [] } } },
      { token: "tok" },
    );
    store.dispatch(agencyPermissionsReceived([PermissionId.AgencyGuildTeam]));
    expect(await store.dispatch(revalidateAccess())).toBe(false);
    expect(store.getState().session.agencyPermissions).toEqual([PermissionId.AgencyGuildTeam]);
    expect(store.getState().session.refreshFailures).toBe(0);
    const { store: loggedOut, requests } = createTestSessionStore({});
    expect(await loggedOut.dispatch(revalidateAccess())).toBe(false);
    expect(requests).toHaveLength(0);
  });
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

  it("is not aborted by a route change (abortUnwatchedQueries): the session's reads are watched while they run", async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const { store, requests } = createTestSessionStore(
      {
        "main /agent/user/info": () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
        "liveAgentService /GetPermissions": { code: 1, data: { permissions: [] } },
      },
      { token: "tok" },
    );
    const pending = store.dispatch(refreshUserInfo());
    await vi.waitFor(() => expect(requests.filter((request) => request.path === "/agent/user/info")).toHaveLength(1));
    expect(store.dispatch(abortUnwatchedQueries())).toBe(0);
    answer({ code: 0, data: createTestLoginUser({ username: "after" }) });
    expect(await pending).toBe(true);
    expect(store.getState().session.loginUser?.username).toBe("after");
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
