import { afterEach, describe, expect, it, vi } from "vitest";
import { getUserInfo, login } from "#contract/main.ts";
import { createMockLoginUser } from "#mocks/main.ts";
import { envelope, installFakeApi } from "#testing/fake-api.ts";
import { callEndpoint } from "./call-endpoint.ts";
import { resetApiClientConfig } from "./config.ts";
import { isPhoneAuthPending, isTokenRefreshPending } from "./session-hooks.ts";

afterEach(() => {
  resetApiClientConfig();
});

const loginArgs = { username: "manager", password: "pa55word!", code: "123456" };
const bearer = (request: Request | undefined) => request?.headers.get("Authorization");

/** A session whose token a refresh replaces; answers `code` to the old token and success to the new one. */
function expiringSession(code: number, refreshSucceeds: boolean) {
  let token = "old-token";
  const refresh = vi.fn(async () => {
    await Promise.resolve();
    if (!refreshSucceeds) return false;
    token = "new-token";
    return true;
  });
  const api = installFakeApi((request) => (bearer(request) === "Bearer new-token" ? envelope(0, createMockLoginUser()) : envelope(code, null, "expired")), {
    getToken: () => token,
    refreshToken: refresh,
  });
  return { ...api, refresh };
}

describe("callEndpoint: token refresh on 20002 (single-flight)", () => {
  it("refreshes once for 50 concurrent calls answered 20002 and retries each once with the new token", async () => {
    const { refresh, requests, events } = expiringSession(20002, true);
    const results = await Promise.all(Array.from({ length: 50 }, () => callEndpoint(getUserInfo, {})));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(requests).toHaveLength(100);
    expect(requests.slice(50).every((request) => bearer(request) === "Bearer new-token")).toBe(true);
    expect(events).toEqual([]);
    expect(isTokenRefreshPending()).toBe(false);
  });

  it("when the refresh fails, sends nothing more and answers each call its token error", async () => {
    const { refresh, requests, events } = expiringSession(20002, false);
    const results = await Promise.all(Array.from({ length: 50 }, () => callEndpoint(getUserInfo, {})));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(50);
    expect(results.every((result) => !result.ok && result.error.kind === "token" && result.error.code === 20002)).toBe(true);
    expect(events.every((event) => event.type === "tokenError")).toBe(true);
  });

  it("never refreshes for 20003, 20006 or HTTP 401", async () => {
    for (const code of [20003, 20006]) {
      const { refresh, requests } = expiringSession(code, true);
      const result = await callEndpoint(getUserInfo, {});
      expect(refresh).not.toHaveBeenCalled();
      expect(requests).toHaveLength(1);
      expect(!result.ok && result.error.code).toBe(code);
    }
  });

  it("retries at most once: a retry answered 20002 again is final, with one refresh and one event", async () => {
    const refresh = vi.fn(() => Promise.resolve(true));
    const { requests, events } = installFakeApi(() => envelope(20002), { refreshToken: refresh });
    const result = await callEndpoint(getUserInfo, {});
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(2);
    expect(!result.ok && result.error.code).toBe(20002);
    expect(events.map((event) => event.type)).toEqual(["tokenError"]);
  });

  it("starts a new refresh for a later expiry, once the first one settled", async () => {
    const refresh = vi.fn(() => Promise.resolve(false));
    installFakeApi(() => envelope(20002), { refreshToken: refresh });
    await callEndpoint(getUserInfo, {});
    await callEndpoint(getUserInfo, {});
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("treats a throwing refresh hook as a failed refresh", async () => {
    const { requests } = installFakeApi(() => envelope(20002), { refreshToken: () => Promise.reject(new Error("offline")) });
    const result = await callEndpoint(getUserInfo, {});
    expect(requests).toHaveLength(1);
    expect(!result.ok && result.error.kind).toBe("token");
  });

  it("retries once with the new token, without refreshing, when the token changed while the call ran", async () => {
    let token = "old-token";
    const refresh = vi.fn(() => Promise.resolve(true));
    const { requests, events } = installFakeApi(
      (request) => {
        if (bearer(request) === "Bearer new-token") return envelope(0, createMockLoginUser());
        // A refresh elsewhere revoked the old token while this call was on its way.
        token = "new-token";
        return envelope(20003);
      },
      { getToken: () => token, refreshToken: refresh },
    );
    const result = await callEndpoint(getUserInfo, {});
    expect(result.ok).toBe(true);
    expect(refresh).not.toHaveBeenCalled();
    expect(requests.map(bearer)).toEqual(["Bearer old-token", "Bearer new-token"]);
    expect(events).toEqual([]);
  });

  it("raises no event with reportEvents: false (the refresh call itself)", async () => {
    const { events } = installFakeApi(() => envelope(20003));
    const result = await callEndpoint(getUserInfo, {}, { sessionHooks: false, reportEvents: false });
    expect(!result.ok && result.error.code).toBe(20003);
    expect(events).toEqual([]);
  });

  it("leaves a call alone with sessionHooks: false (the refresh call itself)", async () => {
    const refresh = vi.fn(() => Promise.resolve(true));
    const { requests } = installFakeApi(() => envelope(20002), { refreshToken: refresh });
    await callEndpoint(getUserInfo, {}, { sessionHooks: false });
    expect(refresh).not.toHaveBeenCalled();
    expect(requests).toHaveLength(1);
  });
});

describe("callEndpoint: phone authentication on 40001 (single-flight)", () => {
  function phoneGuardedApi(verify: () => Promise<boolean>) {
    let verified = false;
    const hook = vi.fn(async () => {
      verified = await verify();
      return verified;
    });
    const api = installFakeApi(() => (verified ? envelope(0, { token: "t", expiresIn: 60 }) : envelope(40001, null, "verify phone")), {
      onPhoneAuthRequired: hook,
    });
    return { ...api, hook };
  }

  it("reports one phoneAuthRequired, waits for verification, then retries and answers the success", async () => {
    let finish: (ok: boolean) => void = () => undefined;
    const { hook, requests, events } = phoneGuardedApi(() => new Promise((resolve) => (finish = resolve)));
    const pending = callEndpoint(login, loginArgs);
    await vi.waitFor(() => expect(hook).toHaveBeenCalledTimes(1));
    expect(events.map((event) => event.type)).toEqual(["phoneAuthRequired"]);
    expect(isPhoneAuthPending()).toBe(true);
    finish(true);
    const result = await pending;
    expect(result.ok).toBe(true);
    expect(requests).toHaveLength(2);
    expect(events).toHaveLength(1);
  });

  it("shares one verification among 50 concurrent 40001s and retries each once", async () => {
    let finish: (ok: boolean) => void = () => undefined;
    const { hook, requests, events } = phoneGuardedApi(() => new Promise((resolve) => (finish = resolve)));
    const pending = Promise.all(Array.from({ length: 50 }, () => callEndpoint(login, loginArgs)));
    await vi.waitFor(() => expect(events).toHaveLength(50));
    finish(true);
    const results = await pending;
    expect(hook).toHaveBeenCalledTimes(1);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(requests).toHaveLength(100);
  });

  it("answers the phoneAuth error, reported once, when the user gives up", async () => {
    const { requests, events } = phoneGuardedApi(() => Promise.resolve(false));
    const result = await callEndpoint(login, loginArgs);
    expect(!result.ok && result.error.kind).toBe("phoneAuth");
    expect(requests).toHaveLength(1);
    expect(events.map((event) => event.type)).toEqual(["phoneAuthRequired"]);
  });

  it("does not ask twice: a retry answered 40001 again is final", async () => {
    const hook = vi.fn(() => Promise.resolve(true));
    const { requests, events } = installFakeApi(() => envelope(40001), { onPhoneAuthRequired: hook });
    const result = await callEndpoint(login, loginArgs);
    expect(hook).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(2);
    expect(!result.ok && result.error.kind).toBe("phoneAuth");
    expect(events.map((event) => event.type)).toEqual(["phoneAuthRequired", "phoneAuthRequired"]);
  });

  it("answers aborted when the caller aborts while the dialog is open, and sends nothing more", async () => {
    let finish: (ok: boolean) => void = () => undefined;
    const { hook, requests } = phoneGuardedApi(() => new Promise((resolve) => (finish = resolve)));
    const controller = new AbortController();
    const pending = callEndpoint(login, loginArgs, { signal: controller.signal });
    await vi.waitFor(() => expect(hook).toHaveBeenCalledTimes(1));
    controller.abort();
    finish(true);
    const result = await pending;
    expect(!result.ok && result.error.kind).toBe("aborted");
    expect(requests).toHaveLength(1);
  });

  it("without the hook (or with sessionHooks: false) answers 40001 at once", async () => {
    const hook = vi.fn(() => Promise.resolve(true));
    const { requests } = installFakeApi(() => envelope(40001), { onPhoneAuthRequired: hook });
    const result = await callEndpoint(login, loginArgs, { sessionHooks: false });
    expect(!result.ok && result.error.kind).toBe("phoneAuth");
    expect(hook).not.toHaveBeenCalled();
    expect(requests).toHaveLength(1);
  });
});
