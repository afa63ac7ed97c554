import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { GetRecomAnchorEntry } from "#contract/live-agent-front.ts";
import { GetPermissions } from "#contract/live-agent-service.ts";
import { defineEndpoint } from "#contract/define.ts";
import { getUserInfo, getVerifyCode, login, logout } from "#contract/main.ts";
import { getSelfInfo } from "#contract/union-oss.ts";
import { apiMessageKey } from "#errors.ts";
import { createMockLoginUser } from "#mocks/main.ts";
import { envelope, installFakeApi } from "#testing/fake-api.ts";
import { callEndpoint } from "./call-endpoint.ts";
import { configureApiClient, resetApiClientConfig } from "./config.ts";
import { REQUEST_ID_MAX, REQUEST_ID_MIN } from "./request-id.ts";

afterEach(() => {
  resetApiClientConfig();
});

const loginArgs = { username: "manager", password: "pa55word!", code: "123456" };

const only = (requests: readonly Request[]): Request => {
  expect(requests).toHaveLength(1);
  const [request] = requests;
  if (!request) throw new Error("no request");
  return request;
};

describe("callEndpoint: headers per family (SPEC 7)", () => {
  it("sends token, request id, device id and credentials on the main API, and no C++ headers", async () => {
    const { requests } = installFakeApi(() => envelope(0, createMockLoginUser()));
    const result = await callEndpoint(getUserInfo, {});
    expect(result.ok).toBe(true);
    const request = only(requests);
    expect(request.url).toBe("http://api.test/main/agent/user/info");
    expect(request.method).toBe("GET");
    expect(request.headers.get("Authorization")).toBe("Bearer secret-token");
    expect(request.headers.get("X-Device-Id")).toBe("device-1");
    expect(request.credentials).toBe("include");
    expect(request.headers.get("X-App-Id")).toBeNull();
    expect(request.headers.get("X-Client-Lang")).toBeNull();
    const id = Number(request.headers.get("X-Request-Id"));
    expect(Number.isInteger(id) && id >= REQUEST_ID_MIN && id < REQUEST_ID_MAX).toBe(true);
  });

  it("sends device id, app id 60 and the client language on C++-style families, without cookies", async () => {
    const { requests } = installFakeApi(() => envelope(1, { permissions: [1, 2] }));
    const result = await callEndpoint(GetPermissions, { permission_query_entry_type: 3 });
    expect(result).toEqual({ ok: true, data: { permissions: [1, 2] }, code: 1 });
    const request = only(requests);
    expect(request.url).toBe("http://api.test/liveAgentService/GetPermissions");
    expect(request.headers.get("Authorization")).toBe("Bearer secret-token");
    expect(request.headers.get("X-Device-Id")).toBe("device-1");
    expect(request.headers.get("X-App-Id")).toBe("60");
    expect(request.headers.get("X-Client-Lang")).toBe("id");
    expect(request.headers.get("X-Request-Id")).toMatch(/^[1-8]\d{8}$/);
    expect(request.credentials).not.toBe("include");
  });

  it("sends only token and request id on other JSON-style families", async () => {
    const { requests } = installFakeApi(() => envelope(0, { member_info: { uid: "1", bigo_id: "b", role: 0, nick_name: "n", agency_uid: "" } }));
    await callEndpoint(getSelfInfo, {});
    const request = only(requests);
    expect(request.headers.get("Authorization")).toBe("Bearer secret-token");
    expect(request.headers.get("X-Request-Id")).not.toBeNull();
    expect(request.headers.get("X-Device-Id")).toBeNull();
    expect(request.headers.get("X-App-Id")).toBeNull();
    expect(request.credentials).not.toBe("include");
  });

  it("sends options.token instead of the session's token (logout ends a token the session already forgot)", async () => {
    const { requests } = installFakeApi(() => envelope(0, {}), { getToken: () => null });
    const result = await callEndpoint(logout, {}, { token: "ending-token" });
    expect(result.ok).toBe(true);
    const request = only(requests);
    expect(request.url).toBe("http://api.test/main/agent/user/logout");
    expect(request.method).toBe("POST");
    expect(request.headers.get("Authorization")).toBe("Bearer ending-token");
    expect(request.headers.get("Content-Type")).toMatch(/^application\/json/);
  });

  it("sends English when no language is configured", async () => {
    const { requests } = installFakeApi(() => envelope(1, { entry: 1 }));
    configureApiClient({ getLanguage: undefined });
    await callEndpoint(GetRecomAnchorEntry, {});
    expect(only(requests).headers.get("X-Client-Lang")).toBe("en");
  });

  it("cancels a call that needs the session while logged out: nothing is sent, no event, an aborted result (SPEC 7: every call carries the token)", async () => {
    const { requests, events } = installFakeApi(() => envelope(1, { entry: 1 }), { getToken: () => null });
    const result = await callEndpoint(GetRecomAnchorEntry, {});
    expect(result).toMatchObject({ ok: false, error: { kind: "aborted", url: "/GetRecomAnchorEntry" } });
    expect(requests).toHaveLength(0);
    expect(events).toHaveLength(0);
  });

  it("sends a call declared without a session (the login code) without an Authorization header when logged out", async () => {
    const { requests } = installFakeApi(() => envelope(0, { expireSeconds: 300, resendAfterSeconds: 60 }), { getToken: () => null });
    await expect(callEndpoint(getVerifyCode, { username: "agency.manager" })).resolves.toMatchObject({ ok: true });
    expect(only(requests).headers.get("Authorization")).toBeNull();
  });

  it("waits for the send gate before a call leaves", async () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const { requests } = installFakeApi(() => envelope(1, { entry: 1 }), { sendGate: () => gate });
    const call = callEndpoint(GetRecomAnchorEntry, {});
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(requests).toHaveLength(0);
    open();
    await expect(call).resolves.toMatchObject({ ok: true });
    expect(requests).toHaveLength(1);
  });

  it("hands the answer back only once the answer gate opens, after it was read", async () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const answerGate = vi.fn(() => gate);
    const { requests } = installFakeApi(() => envelope(1, { entry: 1 }), { answerGate });
    let settled = false;
    const call = callEndpoint(GetRecomAnchorEntry, {}).then((result) => {
      settled = true;
      return result;
    });
    await vi.waitFor(() => expect(answerGate).toHaveBeenCalledTimes(1));
    expect(requests).toHaveLength(1);
    expect(settled).toBe(false);
    open();
    await expect(call).resolves.toEqual({ ok: true, data: { entry: 1 }, code: 1 });
  });

  it("gives every call its own request id", async () => {
    const { requests } = installFakeApi(() => envelope(1, { entry: 0 }));
    await callEndpoint(GetRecomAnchorEntry, {});
    await callEndpoint(GetRecomAnchorEntry, {});
    const ids = requests.map((request) => request.headers.get("X-Request-Id"));
    expect(new Set(ids).size).toBe(2);
  });

  it("rebuilds the clients when the configuration changes", async () => {
    const first = installFakeApi(() => envelope(1, { entry: 0 }));
    await callEndpoint(GetRecomAnchorEntry, {});
    const second = vi.fn(() => Promise.resolve(envelope(1, { entry: 1 })));
    configureApiClient({ fetch: second, baseUrls: { liveAgentFront: "http://other.test/laf" } });
    const result = await callEndpoint(GetRecomAnchorEntry, {});
    expect(result).toEqual({ ok: true, data: { entry: 1 }, code: 1 });
    expect(first.fetch).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    const [request] = second.mock.calls[0] as unknown as [Request];
    expect(request.url).toBe("http://other.test/laf/GetRecomAnchorEntry");
  });
});

