import { afterEach, describe, expect, it } from "vitest";
import { getUserInfo, login } from "#contract/main.ts";
import { envelope, installFakeApi, text } from "#testing/fake-api.ts";
import { callEndpoint } from "./call-endpoint.ts";
import { configureApiClient, resetApiClientConfig } from "./config.ts";

afterEach(() => {
  resetApiClientConfig();
});

const loginArgs = { username: "manager", password: "pa55word!", code: "123456" };

describe("callEndpoint: session events (SPEC 8)", () => {
  it.each([
    ["HTTP 401", () => text("unauthorized", 401), "tokenError", "token"],
    ["code 20002", () => envelope(20002, null, "expired"), "tokenError", "token"],
    ["code 20003", () => envelope(20003), "tokenError", "token"],
    ["code 20006", () => envelope(20006, null, "disabled"), "tokenError", "token"],
    ["code 40001", () => envelope(40001, null, "phone"), "phoneAuthRequired", "phoneAuth"],
    ["another code", () => envelope(10001, null, "Wrong password"), "abnormal", "business"],
    ["HTTP 413", () => text("too large", 413), "abnormal", "tooLarge"],
    ["HTTP 500 without envelope", () => text("<h1>500</h1>", 500), "abnormal", "http"],
    ["a non-JSON 200", () => text("<html></html>", 200), "abnormal", "malformed"],
    ["data of the wrong shape", () => envelope(0, { token: 5 }), "abnormal", "malformed"],
  ] as const)("raises %s as exactly one %s event carrying the error", async (_label, answer, type, kind) => {
    const { events } = installFakeApi(answer);
    const result = await callEndpoint(login, loginArgs);
    expect(result.ok).toBe(false);
    expect(events).toHaveLength(1);
    expect(events[0]?.type).toBe(type);
    expect(events[0]?.error.kind).toBe(kind);
    expect(!result.ok && events[0]?.error).toEqual(!result.ok && result.error);
  });

  it("raises no event on success", async () => {
    const { events } = installFakeApi(() => envelope(0, { token: "t", expiresIn: 1 }));
    await callEndpoint(login, loginArgs);
    expect(events).toHaveLength(0);
  });

  it("raises no event for a network failure and classifies it", async () => {
    const { events } = installFakeApi(() => Promise.reject(new TypeError("Failed to fetch")));
    const result = await callEndpoint(login, loginArgs);
    expect(!result.ok && result.error.kind).toBe("network");
    expect(events).toHaveLength(0);
  });

  it("never puts the token, password or code into an event", async () => {
    const { events } = installFakeApi(() => envelope(10002, null, "Wrong code"));
    await callEndpoint(login, loginArgs);
    const serialised = JSON.stringify(events);
    for (const secret of ["secret-token", loginArgs.password, loginArgs.code]) expect(serialised).not.toContain(secret);
  });

  it("still answers the result when the event listener throws", async () => {
    installFakeApi(() => envelope(20002), {
      onEvent: () => {
        throw new Error("listener bug");
      },
    });
    const result = await callEndpoint(login, loginArgs);
    expect(!result.ok && result.error.kind).toBe("token");
  });

  it("answers a network error when no base URL can be resolved, instead of throwing", async () => {
    resetApiClientConfig();
    configureApiClient({ baseUrls: { main: "::not a url::" }, getToken: () => "t", fetch: () => Promise.reject(new TypeError("Invalid URL")) });
    await expect(callEndpoint(getUserInfo, {})).resolves.toMatchObject({ ok: false, error: { kind: "network" } });
  });
});
