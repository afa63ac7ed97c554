/**
 * The registration layer and the token checks, through real requests: HTTP 401 / 20003 /
 * 20002 / 20006, 40000 validation, 30001 denial with admin bypass, response-schema
 * mismatches, success codes per family style, refreshToken.
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { defineEndpoint } from "@agent-portal/api-client/contract/define";
import { PermissionId } from "@agent-portal/permissions/ids";
import { AccountStatus } from "@agent-portal/api-client/enums";
import { accounts } from "#db/schema/accounts.ts";
import { createTestSandbox } from "#testing/harness.ts";
import type { TestSandbox } from "#testing/harness.ts";
import { ContractError } from "./codes.ts";
import { createContractRouter } from "./contract-router.ts";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

const USER_INFO = "/api/agent/user/info";

describe("authentication", () => {
  it.each([
    ["no header", undefined],
    ["an empty bearer", "Bearer "],
    ["another scheme", "Basic YWRtaW46c2FuZGJveDEyMw=="],
    ["two words", "Bearer abc def"],
    ["forbidden characters", "Bearer abc<script>"],
  ])("answers HTTP 401 with %s", async (_label, header) => {
    const response = await sandbox.app.request(USER_INFO, { headers: header === undefined ? {} : { authorization: header } });
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(await response.json()).toMatchObject({ code: 20003 });
  });

  it("answers 20003 (HTTP 200) for a well-formed but unknown token", async () => {
    const answer = await sandbox.call(USER_INFO, { token: "x".repeat(43) });
    expect(answer).toEqual({ status: 200, body: { code: 20003, msg: "Unauthorized" } });
  });

  it("answers 20002 once the token is 24 h old, not a second before", async () => {
    const token = await sandbox.login("agency.manager");
    sandbox.clock.advance(24 * 60 * 60 - 1);
    expect((await sandbox.call(USER_INFO, { token })).body.code).toBe(0);
    sandbox.clock.advance(1);
    expect((await sandbox.call(USER_INFO, { token })).body).toEqual({ code: 20002, msg: "Token expired" });
  });

  it("answers 20006 while the account is disabled, and 20003 once enabled again: disabling ended the session", async () => {
    const token = await sandbox.login("agency.broker");
    const { db } = sandbox.database;
    await db.update(accounts).set({ status: AccountStatus.Disabled }).where(eq(accounts.username, "agency.broker"));
    try {
      expect((await sandbox.call(USER_INFO, { token })).body).toEqual({ code: 20006, msg: "Account disabled" });
    } finally {
      await db.update(accounts).set({ status: AccountStatus.Enabled }).where(eq(accounts.username, "agency.broker"));
    }
    expect((await sandbox.call(USER_INFO, { token })).body.code).toBe(20003);
  });

  it("refreshToken answers a fresh token and revokes the old one", async () => {
    const token = await sandbox.login("operator");
    const answer = await sandbox.call("/api/agent/account/refreshToken", { body: { token } });
    const fresh = (answer.body.data as { token: string; expiresIn: number }).token;
    expect(answer.body).toMatchObject({ code: 0, data: { expiresIn: 86_400 } });
    expect(fresh).not.toBe(token);
    expect((await sandbox.call(USER_INFO, { token })).body.code).toBe(20003);
    expect((await sandbox.call(USER_INFO, { token: fresh })).body.code).toBe(0);
    expect((await sandbox.call("/api/agent/account/refreshToken", { body: { token } })).body.code).toBe(20003);
  });
});

describe("request validation", () => {
  it("answers HTTP 400 code 40000 naming the field, for a wrong type and a missing field", async () => {
    const wrongType = await sandbox.call("/api/agent/user/login", { body: { username: 42, password: "x", code: "1" } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.code).toBe(40000);
    expect(wrongType.body.msg).toMatch(/^username: /);
    const missing = await sandbox.call("/api/agent/user/getVerifyCode", { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe(40000);
    expect(missing.body.msg).toMatch(/^username: /);
  });

  it("answers 40000 for a body that is not JSON, and keeps serving", async () => {
    const response = await sandbox.app.request("/api/agent/user/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 40000, msg: "body: not valid JSON" });
    const again = await sandbox.call("/api/agent/user/getVerifyCode", { body: { username: "nobody.else" } });
    expect(again.body.code).toBe(0);
  });

  it.each([
    ["text/plain (what a cross-site form posts without a preflight)", "/api/agent/user/login", "text/plain", '{"username":"agency.owner","password":"x","code":"1"}'],
    ["a form to a JSON call", "/api/agent/user/getVerifyCode", "application/x-www-form-urlencoded", "username=agency.owner"],
    ["JSON to a form call", "/api/recruit_anchor/QryPolicyInfo", "application/json", "{}"],
    ["no type with a body", "/api/agent/user/getVerifyCode", "", '{"username":"agency.owner"}'],
  ])("answers HTTP 415 (41500) to a body sent as %s", async (_label, path, type, body) => {
    const headers: Record<string, string> = type === "" ? {} : { "content-type": type };
    if (path.includes("recruit_anchor")) headers.authorization = `Bearer ${await sandbox.login("agency.owner")}`;
    const response = await sandbox.app.request(path, { method: "POST", headers, body });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 41500 });
  });

  it("reads an empty POST without a content type as {} (the request schema decides)", async () => {
    const response = await sandbox.app.request("/api/agent/user/getVerifyCode", { method: "POST" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { msg: string }).msg).toMatch(/^username: /);
  });

  it("answers 40000 when GetPermissions is not asked for entry type 3", async () => {
    const token = await sandbox.login("agency.owner");
    const answer = await sandbox.call("/api/live_agent_service/GetPermissions", { token, body: { permission_query_entry_type: 2 } });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(40000);
    expect(answer.body.msg).toContain("permission_query_entry_type");
  });
});

describe("the registration layer", () => {
  const Guarded = defineEndpoint({
    name: "TestGuarded",
    family: "broker",
    method: "GET",
    path: "/TestGuarded/{id}",
    summary: "test only",
    request: () => z.object({ id: z.string().regex(/^\d+$/), q: z.string().optional() }),
    response: () => z.object({ id: z.string(), q: z.string().nullable() }),
  });
  const Broken = defineEndpoint({
    name: "TestBroken",
    family: "main",
    path: "/test/broken",
    summary: "test only",
    request: () => z.object({}),
    response: () => z.object({ n: z.int() }),
  });
  const Throwing = defineEndpoint({ ...Broken, request: () => Broken.request, response: () => Broken.response, name: "TestThrowing", key: "TestThrowing", path: "/test/throwing" });
  const Business = defineEndpoint({ ...Broken, request: () => Broken.request, response: () => Broken.response, name: "TestBusiness", key: "TestBusiness", path: "/test/business" });

  const build = () => {
    const app = new Hono();
    const router = createContractRouter(app, sandbox.deps);
    router.handle(Guarded, { permissions: [PermissionId.AssignPkList], scope: "reference" }, ({ input }) => ({ id: input.id, q: input.q ?? null }));
    router.handle(Broken, { auth: "none", scope: "reference" }, () => ({ n: "not a number" }) as unknown as { n: number });
    router.handle(Throwing, { auth: "none", scope: "reference" }, () => {
      throw new Error("boom");
    });
    router.handle(Business, { auth: "none", scope: "reference" }, () => {
      throw new ContractError(12345, "A business rule said no");
    });
    return { app, router };
  };

  it("mounts at the family base URL with path params merged into the validated input (cpp family: code 1)", async () => {
    const { app } = build();
    const token = await sandbox.login("agency.manager");
    const response = await app.request("/api/broker/TestGuarded/42?q=hello", { headers: { authorization: `Bearer ${token}` } });
    expect(await response.json()).toEqual({ code: 1, msg: "success", data: { id: "42", q: "hello" } });
    const invalid = await app.request("/api/broker/TestGuarded/abc", { headers: { authorization: `Bearer ${token}` } });
    expect(invalid.status).toBe(400);
    const invalidBody = (await invalid.json()) as { code: number; msg: string };
    expect(invalidBody.code).toBe(40000);
    expect(invalidBody.msg).toMatch(/^id: /);
  });

  it("answers 30001 to a caller without any listed permission; admins bypass", async () => {
    const { app } = build();
    const broker = await sandbox.login("agency.broker");
    const denied = await app.request("/api/broker/TestGuarded/1", { headers: { authorization: `Bearer ${broker}` } });
    expect(denied.status).toBe(200);
    expect(await denied.json()).toEqual({ code: 30001, msg: "No permission" });
    const admin = await sandbox.login("admin");
    const bypass = await app.request("/api/broker/TestGuarded/1", { headers: { authorization: `Bearer ${admin}` } });
    expect(await bypass.json()).toMatchObject({ code: 1 });
  });

  it("answers HTTP 500 (and logs) when a handler's answer breaks its response schema or it throws", async () => {
    const { app } = build();
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const broken = await app.request("/api/test/broken", { method: "POST" });
    expect(broken.status).toBe(500);
    expect(await broken.json()).toEqual({ code: 50000, msg: "Internal server error" });
    expect(error).toHaveBeenCalledWith(expect.stringContaining("TestBroken: answer does not match its response schema: n:"));
    const thrown = await app.request("/api/test/throwing", { method: "POST" });
    expect(thrown.status).toBe(500);
    expect(error).toHaveBeenCalledWith(expect.stringContaining("TestThrowing failed: Error: boom"));
  });

  it("answers a ContractError as its envelope with HTTP 200", async () => {
    const { app } = build();
    const response = await app.request("/api/test/business", { method: "POST" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 12345, msg: "A business rule said no" });
  });

  it("refuses a second handler for the same declaration and permissions without a session", () => {
    const { router } = build();
    expect(() => router.handle(Broken, { auth: "none", scope: "reference" }, () => ({ n: 1 }))).toThrow(/Duplicate handler for TestBroken/);
    const Other = defineEndpoint({ ...Broken, request: () => Broken.request, response: () => Broken.response, name: "TestOther", key: "TestOther", path: "/test/other" });
    expect(() => router.handle(Other, { auth: "none", permissions: [PermissionId.ActionLog], scope: "reference" }, () => ({ n: 1 }))).toThrow(/need auth "session"/);
    expect([...router.handled.keys()]).toEqual(["TestGuarded", "TestBroken", "TestThrowing", "TestBusiness"]);
  });
});
