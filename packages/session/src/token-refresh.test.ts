import { afterEach, describe, expect, it, vi } from "vitest";
import { getUserInfo } from "@agent-portal/api-client/contract/main";
import { callEndpoint, configureApiClient, resetApiClientConfig } from "@agent-portal/api-client/transport";
import { loggedIn, loggedOut, tokenRefreshed, userInfoReceived } from "./session-slice.ts";
import type { FakeAnswer, SeenRequest } from "./test-store.ts";
import { createTestSessionStore } from "./test-store.ts";
import { createTestLoginUser } from "./test-support.ts";
import { refreshSessionToken } from "./token-refresh.ts";

afterEach(() => {
  resetApiClientConfig();
  vi.useRealTimers();
});

const bearerOf = (request: SeenRequest) => request.headers.get("Authorization");
const refreshCalls = (requests: readonly SeenRequest[]) => requests.filter((request) => request.path === "/agent/account/refreshToken");
const userInfoCalls = (requests: readonly SeenRequest[]) => requests.filter((request) => request.path === "/agent/user/info");

/** A backend whose user info answers `expiredCode` to the old token and succeeds with the new one; refreshToken answers `refresh`. */
function backend(expiredCode: number, refresh: FakeAnswer) {
  return createTestSessionStore(
    {
      "main /agent/user/info": (request) => (bearerOf(request) === "Bearer fresh-token" ? { code: 0, data: createTestLoginUser() } : { code: expiredCode }),
      "main /agent/account/refreshToken": refresh,
    },
    { token: "old-token" },
  );
}

const refreshed: FakeAnswer = { code: 0, data: { token: "fresh-token", expiresIn: 86_400 } };

describe("refreshSessionToken", () => {
  it("exchanges the token, records it with its expiry and stores both", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: 1_000_000 });
    const { store, requests, backend: stored } = backend(20002, refreshed);
    await expect(store.dispatch(refreshSessionToken())).resolves.toBe(true);
    expect(JSON.parse(refreshCalls(requests)[0]?.body ?? "null")).toEqual({ token: "old-token" });
    expect(store.getState().session).toMatchObject({ token: "fresh-token", tokenExpiresAt: 1_000_000 + 86_400_000 });
    expect(stored.getItem("token")).toBe("fresh-token");
    expect(stored.getItem("token_expires_at")).toBe(String(1_000_000 + 86_400_000));
  });

  it("answers false and keeps the token when the refresh fails, raising no token error of its own", async () => {
    const { store, events } = backend(20002, { code: 20002 });
    await expect(store.dispatch(refreshSessionToken())).resolves.toBe(false);
    expect(store.getState().session.token).toBe("old-token");
    expect(store.getState().session.tokenErrors).toBe(0);
    expect(events).toEqual([]);
  });

  it("shares one refresh between concurrent callers", async () => {
    const { store, requests } = backend(20002, refreshed);
    const results = await Promise.all([store.dispatch(refreshSessionToken()), store.dispatch(refreshSessionToken())]);
    expect(results).toEqual([true, true]);
    expect(refreshCalls(requests)).toHaveLength(1);
  });

  it("does nothing without a token, and drops the answer after a logout meanwhile", async () => {
    const { store, requests } = backend(20002, refreshed);
    store.dispatch(loggedOut());
    await expect(store.dispatch(refreshSessionToken())).resolves.toBe(false);
    expect(requests).toHaveLength(0);
    store.dispatch(loggedIn({ token: "old-token" }));
    const pending = store.dispatch(refreshSessionToken());
    store.dispatch(loggedOut());
    await expect(pending).resolves.toBe(false);
    expect(store.getState().session.token).toBeNull();
  });
});

describe("auth races through the session's transport hooks (issue 8)", () => {
  it("50 concurrent calls failing with 20002: exactly one refreshToken call and one retry each", async () => {
    const { store, requests } = backend(20002, refreshed);
    const results = await Promise.all(Array.from({ length: 50 }, () => callEndpoint(getUserInfo, {})));
    expect(results.every((result) => result.ok)).toBe(true);
    expect(refreshCalls(requests)).toHaveLength(1);
    expect(userInfoCalls(requests)).toHaveLength(100);
    expect(
      userInfoCalls(requests)
        .slice(50)
        .every((request) => bearerOf(request) === "Bearer fresh-token"),
    ).toBe(true);
    expect(store.getState().session).toMatchObject({ token: "fresh-token", tokenErrors: 0 });
  });

  it("50 concurrent calls failing with 20002 and a failing refresh: one refreshToken call, no retry, token errors counted", async () => {
    const { store, requests, events } = backend(20002, { code: 20002 });
    const results = await Promise.all(Array.from({ length: 50 }, () => callEndpoint(getUserInfo, {})));
    expect(results.every((result) => !result.ok && result.error.kind === "token")).toBe(true);
    expect(refreshCalls(requests)).toHaveLength(1);
    expect(userInfoCalls(requests)).toHaveLength(50);
    expect(store.getState().session.tokenErrors).toBeGreaterThan(0);
    expect(events.every((event) => event.type === "tokenError")).toBe(true);
  });

  it("50 concurrent calls failing with 20003: no refresh, no retry", async () => {
    const { store, requests } = backend(20003, refreshed);
    await Promise.all(Array.from({ length: 50 }, () => callEndpoint(getUserInfo, {})));
    expect(refreshCalls(requests)).toHaveLength(0);
    expect(userInfoCalls(requests)).toHaveLength(50);
    expect(store.getState().session.token).toBe("old-token");
  });

  it("does not refresh when wired with tokenRefresh: false", async () => {
    const { store, requests } = backend(20002, refreshed);
    const { sessionTransportHooks } = await import("./transport-hooks.ts");
    configureApiClient({ refreshToken: sessionTransportHooks(store, { tokenRefresh: false }).refreshToken });
    await callEndpoint(getUserInfo, {});
    expect(refreshCalls(requests)).toHaveLength(0);
    expect(store.getState().session.tokenErrors).toBe(1);
  });

  it("keeps a token another tab stored as the newer one (tokenRefreshed keeps the user)", () => {
    const { store } = backend(20002, refreshed);
    store.dispatch(userInfoReceived(createTestLoginUser({ username: "kept" })));
    store.dispatch(tokenRefreshed({ token: "other-tab", expiresAt: 5 }));
    expect(store.getState().session).toMatchObject({ token: "other-tab", tokenExpiresAt: 5 });
    expect(store.getState().session.loginUser?.username).toBe("kept");
  });
});
