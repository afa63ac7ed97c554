/**
 * Phone verification end to end (SPEC sections 4, 5, 8; issue 6): the outbox, the 60 s resend
 * countdown, 5-minute expiry, the 5-attempt limit, the phone codes 501/502/503/505/506/521,
 * binding, the 10-minute phone-verified window behind `phoneAuth` (40001), and the
 * live_agent_portal ticket and authorization status.
 */
import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { defineEndpoint } from "@agent-portal/api-client/contract/define";
import { PhoneErrorCode } from "@agent-portal/api-client/contract/phone-codes";
import { createContractRouter } from "#http/contract-router.ts";
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

const U = "/api/union_oss";
const P = "/api/live_agent_portal";
const IM = 0;
const SMS = 1;
const SIGN = 0;
const CHECK = 1;
const BIND = 2;

interface Outbox {
  messages: { channel: string; purpose: string; code: string }[];
}
const newestMessage = async (username: string) => ((await (await sandbox.app.request(`/sandbox/outbox?to=${username}&limit=1`)).json()) as Outbox).messages[0];

const nowSeconds = () => Math.floor(sandbox.clock().getTime() / 1000);

describe("checkIfUidHasPhone", () => {
  it("answers the prefix and the masked number of a bound phone, and 502 without one", async () => {
    const owner = await sandbox.login("agency.owner");
    expect((await sandbox.call(`${U}/checkIfUidHasPhone`, { token: owner, body: {} })).body).toEqual({
      code: 0,
      msg: "success",
      data: { prefix: "62", phone: "*******7890" },
    });
    const manager = await sandbox.login("agency.manager");
    expect((await sandbox.call(`${U}/checkIfUidHasPhone`, { token: manager, body: {} })).body.code).toBe(PhoneErrorCode.NoPhone);
  });
});

describe("sendVerifyCode and checkVerifyCode", () => {
  it("sends a code to the outbox, enforces the 60 s countdown per scene, and checks it once", async () => {
    const token = await sandbox.login("agency.subagent");
    const send = () => sandbox.call(`${U}/sendVerifyCode`, { token, body: { type: SMS, scene: CHECK, bigo_id: "sinta.subagent" } });
    expect((await send()).body.data).toEqual({ expire_seconds: 300, resend_after_seconds: 60 });
    const message = await newestMessage("agency.subagent");
    expect(message).toMatchObject({ channel: "sms", purpose: "phone-check", code: expect.stringMatching(/^\d{6}$/) as string });
    expect((await send()).body.code).toBe(PhoneErrorCode.SendTooFrequent);
    sandbox.clock.advance(59);
    expect((await send()).body.code).toBe(PhoneErrorCode.SendTooFrequent);
    // Another scene has its own countdown.
    expect((await sandbox.call(`${U}/sendVerifyCode`, { token, body: { type: IM, scene: SIGN, bigo_id: "sinta.subagent" } })).body.code).toBe(0);

    const check = (code: string) => sandbox.call(`${U}/checkVerifyCode`, { token, body: { type: SMS, scene: CHECK, code } });
    const answer = await check(message?.code ?? "");
    expect(answer.body).toEqual({ code: 0, msg: "success", data: { verified_until: nowSeconds() + 600 } });
    expect((await check(message?.code ?? "")).body.code).toBe(PhoneErrorCode.CheckCodeFailed);
    sandbox.clock.advance(1);
    expect((await send()).body.code).toBe(0);
  });

  it("answers 501 for another account's Bigo ID, 502 for CHECK_AUTH without a phone, 503 for an unreachable number", async () => {
    const manager = await sandbox.login("agency.manager");
    const send = (body: object) => sandbox.call(`${U}/sendVerifyCode`, { token: manager, body });
    expect((await send({ type: SMS, scene: CHECK, bigo_id: "budi.nusantara" })).body.code).toBe(PhoneErrorCode.NotAuthorised);
    expect((await send({ type: SMS, scene: CHECK, bigo_id: "rudi.manager" })).body.code).toBe(PhoneErrorCode.NoPhone);
    expect((await send({ type: IM, scene: CHECK, bigo_id: "rudi.manager" })).body.code).toBe(PhoneErrorCode.NoPhone);
    expect((await send({ type: SMS, scene: BIND, phone: "6281200000000", bigo_id: "rudi.manager" })).body.code).toBe(PhoneErrorCode.SendBySmsFailed);
    expect((await send({ type: SMS, scene: BIND, bigo_id: "rudi.manager" })).body.code).toBe(40000);
  });

  it("expires a code after 5 minutes", async () => {
    const token = await sandbox.login("admin");
    await sandbox.call(`${U}/sendVerifyCode`, { token, body: { type: SMS, scene: CHECK, bigo_id: "portal.admin" } });
    const code = (await newestMessage("admin"))?.code ?? "";
    sandbox.clock.advance(300);
    expect((await sandbox.call(`${U}/checkVerifyCode`, { token, body: { type: SMS, scene: CHECK, code } })).body.code).toBe(PhoneErrorCode.CheckCodeFailed);
  });

  it("invalidates a code after 5 wrong ones, and rejects a code sent by another type", async () => {
    const token = await sandbox.login("agency.owner");
    sandbox.clock.advance(61);
    await sandbox.call(`${U}/sendVerifyCode`, { token, body: { type: SMS, scene: CHECK, bigo_id: "budi.nusantara" } });
    const code = (await newestMessage("agency.owner"))?.code ?? "";
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await sandbox.call(`${U}/checkVerifyCode`, { token, body: { type: IM, scene: CHECK, code } })).body.code).toBe(505);
    for (let n = 0; n < 4; n += 1) {
      const answer = await sandbox.call(`${U}/checkVerifyCode`, { token, body: { type: SMS, scene: CHECK, code: wrong } });
      expect(answer.body.code).toBe(505);
    }
    const last = await sandbox.call(`${U}/checkVerifyCode`, { token, body: { type: SMS, scene: CHECK, code } });
    expect(last.body).toEqual({ code: 505, msg: "Too many wrong codes: request a new code" });
  });
});

