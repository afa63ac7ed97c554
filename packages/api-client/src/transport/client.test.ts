import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { vi } from "vitest";
import { z } from "zod";
import { defineEndpoint } from "#contract/define.ts";
import { getRegions, login } from "#contract/main.ts";
import { QryAnchorRelationChgTabVisible } from "#contract/manage-anchor.ts";
import { after, envelope, hang, installFakeApi, text } from "#testing/fake-api.ts";
import { callEndpoint } from "./call-endpoint.ts";
import { resetApiClientConfig } from "./config.ts";

const loginArgs = { username: "manager", password: "pw", code: "123456" };

/** A GET on the site backend (15 s budget). */
const queryCountry = defineEndpoint({
  name: "queryCountry",
  family: "siteBackend",
  method: "GET",
  path: "/official_website/usercenter/queryCountry",
  summary: "test probe",
  request: () => z.object({}),
  response: () => z.object({ country: z.string() }),
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  resetApiClientConfig();
});

describe("retry policy (issue 8, item 7)", () => {
  it("retries an idempotent GET at most twice on 503, 300 ms apart (the retry helper), then answers the HTTP failure", async () => {
    const { fetch, events } = installFakeApi(() => text("unavailable", 503));
    const pending = callEndpoint(getRegions, {});
    await vi.advanceTimersByTimeAsync(299);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(299);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3);
    // Each attempt is a request of its own (SPEC 7: a request id per call).
    const ids = fetch.mock.calls.map((call) => (call[0] as Request).headers.get("X-Request-Id"));
    expect(new Set(ids).size).toBe(3);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    const result = await pending;
    expect(!result.ok && result.error).toMatchObject({ kind: "http", httpStatus: 503 });
    expect(events).toHaveLength(1);
  });

  it("answers the success of a GET that recovers on its retry", async () => {
    const { fetch } = installFakeApi((_request, attempt) => (attempt === 1 ? text("bad gateway", 502) : envelope(0, [])));
    const pending = callEndpoint(getRegions, {});
    await vi.advanceTimersByTimeAsync(1000);
    await expect(pending).resolves.toEqual({ ok: true, data: [], code: 0 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each([408, 500, 502, 504])("retries a GET on %i", async (status) => {
    const { fetch } = installFakeApi(() => text("", status));
    const pending = callEndpoint(QryAnchorRelationChgTabVisible, {});
    await vi.advanceTimersByTimeAsync(5_000);
    await pending;
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it.each([400, 401, 403, 404, 413, 429])("never retries a GET on %i", async (status) => {
    const { fetch } = installFakeApi(() => text("", status));
    const pending = callEndpoint(getRegions, {});
    await vi.advanceTimersByTimeAsync(20_000);
    await pending;
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("never retries a GET answered with an envelope, whatever its code", async () => {
    const { fetch } = installFakeApi(() => envelope(5000, null, "busy", 200));
    const pending = callEndpoint(getRegions, {});
    await vi.advanceTimersByTimeAsync(20_000);
    await pending;
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([503, 500, 413])("never retries a POST, even on %i", async (status) => {
    const { fetch } = installFakeApi(() => text("", status));
    const pending = callEndpoint(login, loginArgs);
    await vi.advanceTimersByTimeAsync(20_000);
    const result = await pending;
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(!result.ok && result.error.kind).toBe(status === 413 ? "tooLarge" : "http");
  });

  it("never retries a POST after a network failure", async () => {
    const { fetch } = installFakeApi(() => Promise.reject(new TypeError("Failed to fetch")));
    const pending = callEndpoint(login, loginArgs);
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(pending).resolves.toMatchObject({ ok: false, error: { kind: "network" } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe("time budget and abort (SPEC 9; issue 8, item 7)", () => {
  it("answers timeout after 30 s on the main API, not before, and raises no event", async () => {
    const { events } = installFakeApi((request) => hang(request));
    let settled = false;
    const pending = callEndpoint(login, loginArgs).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ ok: false, error: { kind: "timeout", httpStatus: null, messageKeys: ["errors.timeout"] } });
    expect(events).toHaveLength(0);
  });

  it("uses 50 s on other families and 15 s on the site backend", async () => {
    installFakeApi((request) => hang(request));
    const other = callEndpoint(QryAnchorRelationChgTabVisible, {});
    const site = callEndpoint(queryCountry, {});
    await vi.advanceTimersByTimeAsync(15_000);
    await expect(site).resolves.toMatchObject({ ok: false, error: { kind: "timeout" } });
    let otherSettled = false;
    void other.then(() => {
      otherSettled = true;
    });
    await vi.advanceTimersByTimeAsync(34_999);
    expect(otherSettled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(other).resolves.toMatchObject({ ok: false, error: { kind: "timeout" } });
  });

  it("counts retries and their back-off inside the 30 s budget", async () => {
    // Each attempt answers 503 after 12 s: 0-12 s, 12.3-24.3 s, then the third attempt is cut at 30 s.
    const { fetch } = installFakeApi((request) => after(12_000, request, () => text("slow", 503)));
    const pending = callEndpoint(getRegions, {});
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(pending).resolves.toMatchObject({ ok: false, error: { kind: "timeout" } });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("stops a GET waiting for its retry when the budget runs out", async () => {
    const { fetch } = installFakeApi((request, attempt) => (attempt === 1 ? after(29_900, request, () => text("", 503)) : envelope(0, [])));
    const pending = callEndpoint(getRegions, {});
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(pending).resolves.toMatchObject({ ok: false, error: { kind: "timeout" } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("answers aborted when the caller aborts (route change), without an event", async () => {
    const { events } = installFakeApi((request) => hang(request));
    const controller = new AbortController();
    const pending = callEndpoint(getRegions, {}, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await expect(pending).resolves.toMatchObject({ ok: false, error: { kind: "aborted" } });
    expect(events).toHaveLength(0);
  });

  it("answers aborted for a signal aborted before the call, sending nothing", async () => {
    const { fetch } = installFakeApi(() => envelope(0, []));
    const pending = callEndpoint(getRegions, {}, { signal: AbortSignal.abort() });
    await vi.advanceTimersByTimeAsync(0);
    await expect(pending).resolves.toMatchObject({ ok: false, error: { kind: "aborted" } });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("stops retrying when the caller aborts during the back-off", async () => {
    const { fetch } = installFakeApi(() => text("", 503));
    const controller = new AbortController();
    const pending = callEndpoint(getRegions, {}, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(pending).resolves.toMatchObject({ ok: false, error: { kind: "aborted" } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
