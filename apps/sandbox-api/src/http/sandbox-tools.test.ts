/**
 * The sandbox test tools through the real app: fault rules applied before authentication
 * (forced codes, HTTP statuses, malformed bodies, latency, times), `SANDBOX_FAULTS` at start,
 * reset clearing faults and telemetry, the telemetry collector, and server-side token expiry.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestSandbox } from "#testing/harness.ts";
import type { TestSandbox } from "#testing/harness.ts";
import { MALFORMED_BODY } from "./faults.ts";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox({ SANDBOX_FAULTS: JSON.stringify({ match: { key: "getRegions" }, code: 777, times: 1 }) });
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

const REGIONS = "/api/agent/permission/getRegions";
const USER_INFO = "/api/agent/user/info";

const postJson = (path: string, body: unknown, method = "POST") =>
  sandbox.app.request(path, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("fault injection", () => {
  it("starts with the SANDBOX_FAULTS rules, which apply before authentication", async () => {
    expect(await (await sandbox.app.request("/sandbox/faults")).json()).toMatchObject({ rules: [{ id: 1, match: { key: "getRegions" }, remaining: 1 }] });
    expect(await sandbox.call(REGIONS)).toEqual({ status: 200, body: { code: 777, msg: "Injected fault (777)" } });
    // times: 1 -> gone; without a token the call now answers HTTP 401.
    expect((await sandbox.call(REGIONS)).status).toBe(401);
  });

  it("forces an HTTP status with its code, a business code, a malformed body, and is cleared by DELETE", async () => {
    const token = await sandbox.login("agency.manager");
    const added = await postJson("/sandbox/faults", { rules: [{ match: { path: USER_INFO }, httpStatus: 500 }] });
    expect(added.status).toBe(200);
    expect(await sandbox.call(USER_INFO, { token })).toEqual({ status: 500, body: { code: 50000, msg: "Injected fault (50000)" } });

    await sandbox.app.request("/sandbox/faults", { method: "DELETE" });
    await postJson("/sandbox/faults", { match: { key: "getUserInfo", method: "GET" }, malformed: true, times: 1 });
    const malformed = await sandbox.app.request(USER_INFO, { headers: { authorization: `Bearer ${token}` } });
    expect(malformed.status).toBe(200);
    expect(await malformed.text()).toBe(MALFORMED_BODY);
    expect((await sandbox.call(USER_INFO, { token })).body.code).toBe(0);

    await postJson("/sandbox/faults", [{ match: { path: "/api/agent/*" }, code: 40001, msg: "Phone authentication needed" }]);
    expect((await sandbox.call(USER_INFO, { token })).body).toEqual({ code: 40001, msg: "Phone authentication needed" });
    const cleared = (await (await sandbox.app.request("/sandbox/faults", { method: "DELETE" })).json()) as { cleared: number };
    expect(cleared.cleared).toBe(1);
    expect((await sandbox.call(USER_INFO, { token })).body.code).toBe(0);
  });

  it("delays a call by latencyMs and then answers normally", async () => {
    const token = await sandbox.login("agency.broker");
    await postJson("/sandbox/faults", { match: { key: "getUserInfo" }, latencyMs: 120, times: 1 });
    const started = performance.now();
    const answer = await sandbox.call(USER_INFO, { token });
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    expect(answer.body.code).toBe(0);
  });

  it("rejects invalid rules with HTTP 400 and a message", async () => {
    const bad = await postJson("/sandbox/faults", { match: {}, failureRate: 3 });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/failureRate/);
  });

  it("is cleared by POST /sandbox/reset, as is the telemetry collector", async () => {
    await postJson("/sandbox/faults", { match: {}, code: 1234 });
    await sandbox.app.request("/sandbox/telemetry/track", { method: "POST", body: "x" });
    expect((await postJson("/sandbox/reset", {})).status).toBe(200);
    expect(await (await sandbox.app.request("/sandbox/faults")).json()).toEqual({ rules: [] });
    expect(await (await sandbox.app.request("/sandbox/telemetry")).json()).toEqual({ entries: [] });
    // The reset seeds the whole database again (this database has no seed copy yet): tens of
    // seconds on a loaded CI machine, so it gets the set-up blocks' guard rather than a test's.
  }, 300_000);
});

describe("telemetry collector", () => {
  it("stores raw bodies with content type and time, lists newest first per channel, and clears", async () => {
    const envelope = '{"event_id":"abc"}\n{"type":"event"}\n{"message":"boom"}';
    const first = await sandbox.app.request("/sandbox/telemetry/sentry", { method: "POST", headers: { "content-type": "text/plain;charset=UTF-8" }, body: envelope });
    expect(first.status).toBe(200);
    await sandbox.app.request("/sandbox/telemetry/track", { method: "POST", headers: { "content-type": "application/json" }, body: '{"activity_id":66965}' });
    await sandbox.app.request("/sandbox/telemetry/sentry", { method: "POST", body: "second" });

    const sentry = (await (await sandbox.app.request("/sandbox/telemetry?channel=sentry")).json()) as {
      entries: { body: string; contentType: string; channel: string; receivedAt: string }[];
    };
    expect(sentry.entries.map((e) => e.body)).toEqual(["second", envelope]);
    expect(sentry.entries[1]).toMatchObject({ channel: "sentry", contentType: "text/plain;charset=UTF-8", receivedAt: sandbox.clock().toISOString() });
    const all = (await (await sandbox.app.request("/sandbox/telemetry")).json()) as { entries: { channel: string }[] };
    expect(all.entries.map((e) => e.channel)).toEqual(["sentry", "track", "sentry"]);

    expect(await (await sandbox.app.request("/sandbox/telemetry", { method: "DELETE" })).json()).toEqual({ cleared: 3 });
    expect(await (await sandbox.app.request("/sandbox/telemetry")).json()).toEqual({ entries: [] });
  });

  it("refuses bodies over 1 MiB (HTTP 413) and bad channel names (HTTP 400)", async () => {
    expect((await sandbox.app.request("/sandbox/telemetry/sentry", { method: "POST", body: "x".repeat(1024 * 1024 + 1) })).status).toBe(413);
    expect((await sandbox.app.request("/sandbox/telemetry/bad%20name", { method: "POST", body: "x" })).status).toBe(400);
    expect(await (await sandbox.app.request("/sandbox/telemetry")).json()).toEqual({ entries: [] });
  });
});

describe("POST /sandbox/sessions/expire", () => {
  it("expires the user's live tokens so the next call answers 20002, leaving other users alone", async () => {
    const manager = await sandbox.login("agency.manager");
    const owner = await sandbox.login("agency.owner");
    const answer = await postJson("/sandbox/sessions/expire", { username: "Agency.Manager" });
    expect(await answer.json()).toMatchObject({ expired: expect.any(Number) as number });
    expect((await sandbox.call(USER_INFO, { token: manager })).body).toEqual({ code: 20002, msg: "Token expired" });
    expect((await sandbox.call(USER_INFO, { token: owner })).body.code).toBe(0);
  });

  it("answers HTTP 404 for an unknown account and 400 without a username", async () => {
    expect((await postJson("/sandbox/sessions/expire", { username: "nobody.here" })).status).toBe(404);
    expect((await postJson("/sandbox/sessions/expire", {})).status).toBe(400);
  });
});
