/**
 * End to end through the real app and an in-memory PGlite: getVerifyCode -> outbox -> login
 * -> token -> the session calls, for every seeded account; and every login error code.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { LoginErrorCode } from "@agent-portal/api-client/contract/main";
import { AccountStatus, AgentRole } from "@agent-portal/api-client/enums";
import { PROFILES } from "@agent-portal/permissions/profiles";
import type { ProfileId } from "@agent-portal/permissions/profiles";
import { ACCOUNT_FIXTURES, AGENCY_FIXTURES, ANCHOR_ACCOUNT_FIXTURES, REGION_FIXTURES, SANDBOX_PASSWORD } from "#seed/fixtures.ts";
import { createTestSandbox } from "#testing/harness.ts";
import type { TestSandbox } from "#testing/harness.ts";

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

const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);
/** SPEC-derived expectation: the recommend-hosts entry is for agency super admins, sub-agents and managers. */
const RECOM_ENTRY: ReadonlySet<ProfileId> = new Set(["agencySuperAdmin", "agencyAdmin", "agencyManager"]);
const enabledAccounts = ACCOUNT_FIXTURES.filter((a) => PROFILES[a.profile].status === AccountStatus.Enabled);

describe("login end to end, for each seeded account", () => {
  it.each(enabledAccounts)("$username ($profile) logs in and its session calls answer from its profile", async (fixture) => {
    const profile = PROFILES[fixture.profile];
    const token = await sandbox.login(fixture.username);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const info = await sandbox.call("/api/agent/user/info", { token });
    expect(info.status).toBe(200);
    expect(info.body.code).toBe(0);
    expect(info.body.data).toMatchObject({
      username: fixture.username,
      role: profile.role,
      subRole: profile.subRole,
      status: AccountStatus.Enabled,
      permissions: sorted(profile.accountPermissions),
      bigoId: fixture.bigoId,
      unModifyBigoId: fixture.bigoId,
      language: "en",
    });

    const perms = await sandbox.call("/api/live_agent_service/GetPermissions", { token, body: { permission_query_entry_type: 3 } });
    expect(perms.body).toMatchObject({ code: 1, data: { permissions: sorted(profile.agencyPermissions) } });

    const tab = await sandbox.call("/api/manage_anchor/QryAnchorRelationChgTabVisible", { token });
    expect(tab.body).toMatchObject({ code: 1, data: profile.relationTab });

    const self = await sandbox.call("/api/union_oss/getSelfInfo", { token });
    const selfData = self.body.data as { member_info: { role: number; bigo_id: string; agency_uid: string } };
    expect(self.body.code).toBe(0);
    expect(selfData.member_info.role).toBe(profile.agentRole);
    expect(selfData.member_info.bigo_id).toBe(fixture.bigoId);
    expect(selfData.member_info.agency_uid === "").toBe(profile.agentRole === AgentRole.NOT_AGENT);

    const roles = await sandbox.call("/api/union_oss/getAgencyMemberRole", { token });
    const memberList = (roles.body.data as { member_list: { role: number; agency_name: string }[] }).member_list;
    const agency = AGENCY_FIXTURES[fixture.agencyIndex ?? 0];
    expect(memberList).toEqual(profile.agentRole === AgentRole.NOT_AGENT ? [] : [expect.objectContaining({ role: profile.agentRole, agency_name: agency?.name })]);
    const agentList = (info.body.data as { agentList: { name: string }[] }).agentList;
    expect(agentList.map((a) => a.name)).toEqual(memberList.map((m) => m.agency_name));

    const entry = await sandbox.call("/api/live_agent_front/GetRecomAnchorEntry", { token });
    expect(entry.body).toMatchObject({ code: 1, data: { entry: RECOM_ENTRY.has(profile.id) ? 1 : 0 } });

    const regions = await sandbox.call("/api/agent/permission/getRegions", { token });
    const shortNames = (regions.body.data as { shortName: string }[]).map((r) => r.shortName);
    if (profile.id === "admin") expect(shortNames).toEqual(REGION_FIXTURES.map((r) => r.shortName));
    else if (profile.id === "operator") expect(shortNames).toEqual(fixture.dataRegions);
    else if (profile.agentRole === AgentRole.NOT_AGENT) expect(shortNames).toEqual([]);
    else expect(shortNames).toEqual([REGION_FIXTURES.find((r) => r.id === agency?.regionId)?.shortName]);
  });

  it("answers the code request with its lifetimes and prints the code on the outbox line", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    sandbox.clock.advance(61);
    const sent = await sandbox.call("/api/agent/user/getVerifyCode", { body: { username: "Agency.Owner " } });
    expect(sent.body).toEqual({ code: 0, msg: "success", data: { expireSeconds: 300, resendAfterSeconds: 60 } });
    const code = await sandbox.latestCode("agency.owner");
    expect(code).toMatch(/^\d{6}$/);
    // agency.owner has a bound phone: the code goes by SMS.
    expect(info).toHaveBeenCalledWith(`[outbox] sms code for agency.owner: ${code ?? ""}`);
  });
});

