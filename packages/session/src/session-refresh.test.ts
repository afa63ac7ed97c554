import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { abortUnwatchedQueries } from "@agent-portal/api-client/base-api";
import { resetApiClientConfig } from "@agent-portal/api-client/transport";
import type { VisibilitySource } from "./refresh-loop.ts";
import { refreshUserInfo, startSessionRefresh } from "./session-refresh.ts";
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
    const { store, requests } = createTestSessionStore({ "main /agent/user/info": () => answer }, { token: "tok" });
    expect(await store.dispatch(refreshUserInfo())).toBe(true);
    answer = { code: 0, data: createTestLoginUser({ username: "after" }) };
    expect(await store.dispatch(refreshUserInfo())).toBe(true);
    expect(store.getState().session.loginUser?.username).toBe("after");
    expect(requests).toHaveLength(2);
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
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(store.dispatch(abortUnwatchedQueries())).toBe(1);
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
