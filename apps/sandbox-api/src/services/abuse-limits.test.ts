/**
 * Abuse limits that hold under concurrency (issue 19 item 4): the login lockout counts each
 * attempt atomically before the password check, per account name and client; per-client limits
 * on getVerifyCode and login. Clients are told apart by `X-Forwarded-For` (SANDBOX_TRUST_PROXY).
 * Runs on PGlite and, in `test:pg`, on a real PostgreSQL, where the requests truly overlap.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import type * as Password from "#auth/password.ts";
import { ContractError } from "#http/codes.ts";
import { useTestSandbox } from "#testing/harness.ts";
import { CODE_CLIENT_LIMIT, LOCKOUT_MAX_FAILURES, LOCKOUT_WINDOW_SECONDS, LOGIN_CLIENT_LIMIT, logIn, requestLoginCode } from "./login.ts";

/** Every password check the login makes, counted (the real check still runs). */
const checks = vi.hoisted(() => ({ passwords: [] as string[] }));
vi.mock("#auth/password.ts", async (importOriginal) => {
  const real = await importOriginal<typeof Password>();
  return {
    ...real,
    verifyPassword: (password: string, stored: string) => {
      checks.passwords.push(password);
      return real.verifyPassword(password, stored);
    },
  };
});

const sandbox = useTestSandbox({ SANDBOX_TRUST_PROXY: "1" });
beforeEach(() => {
  checks.passwords.length = 0;
  // A fresh window for every test: the limits count per 10 and 15 minutes.
  sandbox().clock.advance(LOCKOUT_WINDOW_SECONDS + 1);
});

const LOGIN = "/api/agent/user/login";
const CODE = "/api/agent/user/getVerifyCode";
const from = (client: string) => ({ "x-forwarded-for": client });

async function codeFor(username: string, client: string): Promise<string> {
  sandbox().clock.advance(61);
  expect((await sandbox().call(CODE, { body: { username }, headers: from(client) })).body.code).toBe(0);
  return (await sandbox().latestCode(username)) ?? "";
}

describe("the login lockout", () => {
  it("lets 30 concurrent wrong logins make at most 5 password checks", async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_unused, n) =>
        sandbox().call(LOGIN, { body: { username: "agency.owner", password: `wrong-${String(n)}`, code: "000000" }, headers: from("203.0.113.7") }),
      ),
    );
    const wrong = checks.passwords.filter((p) => p.startsWith("wrong-"));
    expect(wrong.length).toBeLessThanOrEqual(LOCKOUT_MAX_FAILURES);
    expect(answers.filter((a) => a.body.code === 10001)).toHaveLength(wrong.length);
    expect(answers.filter((a) => a.body.code === 10004)).toHaveLength(30 - wrong.length);
  });

  it("with the right password, lets 10 concurrent wrong codes be checked at most 5 times, then refuses the right code too", async () => {
    const client = "203.0.113.8";
    const code = await codeFor("agency.manager", client);
    const wrongCode = code === "111111" ? "222222" : "111111";
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => sandbox().call(LOGIN, { body: { username: "agency.manager", password: "sandbox123", code: wrongCode }, headers: from(client) })),
    );
    expect(answers.filter((a) => a.body.code === 10002).length).toBeLessThanOrEqual(LOCKOUT_MAX_FAILURES);
    expect(answers.every((a) => a.body.code === 10002 || a.body.code === 10004)).toBe(true);
    expect((await sandbox().call(LOGIN, { body: { username: "agency.manager", password: "sandbox123", code }, headers: from(client) })).body.code).toBe(10004);
  });

  it("locks the name only for the client that failed: another client logs in, and so does the first once the window is over", async () => {
    for (let n = 0; n < LOCKOUT_MAX_FAILURES; n += 1) {
      expect((await sandbox().call(LOGIN, { body: { username: "agency.broker", password: "guess", code: "000000" }, headers: from("198.51.100.1") })).body.code).toBe(10001);
    }
    expect((await sandbox().call(LOGIN, { body: { username: "agency.broker", password: "sandbox123", code: "000000" }, headers: from("198.51.100.1") })).body.code).toBe(10004);
    const code = await codeFor("agency.broker", "198.51.100.2");
    expect((await sandbox().call(LOGIN, { body: { username: "agency.broker", password: "sandbox123", code }, headers: from("198.51.100.2") })).body.code).toBe(0);
    sandbox().clock.advance(LOCKOUT_WINDOW_SECONDS);
    const again = await codeFor("agency.broker", "198.51.100.1");
    expect((await sandbox().call(LOGIN, { body: { username: "agency.broker", password: "sandbox123", code: again }, headers: from("198.51.100.1") })).body.code).toBe(0);
  });

  it("clears a client's failures on success", async () => {
    const client = "198.51.100.3";
    for (let n = 0; n < LOCKOUT_MAX_FAILURES - 1; n += 1) {
      await sandbox().call(LOGIN, { body: { username: "admin", password: "guess", code: "000000" }, headers: from(client) });
    }
    const code = await codeFor("admin", client);
    expect((await sandbox().call(LOGIN, { body: { username: "admin", password: "sandbox123", code }, headers: from(client) })).body.code).toBe(0);
    for (let n = 0; n < LOCKOUT_MAX_FAILURES; n += 1) {
      expect((await sandbox().call(LOGIN, { body: { username: "admin", password: "guess", code: "000000" }, headers: from(client) })).body.code).toBe(10001);
    }
  });
});