describe("broadcaster logins", () => {
  it.each(ANCHOR_ACCOUNT_FIXTURES)("$username logs in as a NormalUser with agent role NOT_AGENT and no permissions", async (fixture) => {
    const token = await sandbox.login(fixture.username);
    const info = await sandbox.call("/api/agent/user/info", { token });
    expect(info.body.data).toMatchObject({ username: fixture.username, role: 4, permissions: [], bigoId: fixture.bigoId });
    const self = await sandbox.call("/api/union_oss/getSelfInfo", { token });
    expect((self.body.data as { member_info: { role: number } }).member_info.role).toBe(AgentRole.NOT_AGENT);
  });
});

describe("login errors", () => {
  const login = (username: string, password: string, code: string) => sandbox.call("/api/agent/user/login", { body: { username, password, code } });

  it("10001 for a wrong password and for an unknown account, with the same message", async () => {
    sandbox.clock.advance(61);
    await sandbox.call("/api/agent/user/getVerifyCode", { body: { username: "agency.manager" } });
    const code = (await sandbox.latestCode("agency.manager")) ?? "";
    const wrong = await login("agency.manager", "not-the-password", code);
    const unknown = await login("nobody.here", SANDBOX_PASSWORD, code);
    expect(wrong.status).toBe(200);
    expect(wrong.body.code).toBe(LoginErrorCode.WrongCredentials);
    expect(unknown.body).toEqual(wrong.body);
    // The code was not spent by the failed attempts.
    expect((await login("agency.manager", SANDBOX_PASSWORD, code)).body.code).toBe(0);
  });

  it("10002 for a wrong code, an expired code and a code used twice", async () => {
    sandbox.clock.advance(16 * 60);
    sandbox.clock.advance(61);
    await sandbox.call("/api/agent/user/getVerifyCode", { body: { username: "operator" } });
    const code = (await sandbox.latestCode("operator")) ?? "";
    const other = code === "000000" ? "000001" : "000000";
    expect((await login("operator", SANDBOX_PASSWORD, other)).body.code).toBe(LoginErrorCode.WrongCode);
    expect((await login("operator", SANDBOX_PASSWORD, code)).body.code).toBe(0);
    expect((await login("operator", SANDBOX_PASSWORD, code)).body.code).toBe(LoginErrorCode.WrongCode);

    sandbox.clock.advance(61);
    await sandbox.call("/api/agent/user/getVerifyCode", { body: { username: "operator" } });
    const late = (await sandbox.latestCode("operator")) ?? "";
    sandbox.clock.advance(5 * 60 + 1);
    expect((await login("operator", SANDBOX_PASSWORD, late)).body.code).toBe(LoginErrorCode.WrongCode);
  });

  it("10003 for a disabled account with the right password; no code is ever sent to it", async () => {
    sandbox.clock.advance(61);
    const sent = await sandbox.call("/api/agent/user/getVerifyCode", { body: { username: "disabled.user" } });
    expect(sent.body.code).toBe(0);
    expect(await sandbox.latestCode("disabled.user")).toBeNull();
    expect((await login("disabled.user", SANDBOX_PASSWORD, "123456")).body.code).toBe(LoginErrorCode.AccountDisabled);
    expect((await login("disabled.user", "wrong-password", "123456")).body.code).toBe(LoginErrorCode.WrongCredentials);
  });

  it("10004 after 5 failures within 15 minutes, even with the right credentials; lifted after the window", async () => {
    sandbox.clock.advance(61);
    await sandbox.call("/api/agent/user/getVerifyCode", { body: { username: "normal.user" } });
    const code = (await sandbox.latestCode("normal.user")) ?? "";
    for (let n = 0; n < 5; n += 1) {
      expect((await login("normal.user", `wrong-${String(n)}`, code)).body.code).toBe(LoginErrorCode.WrongCredentials);
    }
    const locked = await login("normal.user", SANDBOX_PASSWORD, code);
    expect(locked.body.code).toBe(LoginErrorCode.TooManyAttempts);
    sandbox.clock.advance(15 * 60 + 1);
    expect(await sandbox.login("normal.user")).toEqual(expect.any(String));
  });

  it("10005 for a second code request within 60 s, for known and unknown names alike", async () => {
    sandbox.clock.advance(61);
    for (const username of ["agency.subagent", "ghost.account"]) {
      expect((await sandbox.call("/api/agent/user/getVerifyCode", { body: { username } })).body.code).toBe(0);
      sandbox.clock.advance(59);
      const again = await sandbox.call("/api/agent/user/getVerifyCode", { body: { username } });
      expect(again.body.code).toBe(LoginErrorCode.CodeTooFrequent);
      sandbox.clock.advance(2);
      expect((await sandbox.call("/api/agent/user/getVerifyCode", { body: { username } })).body.code).toBe(0);
    }
    expect(await sandbox.latestCode("ghost.account")).toBeNull();
  });
});

describe("GET /sandbox/outbox", () => {
  it("lists messages newest first, filtered by recipient, limited on request", async () => {
    const all = await sandbox.app.request("/sandbox/outbox");
    const { messages } = (await all.json()) as { messages: { id: number; to: string; code: string; channel: string; createdAt: string }[] };
    expect(messages.length).toBeGreaterThan(3);
    const times = messages.map((m) => m.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const mine = (await (await sandbox.app.request("/sandbox/outbox?to=OPERATOR&limit=1")).json()) as { messages: { to: string }[] };
    expect(mine.messages).toHaveLength(1);
    expect(mine.messages[0]?.to).toBe("operator");
  });

  it("answers 400 for a bad limit", async () => {
    expect((await sandbox.app.request("/sandbox/outbox?limit=0")).status).toBe(400);
  });
});
