/**
 * The other parties of a flow act through the sandbox's API (another agency, the broadcaster, an
 * admin) while the tested user works in the page. Codes come from the sandbox's outbox
 * (`GET /sandbox/outbox?to=<username>`); every seeded account's password is
 * {@link SANDBOX_PASSWORD}.
 */
import { expect } from "@playwright/test";
import type { APIRequestContext, Page } from "@playwright/test";

/** The sandbox's password for every seeded account (apps/sandbox-api README). */
export const SANDBOX_PASSWORD = "sandbox123";

/** One answer of the sandbox's API: `code` 0 (main API, union_oss) or 1 (C++-style families) is success. */
export interface Answer<T> {
  readonly code: number;
  readonly msg: string;
  readonly data: T;
}

/**
 * The newest verification code the sandbox's outbox holds for `username` (no page needed).
 *
 * @throws Error when the outbox holds none (or an empty one).
 */
export async function readOutboxCode(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.get(`/sandbox/outbox?to=${encodeURIComponent(username)}&limit=1`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { messages: { code: string }[] };
  const code = body.messages[0]?.code;
  if (!code) throw new Error(`No code in the outbox for ${username}.`);
  return code;
}

/**
 * Logs `username` in through the main API (getVerifyCode, the code from the outbox, login with
 * {@link SANDBOX_PASSWORD}) and answers the session token.
 *
 * @throws Error `login <username>: <code> <msg>` when the login answers another code than 0 or no token.
 */
export async function apiLogin(request: APIRequestContext, username: string): Promise<string> {
  const sent = await request.post("/api/agent/user/getVerifyCode", { data: { username } });
  expect(sent.ok()).toBe(true);
  const code = await readOutboxCode(request, username);
  const response = await request.post("/api/agent/user/login", { data: { username, password: SANDBOX_PASSWORD, code } });
  const body = (await response.json()) as Answer<{ token?: string } | undefined>;
  if (body.code !== 0 || typeof body.data?.token !== "string") throw new Error(`login ${username}: ${String(body.code)} ${body.msg}`);
  return body.data.token;
}

/**
 * POSTs `body` to one API path as `token` (`Authorization: Bearer`) and answers the whole answer
 * (code, msg, data), whatever the code; fails the test on an HTTP error status.
 */
export async function apiAnswer<T>(request: APIRequestContext, token: string, path: string, body: unknown): Promise<Answer<T>> {
  const response = await request.post(path, { data: body, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `${path}: HTTP ${String(response.status())}`).toBe(true);
  return (await response.json()) as Answer<T>;
}

/** Calls one API path as `token` ({@link apiAnswer}) and answers `data`, failing the test on any other code than `success`. */
export async function apiCall<T>(request: APIRequestContext, token: string, path: string, body: unknown, success: 0 | 1): Promise<T> {
  const answer = await apiAnswer<T>(request, token, path, body);
  expect(answer.code, `${path}: ${answer.msg}`).toBe(success);
  return answer.data;
}

/**
 * Passes the phone verification sensitive calls ask for (code 40001: transfers, terminations,
 * broker changes; apps/sandbox-api phone rules) through the API: with `bindPhone`, binds that
 * number (scene BIND_PHONE 2, setUidHasPhone); else validates the bound phone (scene CHECK_AUTH 1,
 * checkVerifyCode). Codes come from `username`'s outbox.
 */
export async function verifyPhone(request: APIRequestContext, token: string, username: string, bigoId: string, bindPhone?: string): Promise<void> {
  const scene = bindPhone === undefined ? 1 : 2;
  await apiCall(request, token, "/api/union_oss/sendVerifyCode", { type: 1, scene, bigo_id: bigoId, ...(bindPhone === undefined ? {} : { phone: bindPhone }) }, 0);
  const code = await readOutboxCode(request, username);
  if (bindPhone === undefined) await apiCall(request, token, "/api/union_oss/checkVerifyCode", { type: 1, scene, code }, 0);
  else await apiCall(request, token, "/api/union_oss/setUidHasPhone", { phone: bindPhone, code }, 0);
}

/** Makes every page of `page`'s context start logged in as the holder of `token` (the `token` local-storage key both apps read, SPEC section 3). */
export async function useToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem("token", value);
  }, token);
}
