/**
 * Contract test (issue 3 item 5): every declared call, made through the real client
 * (`callEndpoint` of `@agent-portal/api-client/transport`) against the sandbox listening on a
 * port, as an account allowed to make it, answers success and parses with its response schema.
 * Plus, for a sample of every family, bad requests answer a non-zero code with a message; and
 * every call, fuzzed with a NUL byte in each of its text fields, answers 400 naming the field.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { allEndpoints } from "@agent-portal/api-client/contract/registry";
import { familyIds, families } from "@agent-portal/api-client/families";
import { callEndpoint, configureApiClient, resetApiClientConfig } from "@agent-portal/api-client/transport";
import { safeParse } from "zod/v4/core";
import { routePathOf } from "#http/contract-router.ts";
import { listen } from "#server.ts";
import type { RunningServer } from "#server.ts";
import { sendDeclared } from "#testing/declared-call.ts";
import { createTestSandbox } from "#testing/harness.ts";
import type { TestSandbox } from "#testing/harness.ts";
import { prepareContext } from "./context.ts";
import type { Ctx } from "./context.ts";
import { adminFixtures } from "./fixtures-admin.ts";
import { dataFixtures } from "./fixtures-data.ts";
import { frontFixtures } from "./fixtures-front.ts";
import { sessionFixtures } from "./fixtures-session.ts";
import type { Fixtures } from "./fixtures.ts";

const FIXTURES: Fixtures = { ...sessionFixtures, ...frontFixtures, ...dataFixtures, ...adminFixtures };
/** The account of a refused request: `spare` ended its session in the first pass, and a refused call ends none, so normal.user's own serves. */
const sessionKeeping = (as: string): string => (as === "spare" ? "normal.user" : as);

let sandbox: TestSandbox;
let server: RunningServer;
let ctx: Ctx;
let token: string | null = null;

beforeAll(async () => {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
  sandbox = await createTestSandbox();
  server = await listen(sandbox.app, { port: 0, host: "127.0.0.1", portFallback: false });
  const origin = `http://127.0.0.1:${String(server.port)}`;
  configureApiClient({
    baseUrls: Object.fromEntries(familyIds.map((id) => [id, `${origin}${families[id].baseUrl}`])),
    getToken: () => token,
    getDeviceId: () => "contract-test-device",
  });
  ctx = await prepareContext(sandbox);
}, 300_000);

afterAll(async () => {
  resetApiClientConfig();
  await server.close();
  await sandbox.close();
});

beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

