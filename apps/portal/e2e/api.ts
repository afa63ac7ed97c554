/**
 * API helpers of the portal's end-to-end tests: the other parties of a flow (another agency, the
 * broadcaster) act through the sandbox's API, as the mobile webview's tests do
 * (`apps/mobile-webview/e2e/fixtures.ts`), while the tested user works in the page.
 */
import { expect } from "@playwright/test";
import type { APIRequestContext, Page } from "@playwright/test";
import { SANDBOX_PASSWORD } from "./fixtures.ts";

/** One answer of the sandbox's API: `code` 0 (main API, union_oss) or 1 (C++-style families) is success. */
interface Answer<T> {
  readonly code: number;
  readonly msg: string;
  readonly data: T;
}

/** The newest verification code the sandbox's outbox holds for `username` (no page needed). */
async function outboxCode(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.get(`/sandbox/outbox?to=${encodeURIComponent(username)}&limit=1`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { messages: { code: string }[] };
  const code = body.messages[0]?.code;
  if (code === undefined) throw new Error(`No code in the outbox for ${username}.`);
  return code;
}

/** Logs `username` in through the main API (code from the outbox) and answers the session token. */
export async function apiLogin(request: APIRequestContext, username: string): Promise<string> {
  const sent = await request.post("/api/agent/user/getVerifyCode", { data: { username } });
  expect(sent.ok()).toBe(true);
  const code = await outboxCode(request, username);
  const response = await request.post("/api/agent/user/login", { data: { username, password: SANDBOX_PASSWORD, code } });
  const body = (await response.json()) as Answer<{ token?: string } | undefined>;
  if (body.code !== 0 || typeof body.data?.token !== "string") throw new Error(`login ${username}: ${String(body.code)} ${body.msg}`);
  return body.data.token;
}

/** Calls one API path as `token` and answers the whole answer (code, msg, data), whatever the code. */
export async function apiAnswer<T>(request: APIRequestContext, token: string, path: string, body: unknown): Promise<Answer<T>> {
  const response = await request.post(path, { data: body, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `${path}: HTTP ${String(response.status())}`).toBe(true);
  return (await response.json()) as Answer<T>;
}

/** Calls one API path as `token` and answers `data`, failing the test on any other code than `success`. */
export async function apiCall<T>(request: APIRequestContext, token: string, path: string, body: unknown, success: 0 | 1): Promise<T> {
  const answer = await apiAnswer<T>(request, token, path, body);
  expect(answer.code, `${path}: ${answer.msg}`).toBe(success);
  return answer.data;
}

/**
 * Passes the phone verification sensitive calls ask for (code 40001: transfers, terminations,
 * broker changes) through the API: with `bindPhone`, binds that number (scene 2, setUidHasPhone);
 * else validates the bound phone (scene 1, checkVerifyCode). Codes come from the outbox.
 */
export async function verifyPhone(request: APIRequestContext, token: string, username: string, bigoId: string, bindPhone?: string): Promise<void> {
  const scene = bindPhone === undefined ? 1 : 2;
  await apiCall(request, token, "/api/union_oss/sendVerifyCode", { type: 1, scene, bigo_id: bigoId, ...(bindPhone === undefined ? {} : { phone: bindPhone }) }, 0);
  const code = await outboxCode(request, username);
  if (bindPhone === undefined) await apiCall(request, token, "/api/union_oss/checkVerifyCode", { type: 1, scene, code }, 0);
  else await apiCall(request, token, "/api/union_oss/setUidHasPhone", { phone: bindPhone, code }, 0);
}

/** Makes every page of `page`'s context start logged in as the holder of `token` (the `token` local-storage key, SPEC section 3). */
export async function useToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem("token", value);
  }, token);
}

/** One row of broker QryAnchorList, as the tests read it. */
export interface ListedAnchor {
  readonly anchor_uid: string;
  readonly bigo_id: string;
  readonly nick_name: string;
  readonly broker_uid: string;
  readonly broker_name: string;
  readonly contract_status: number;
  readonly contract_end_time: number;
  readonly renewal_id: string;
}

/** The agency's broadcasters of a tab (1 all current, 2 to be renewed, 3 terminated) with a Bigo ID, through broker QryAnchorList. */
export async function listedAnchors(request: APIRequestContext, token: string, tab: 1 | 2 | 3, bigoId: string): Promise<ListedAnchor[]> {
  const data = await apiCall<{ list: ListedAnchor[] }>(request, token, "/api/broker/QryAnchorList", { tab, bigo_id: bigoId, page: 1, page_size: 20 }, 1);
  return data.list;
}