describe("callEndpoint: encodings (SPEC 7)", () => {
  const probeGet = defineEndpoint({
    name: "probeGet",
    family: "unionOss",
    method: "GET",
    path: "/items/{item_id}/detail",
    summary: "test probe",
    request: () =>
      z.object({
        item_id: z.string(),
        ids: z.array(z.int()).optional(),
        page: z.int().optional(),
        keyword: z.string().optional(),
        only_active: z.boolean().optional(),
      }),
    response: () => z.unknown(),
  });

  it("sends a GET request as the query string: undefined skipped, arrays repeated, path params filled and removed", async () => {
    const { requests, bodies } = installFakeApi(() => envelope(0, null));
    await callEndpoint(probeGet, { item_id: "a b/c", ids: [3, 4], page: 2, keyword: undefined, only_active: false });
    const request = only(requests);
    const url = new URL(request.url);
    expect(url.pathname).toBe("/unionOss/items/a%20b%2Fc/detail");
    expect(url.searchParams.getAll("ids")).toEqual(["3", "4"]);
    expect(url.searchParams.get("page")).toBe("2");
    expect(url.searchParams.get("only_active")).toBe("false");
    expect(url.searchParams.has("keyword")).toBe(false);
    expect(url.searchParams.has("item_id")).toBe(false);
    expect(bodies).toEqual([""]);
  });

  it("sends a POST as JSON by default", async () => {
    const { requests, bodies } = installFakeApi(() => envelope(0, { token: "t", expiresIn: 3600 }));
    const result = await callEndpoint(login, loginArgs);
    expect(result).toEqual({ ok: true, data: { token: "t", expiresIn: 3600 }, code: 0 });
    const request = only(requests);
    expect(request.method).toBe("POST");
    expect(request.headers.get("Content-Type")).toContain("application/json");
    expect(JSON.parse(bodies[0] ?? "")).toEqual(loginArgs);
    expect(request.url).not.toContain("pa55word");
  });

  it("sends a form-encoded POST when the declaration says form", async () => {
    const exportRecords = defineEndpoint({
      name: "ExportRecruitRecord",
      family: "recruitAnchor",
      path: "/ExportRecruitRecord/{agency_uid}",
      encoding: "form",
      summary: "test probe",
      request: () => z.object({ agency_uid: z.string(), status: z.array(z.int()), note: z.string().optional() }),
      response: () => z.object({ url: z.string() }),
    });
    const { requests, bodies } = installFakeApi(() => envelope(1, { url: "https://cdn.test/x.csv" }));
    const result = await callEndpoint(exportRecords, { agency_uid: "42", status: [1, 2] });
    expect(result.ok).toBe(true);
    const request = only(requests);
    expect(request.url).toBe("http://api.test/recruitAnchor/ExportRecruitRecord/42");
    expect(request.headers.get("Content-Type")).toContain("application/x-www-form-urlencoded");
    expect(bodies).toEqual(["status=1&status=2"]);
  });

  it("sends the request schema's output (trimmed fields), not the raw input", async () => {
    const { bodies } = installFakeApi(() => envelope(0, { token: "t", expiresIn: 1 }));
    await callEndpoint(login, { ...loginArgs, username: "  manager  " });
    expect(JSON.parse(bodies[0] ?? "")).toMatchObject({ username: "manager" });
  });

  it("fails an invalid request as invalidRequest without sending anything or raising an event", async () => {
    const { requests, events } = installFakeApi(() => envelope(0, {}));
    const result = await callEndpoint(login, { username: "manager", password: "", code: "12345678901" });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatchObject({ kind: "invalidRequest", url: "/agent/user/login", messageKeys: ["errors.invalidRequest"] });
    expect(!result.ok && result.error.kind === "invalidRequest" && result.error.issues).toMatch(/password: .*code: /);
    expect(requests).toHaveLength(0);
    expect(events).toHaveLength(0);
  });

  it("reports a missing path parameter as invalidRequest", async () => {
    const loose = defineEndpoint({
      name: "loose",
      family: "act75352",
      method: "GET",
      path: "/{token}",
      summary: "test probe",
      request: () => z.object({ token: z.string().optional() }),
      response: () => z.unknown(),
    });
    const { requests } = installFakeApi(() => envelope(0, null));
    const result = await callEndpoint(loose, {});
    expect(!result.ok && result.error).toMatchObject({ kind: "invalidRequest", url: "/{token}", issues: "token: path parameter is missing" });
    expect(requests).toHaveLength(0);
  });

  it("keeps path parameter values (which may be tokens) out of the error's url", async () => {
    const byToken = defineEndpoint({
      name: "byToken",
      family: "act75352",
      method: "GET",
      path: "/{token}",
      summary: "test probe",
      request: () => z.object({ token: z.string() }),
      response: () => z.unknown(),
    });
    installFakeApi(() => envelope(5, null, "nope"));
    const result = await callEndpoint(byToken, { token: "very-secret" });
    expect(JSON.stringify(result)).not.toContain("very-secret");
    expect(!result.ok && result.error.messageKeys).toEqual([apiMessageKey("/{token}", 5)]);
  });
});