describe("every declared call answers through the real client and parses with its response schema", () => {
  it("has a fixture for every declaration and none for anything else", () => {
    const keys = allEndpoints.map((d) => d.key);
    expect(keys.filter((key) => FIXTURES[key] === undefined)).toEqual([]);
    expect(Object.keys(FIXTURES).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it.each(allEndpoints.map((declaration) => ({ key: declaration.key, declaration })))("$key", async ({ key, declaration }) => {
    const fixture = FIXTURES[key];
    if (fixture === undefined) throw new Error(`no fixture for ${key}`);
    token = fixture.as === null ? null : (ctx.tokens[fixture.as] ?? null);
    const args: unknown = await fixture.args?.(ctx);
    const result = await callEndpoint(declaration, args as never);
    if (!result.ok) {
      const { kind, code, httpStatus, fallbackMessage } = result.error;
      const issues = "issues" in result.error ? result.error.issues : "";
      throw new Error(`${key} answered ${kind} ${String(code)} (HTTP ${String(httpStatus)}): ${fallbackMessage} ${issues}`);
    }
    expect(result.ok).toBe(true);
  });
});

describe("bad requests answer a non-zero code with a message, never a crash", () => {
  // JSON bodies of the wrong shape always fail; GET queries and empty forms only when a field is required.
  const withRequiredFields = allEndpoints.filter((d) => (d.method === "POST" && d.encoding === "json") || !safeParse(d.request, {}).success);

  it.each(withRequiredFields.map((declaration) => ({ key: declaration.key, declaration })))("$key refuses a malformed request with 40000", async ({ key, declaration }) => {
    const fixture = FIXTURES[key];
    // JSON calls get a JSON body of the wrong shape; form calls an empty form (their fields missing).
    const form = declaration.encoding === "form";
    const headers: Record<string, string> = { "content-type": form ? "application/x-www-form-urlencoded" : "application/json" };
    const auth = fixture?.as === null || fixture === undefined ? "" : (ctx.tokens[sessionKeeping(fixture.as)] ?? "");
    if (auth !== "") headers.authorization = `Bearer ${auth}`;
    const path = routePathOf(declaration).replace(/:([A-Za-z_]+)/g, "x");
    const response = await sandbox.app.request(path, declaration.method === "GET" ? { headers } : { method: "POST", headers, body: form ? "" : "[1, 2]" });
    const body = (await response.json()) as { code: number; msg: string };
    expect(response.status).toBe(400);
    expect(body.code).toBe(40000);
    expect(body.msg.length).toBeGreaterThan(0);
  });

  /** One business refusal per family: who calls, the path, the body, the code expected. */
  const refusals: readonly [family: string, who: string, path: string, body: unknown, code: number][] = [
    ["main", "", "/api/agent/user/login", { username: "agency.owner", password: "wrong", code: "123456" }, 10001],
    ["liveAgentService", "agency.manager", "/api/live_agent_service/AddPkRecomAnchor", { anchor_uid: "1", cand_anchor_uids: ["2"] }, 39004],
    ["unionOss", "agency.owner", "/api/union_oss/agentDenyApply", { apply_id: "999999", reason: "x" }, 37106],
    ["liveAgentFront", "anchor.4", "/api/live_agent_front/GetInvitePageDetail", { invite_id: "999999" }, 36001],
    ["liveAgentPortal", "agency.broker", "/api/live_agent_portal/SetAuthorizationStatus", { status: 1, ticket: "no-such-ticket" }, 35901],
    ["followStore", "agency.owner", "/api/follow_store/AddFollowUser", { follow_uid: "1" }, 42003],
    ["securityCenter", "agency.owner", "/api/security_center/QueryAppeal", { ban_id: "999999" }, 41101],
    ["notification", "normal.user", "/api/notification/GetNotificationInfo", {}, 30001],
    [
      "recruitProxy",
      "anchor.3",
      "/api/recruit_proxy/ProxyCommitInfo",
      { apply_id: "999999", name: "x", contact_phone: "6281200000001", country: "ID", team_size: 1, experience: "" },
      34005,
    ],
    ["recruitAnchor", "agency.owner", "/api/recruit_anchor/QryAnchorProgressForAgent", { recruit_id: "999999" }, 33006],
    ["broker", "agency.owner", "/api/broker/CancelRenewalContract", { renewal_id: "999999" }, 31005],
    ["manageAnchor", "agency.owner", "/api/manage_anchor/QryProxyInfo", { bigo_id: "no.such.agency" }, 32001],
    ["liveData", "agency.owner", "/bigo_act_livedata_api/reportDay", { startTime: 1_748_000_000, endTime: 1_747_000_000 }, 43002],
    ["act75352", "agency.owner", "/api/act75352/sign_act_form_info?activityId=999", undefined, 44001],
    ["siteBackend", "", "/backend_api/official_website/usercenter/queryCountry", "[", 40000],
  ];

  it("covers every family", () => {
    expect(new Set(refusals.map(([family]) => family))).toEqual(new Set(familyIds));
  });

  it.each(refusals)("%s answers %s %s with its business code and a message", async (_family, who, path, body, code) => {
    const answer = await sandbox.call(path, { token: who === "" ? undefined : ctx.tokens[who], body, method: body === undefined ? "GET" : "POST" });
    expect(answer.body.code).toBe(code);
    expect(answer.body.msg.length).toBeGreaterThan(0);
    expect(answer.status).toBeLessThan(500);
  });
});

/** Paths of the string leaves of a request (`["id_images", "0", "data_base64"]`). */
function textPaths(value: unknown, path: readonly string[] = []): string[][] {
  if (typeof value === "string") return [[...path]];
  if (Array.isArray(value)) return value.flatMap((item, index) => textPaths(item, [...path, String(index)]));
  if (typeof value === "object" && value !== null) return Object.entries(value).flatMap(([key, item]) => textPaths(item, [...path, key]));
  return [];
}

/** A copy of `value` with the string at `path` replaced by `text`. */
function withText(value: unknown, path: readonly string[], text: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return text;
  if (Array.isArray(value)) return (value as unknown[]).map((item, index) => (String(index) === head ? withText(item, rest, text) : item));
  const record = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  return { ...record, [head]: withText(record[head], rest, text) };
}

describe("a NUL byte in any text field answers 400 naming the field, never 500 (every declared call)", () => {
  it.each(allEndpoints.map((declaration) => ({ key: declaration.key, declaration })))("$key", async ({ key, declaration }) => {
    const fixture = FIXTURES[key];
    if (fixture === undefined) throw new Error(`no fixture for ${key}`);
    const args: unknown = (await fixture.args?.(ctx)) ?? {};
    const token = fixture.as === null ? null : (ctx.tokens[sessionKeeping(fixture.as)] ?? null);
    // A call without a text field gets one it does not declare: the check reads every text sent.
    const found = textPaths(args);
    const [request, paths] = found.length > 0 ? [args, found] : [{ ...(args as object), note: "" }, [["note"]]];
    const problems: string[] = [];
    for (const path of paths) {
      const answer = await sendDeclared(sandbox.app, declaration, withText(request, path, "a\u0000b"), token);
      const field = path[0] ?? "";
      if (answer.status !== 400 || answer.code !== 40000 || !answer.msg.startsWith(field))
        problems.push(`${path.join(".")}: HTTP ${String(answer.status)} ${String(answer.code)} ${answer.msg}`);
    }
    expect(problems.join("\n")).toBe("");
  });
});
