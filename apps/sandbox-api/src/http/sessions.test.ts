/**
 * Sessions end when they should (issue 19 item 3): logout revokes the token (20003 after), a
 * login's absolute lifetime of 7 days that refreshes cannot pass, and disabling an account ends
 * its sessions, through the sandbox's service and through any other update of the account.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AccountStatus } from "@agent-portal/api-client/enums";
import { SESSION_MAX_SECONDS } from "#auth/secrets.ts";
import { accounts } from "#db/schema/accounts.ts";
import { setAccountStatus } from "#services/sessions.ts";
import { useTestSandbox } from "#testing/harness.ts";

const sandbox = useTestSandbox();

const USER_INFO = "/api/agent/user/info";
const LOGOUT = "/api/agent/user/logout";
const REFRESH = "/api/agent/account/refreshToken";

describe("logout", () => {
  it("revokes the token: it answered 0 before and answers 20003 after, and other sessions go on", async () => {
    const token = await sandbox().login("agency.manager");
    const other = await sandbox().login("agency.manager");
    expect((await sandbox().call(USER_INFO, { token })).body.code).toBe(0);
    expect(await sandbox().call(LOGOUT, { token, body: {} })).toEqual({ status: 200, body: { code: 0, msg: "success", data: {} } });
    expect((await sandbox().call(USER_INFO, { token })).body).toEqual({ code: 20003, msg: "Unauthorized" });
    expect((await sandbox().call(REFRESH, { body: { token } })).body.code).toBe(20003);
    expect((await sandbox().call(LOGOUT, { token, body: {} })).body.code).toBe(20003);
    expect((await sandbox().call(USER_INFO, { token: other })).body.code).toBe(0);
  });
});

describe("the absolute session lifetime", () => {
  it("lets refreshes carry a login for 7 days and no longer: the last token expires at the end, then 20002", async () => {
    let token = await sandbox().login("operator");
    // Refresh every 20 hours, as the client's refresh loop would (each token lives 24 hours).
    for (let elapsed = 0; elapsed + 20 * 3600 < SESSION_MAX_SECONDS; elapsed += 20 * 3600) {
      sandbox().clock.advance(20 * 3600);
      const answer = await sandbox().call(REFRESH, { body: { token } });
      expect(answer.body.code).toBe(0);
      const data = answer.body.data as { token: string; expiresIn: number };
      const left = SESSION_MAX_SECONDS - (elapsed + 20 * 3600);
      expect(data.expiresIn).toBe(Math.min(24 * 3600, left));
      token = data.token;
    }
    expect((await sandbox().call(USER_INFO, { token })).body.code).toBe(0);
    // Past the 7 days: whatever refreshes came before, the token has expired and cannot be refreshed.
    sandbox().clock.advance(24 * 3600);
    expect((await sandbox().call(USER_INFO, { token })).body.code).toBe(20002);
    expect((await sandbox().call(REFRESH, { body: { token } })).body.code).toBe(20002);
  });
});

describe("disabling an account ends its sessions", () => {
  it("through setAccountStatus: 20006 while disabled, 20003 once enabled again, and a new login works", async () => {
    const { db } = sandbox().database;
    const token = await sandbox().login("agency.subagent");
    const [account] = await db.select().from(accounts).where(eq(accounts.username, "agency.subagent"));
    if (account === undefined) throw new Error("no agency.subagent");
    expect(await setAccountStatus(db, account.id, AccountStatus.Disabled, sandbox().clock())).toBeGreaterThanOrEqual(1);
    expect((await sandbox().call(USER_INFO, { token })).body.code).toBe(20006);
    await setAccountStatus(db, account.id, AccountStatus.Enabled, sandbox().clock());
    expect((await sandbox().call(USER_INFO, { token })).body.code).toBe(20003);
    const fresh = await sandbox().login("agency.subagent");
    expect((await sandbox().call(USER_INFO, { token: fresh })).body.code).toBe(0);
  });

  it("through any other update of accounts.status (the database's trigger)", async () => {
    const { db } = sandbox().database;
    const token = await sandbox().login("normal.user");
    await db.update(accounts).set({ status: AccountStatus.Disabled }).where(eq(accounts.username, "normal.user"));
    await db.update(accounts).set({ status: AccountStatus.Enabled }).where(eq(accounts.username, "normal.user"));
    expect((await sandbox().call(USER_INFO, { token })).body.code).toBe(20003);
  });
});