describe("setUidHasPhone", () => {
  it("binds the number the code was sent to; 505 for another number or a wrong code, 521 for a number bound elsewhere", async () => {
    const token = await sandbox.login("agency.broker");
    const sendBind = async (phone: string) => {
      sandbox.clock.advance(61);
      const sent = await sandbox.call(`${U}/sendVerifyCode`, { token, body: { type: SMS, scene: BIND, phone, bigo_id: "agus.broker" } });
      expect(sent.body.code).toBe(0);
      return (await newestMessage("agency.broker"))?.code ?? "";
    };
    // The owner's number: the code is right, the binding fails.
    const ownersCode = await sendBind("6281234567890");
    expect((await sandbox.call(`${U}/setUidHasPhone`, { token, body: { phone: "6281234567890", code: ownersCode } })).body.code).toBe(PhoneErrorCode.BindPhoneFailed);

    const code = await sendBind("6281355501234");
    expect((await sandbox.call(`${U}/setUidHasPhone`, { token, body: { phone: "6281355509999", code } })).body.code).toBe(505);
    expect((await sandbox.call(`${U}/setUidHasPhone`, { token, body: { phone: "6281355501234", code: "999999" === code ? "999998" : "999999" } })).body.code).toBe(505);
    const bound = await sandbox.call(`${U}/setUidHasPhone`, { token, body: { phone: "6281355501234", code } });
    expect(bound.body).toEqual({ code: 0, msg: "success", data: { verified_until: nowSeconds() + 600 } });
    expect((await sandbox.call(`${U}/checkIfUidHasPhone`, { token, body: {} })).body.data).toEqual({ prefix: "62", phone: "*******1234" });
  });
});