describe("per-client limits", () => {
  it(`refuses a client's login attempt ${String(LOGIN_CLIENT_LIMIT.max + 1)} within 10 minutes (10004), whatever the names`, async () => {
    const client = "192.0.2.10";
    for (let n = 0; n < LOGIN_CLIENT_LIMIT.max; n += 1) {
      const answer = await sandbox().call(LOGIN, { body: { username: `nobody.${String(n)}`, password: "x", code: "000000" }, headers: from(client) });
      expect(answer.body.code).toBe(10001);
    }
    expect((await sandbox().call(LOGIN, { body: { username: "nobody.last", password: "x", code: "000000" }, headers: from(client) })).body.code).toBe(10004);
    expect((await sandbox().call(LOGIN, { body: { username: "nobody.last", password: "x", code: "000000" }, headers: from("192.0.2.11") })).body.code).toBe(10001);
  });

  it(`refuses a client's code request ${String(CODE_CLIENT_LIMIT.max + 1)} within 10 minutes (10005), whatever the names`, async () => {
    const client = "192.0.2.20";
    for (let n = 0; n < CODE_CLIENT_LIMIT.max; n += 1) {
      expect((await sandbox().call(CODE, { body: { username: `someone.${String(n)}` }, headers: from(client) })).body.code).toBe(0);
    }
    expect((await sandbox().call(CODE, { body: { username: "someone.else" }, headers: from(client) })).body.code).toBe(10005);
    expect((await sandbox().call(CODE, { body: { username: "someone.else" }, headers: from("192.0.2.21") })).body.code).toBe(0);
  });

  it("are lifted for a client when SANDBOX_CLIENT_LIMITS=off (test runs); the lockout per name still holds", async () => {
    const { db } = sandbox().database;
    const client = { key: "192.0.2.30", limited: false };
    for (let n = 0; n <= CODE_CLIENT_LIMIT.max; n += 1) {
      await expect(requestLoginCode(db, `unlimited.${String(n)}`, client, sandbox().clock())).resolves.toMatchObject({ expireSeconds: 300 });
    }
    const attempt = (username: string) =>
      logIn(db, { username, password: "x", code: "000000" }, client, sandbox().clock()).then(
        () => 0,
        (error: unknown) => (error instanceof ContractError ? error.code : -1),
      );
    for (let n = 0; n <= LOGIN_CLIENT_LIMIT.max; n += 1) expect(await attempt(`unlimited.${String(n)}`)).toBe(10001);
    for (let n = 0; n < LOCKOUT_MAX_FAILURES; n += 1) expect(await attempt("agency.subagent")).toBe(10001);
    expect(await attempt("agency.subagent")).toBe(10004);
  });
});