describe("phoneAuth calls (40001)", () => {
  const Sensitive = defineEndpoint({
    name: "TestSensitive",
    family: "broker",
    path: "/TestSensitive",
    summary: "test only",
    request: () => z.object({}),
    response: () => z.object({ ok: z.boolean() }),
  });
  const app = new Hono();
  beforeAll(() => {
    createContractRouter(app, sandbox.deps).handle(Sensitive, { phoneAuth: true, scope: "self" }, () => ({ ok: true }));
  });
  const callSensitive = async (token: string) =>
    ((await (await app.request("/api/broker/TestSensitive", { method: "POST", headers: { authorization: `Bearer ${token}` } })).json()) as { code: number }).code;

  it("answers 40001 until the session passes a phone check, then for 10 minutes answers; refreshToken keeps it", async () => {
    const token = await sandbox.login("agency.subagent");
    expect(await callSensitive(token)).toBe(40001);
    sandbox.clock.advance(61);
    await sandbox.call(`${U}/sendVerifyCode`, { token, body: { type: SMS, scene: CHECK, bigo_id: "sinta.subagent" } });
    const code = (await newestMessage("agency.subagent"))?.code ?? "";
    expect((await sandbox.call(`${U}/checkVerifyCode`, { token, body: { type: SMS, scene: CHECK, code } })).body.code).toBe(0);
    expect(await callSensitive(token)).toBe(1);

    // Another session of the same account is not verified.
    const other = await sandbox.login("agency.subagent");
    expect(await callSensitive(other)).toBe(40001);

    const refreshed = await sandbox.call("/api/agent/account/refreshToken", { body: { token } });
    const fresh = (refreshed.body.data as { token: string }).token;
    expect(await callSensitive(fresh)).toBe(1);
    sandbox.clock.advance(600);
    expect(await callSensitive(fresh)).toBe(40001);
  });

  it("is not lifted by an IM code of an account without a phone: it binds one first (502 leads to the bind dialog)", async () => {
    const token = await sandbox.login("normal.user");
    sandbox.clock.advance(61);
    expect((await sandbox.call(`${U}/sendVerifyCode`, { token, body: { type: IM, scene: SIGN, bigo_id: "nia.viewer" } })).body.code).toBe(0);
    const imCode = (await newestMessage("normal.user"))?.code ?? "";
    expect((await sandbox.call(`${U}/checkVerifyCode`, { token, body: { type: IM, scene: SIGN, code: imCode } })).body).toEqual({
      code: 0,
      msg: "success",
      data: { verified_until: 0 },
    });
    expect(await callSensitive(token)).toBe(40001);
    sandbox.clock.advance(61);
    await sandbox.call(`${P}/sendVerifyCode`, { token, body: { type: IM, scene: SIGN, bigo_id: "nia.viewer" } });
    const portalCode = (await newestMessage("normal.user"))?.code ?? "";
    expect((await sandbox.call(`${P}/checkVerifyCode`, { token, body: { type: IM, scene: SIGN, code: portalCode } })).body.code).toBe(0);
    expect(await callSensitive(token)).toBe(40001);
    expect((await sandbox.call(`${U}/checkIfUidHasPhone`, { token, body: {} })).body.code).toBe(PhoneErrorCode.NoPhone);
    sandbox.clock.advance(61);
    await sandbox.call(`${U}/sendVerifyCode`, { token, body: { type: SMS, scene: BIND, phone: "6281377700098", bigo_id: "nia.viewer" } });
    const bindCode = (await newestMessage("normal.user"))?.code ?? "";
    expect((await sandbox.call(`${U}/setUidHasPhone`, { token, body: { phone: "6281377700098", code: bindCode } })).body.code).toBe(0);
    expect(await callSensitive(token)).toBe(1);
  });
});

describe("live_agent_portal verification and authorization status", () => {
  it("checks a code for a one-time ticket that SetAuthorizationStatus uses up; GetAuthorizationStatus reads it", async () => {
    const token = await sandbox.login("admin");
    expect((await sandbox.call(`${P}/GetAuthorizationStatus`, { token, body: {} })).body.data).toEqual({ status: 0, update_time: 0 });
    sandbox.clock.advance(61);
    expect((await sandbox.call(`${P}/sendVerifyCode`, { token, body: { type: SMS, scene: CHECK, bigo_id: "portal.admin" } })).body.code).toBe(0);
    const code = (await newestMessage("admin"))?.code ?? "";
    const checked = await sandbox.call(`${P}/checkVerifyCode`, { token, body: { type: SMS, scene: CHECK, code } });
    const { ticket, expire_time } = checked.body.data as { ticket: string; expire_time: number };
    expect(expire_time).toBe(nowSeconds() + 300);

    const set = await sandbox.call(`${P}/SetAuthorizationStatus`, { token, body: { status: 1, ticket } });
    expect(set.body.data).toEqual({ status: 1, update_time: nowSeconds() });
    expect((await sandbox.call(`${P}/SetAuthorizationStatus`, { token, body: { status: 0, ticket } })).body.code).toBe(35901);
    expect((await sandbox.call(`${P}/GetAuthorizationStatus`, { token, body: {} })).body.data).toEqual({ status: 1, update_time: nowSeconds() });
  });
});
