/**
 * One call of the contract, end to end: validate, encode, send, classify, report.
 * The result is data, never a thrown surprise (ARCHITECTURE "How data flows", step 4).
 */
import { safeParse } from "zod/v4/core";
import type { $ZodType } from "zod/v4/core";
import type { EndpointDeclaration, RequestOf, ResponseOf } from "#contract/define.ts";
import { ABORTED_ERROR_KEY, CODE_TOKEN_EXPIRED, INVALID_REQUEST_ERROR_KEY } from "#errors.ts";
import type { ApiError, ApiResult } from "#errors.ts";
import { families } from "#families.ts";
import { classifyFailure, classifyResponse, formatIssues } from "./classify.ts";
import { send } from "./client.ts";
import { getApiClientConfig } from "./config.ts";
import type { TransportEvent } from "./config.ts";
import { encodeRequest } from "./encode.ts";
import { sharedPhoneAuth, sharedTokenRefresh } from "./session-hooks.ts";

/** Per-call options of {@link callEndpoint}. */
export interface CallOptions {
  /** Aborts the call (route change, unmount); the result is then an `aborted` error. */
  readonly signal?: AbortSignal;
  /**
   * Whether a 20002 may refresh the token and a 40001 may open phone verification before the call
   * answers (`config.refreshToken`, `config.onPhoneAuthRequired`). Default `true`. The calls those
   * hooks make themselves (refreshToken, the phone dialog's calls) pass `false`, so a hook never
   * waits on itself.
   */
  readonly sessionHooks?: boolean;
  /**
   * Whether the final failure raises its {@link TransportEvent} (`config.onEvent`). Default `true`.
   * The session's token refresh passes `false`: a failed refresh is not a token error of its own;
   * the calls that waited for it report theirs.
   */
  readonly reportEvents?: boolean;
  /**
   * The token to send instead of the session's (`config.getToken`). Logout sends the token it ends
   * after the session has already forgotten it; nothing else should need it.
   */
  readonly token?: string;
}

const invalidRequest = (url: string, issues: string): ApiError => ({
  kind: "invalidRequest",
  url,
  httpStatus: null,
  code: null,
  issues,
  messageKeys: [INVALID_REQUEST_ERROR_KEY],
  fallbackMessage: "",
});

/** The session event an error raises, if any (SPEC section 8). */
function eventOf(error: ApiError): TransportEvent | null {
  switch (error.kind) {
    case "token":
      return { type: "tokenError", error };
    case "phoneAuth":
      return { type: "phoneAuthRequired", error };
    case "business":
    case "http":
    case "tooLarge":
    case "malformed":
      return { type: "abnormal", error };
    case "network":
    case "timeout":
    case "aborted":
    case "invalidRequest":
      return null;
  }
}

function reportEvent(error: ApiError): void {
  const event = eventOf(error);
  if (event === null) return;
  try {
    getApiClientConfig().onEvent?.(event);
  } catch {
    // A failing listener must not turn a classified result into a thrown one.
  }
}

type Validated = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly issues: string };

function validate(declaration: EndpointDeclaration, args: unknown): Validated {
  try {
    const checked = safeParse(declaration.request, args === undefined ? {} : args);
    return checked.success ? { ok: true, value: checked.data } : { ok: false, issues: formatIssues("", checked.error.issues) };
  } catch (error) {
    return { ok: false, issues: `(root): ${error instanceof Error ? error.message : "could not be validated"}` };
  }
}

async function run<E extends EndpointDeclaration>(declaration: E, args: unknown, signal: AbortSignal | undefined, token: string | undefined): Promise<ApiResult<ResponseOf<E>>> {
  const { path: url, method, encoding, family, response } = declaration;
  const validated = validate(declaration, args);
  if (!validated.ok) return { ok: false, error: invalidRequest(url, validated.issues) };
  const encoded = encodeRequest(method, encoding, url, validated.value);
  if ("missing" in encoded) return { ok: false, error: invalidRequest(url, `${encoded.missing}: path parameter is missing`) };
  if (signal?.aborted) return { ok: false, error: classifyFailure({ url, error: signal.reason, callerAborted: true }) };
  try {
    const answer = await send(declaration, encoded, signal, token);
    return classifyResponse<ResponseOf<E>>({
      url,
      style: families[family].style,
      httpStatus: answer.status,
      bodyText: answer.bodyText,
      // E["response"] outputs ResponseOf<E> by definition; TypeScript cannot see through the generic.
      response: response as $ZodType<ResponseOf<E>>,
    });
  } catch (error) {
    return { ok: false, error: classifyFailure({ url, error, callerAborted: signal?.aborted ?? false }) };
  }
}

/** The token the transport sends now (`config.getToken`), `null` when none or when reading it fails. */
function currentToken(): string | null {
  try {
    return getApiClientConfig().getToken?.() ?? null;
  } catch {
    return null;
  }
}

/**
 * The answer of a call that needs a session when there is none (no token: logged out, expired and
 * cleared, or not logged in yet): it is cancelled, never sent without its `Authorization` header
 * (SPEC section 7: every call carries the token). It reads as an aborted call, which no screen
 * shows and which raises no session event.
 */
const noSession = (url: string): ApiError => ({ kind: "aborted", url, httpStatus: null, code: null, messageKeys: [ABORTED_ERROR_KEY], fallbackMessage: "" });

/** One attempt: the result and the token it was sent with. Never throws. */
async function attempt<E extends EndpointDeclaration>(
  declaration: E,
  args: unknown,
  signal: AbortSignal | undefined,
  override: string | undefined,
): Promise<{ readonly result: ApiResult<ResponseOf<E>>; readonly token: string | null }> {
  const token = override ?? currentToken();
  // Checked right before sending: the headers are built in the same task, with this token.
  if (declaration.auth === "session" && token === null) return { result: { ok: false, error: noSession(declaration.path) }, token };
  try {
    return { result: await run(declaration, args, signal, override), token };
  } catch (error) {
    return { result: { ok: false, error: classifyFailure({ url: declaration.path, error, callerAborted: signal?.aborted ?? false }) }, token };
  }
}

/**
 * Whether a call that failed with a token error is worth one more attempt:
 * - the session's token changed while it ran (a refresh or a new login): yes, with the new token;
 * - code 20002 (expired) and `config.refreshToken` is set: after the shared refresh succeeded.
 * 401, 20003 and 20006 with an unchanged token are final.
 */
async function recoversFromTokenError(error: ApiError, sentToken: string | null): Promise<boolean> {
  const now = currentToken();
  if (sentToken !== null && now !== null && now !== sentToken) return true;
  if (error.code !== CODE_TOKEN_EXPIRED || getApiClientConfig().refreshToken === undefined) return false;
  return sharedTokenRefresh(error);
}

/**
 * What to wait for before going on: `config.sendGate` (or `answerGate`), if any; never rejects.
 * Not an async function: the first runs inside the call's start, deep in React's effects, where
 * each extra promise costs under Lighthouse (docs/performance.md).
 */
function passGate(gate: "sendGate" | "answerGate" = "sendGate"): Promise<void> | undefined {
  const wait = getApiClientConfig()[gate];
  if (wait === undefined) return undefined;
  // A failing gate must not keep the call from going.
  try {
    return wait().catch(() => undefined);
  } catch {
    return undefined;
  }
}

const abortedError = (url: string, signal: AbortSignal): ApiError => classifyFailure({ url, error: signal.reason, callerAborted: true });

/**
 * Calls one declared endpoint.
 *
 * 0. Waits for `config.sendGate` when one is set (the app shell's: a task of its own, and no
 *    call while a screen paints its first frame).
 * 1. A call that needs a session (`auth: "session"`, the default) while there is no token is
 *    not sent: it answers an `aborted` error at once (no session event).
 *    Validates `args` with the declaration's request schema (no argument means `{}`); a
 *    failure is an `invalidRequest` error and nothing is sent.
 * 2. Sends through the family's client (headers, encoding, retries and budget: `client.ts`).
 * 3. Classifies the answer (SPEC section 8, `classify.ts`); `data` is the response schema's output.
 * 4. Session recovery (unless `options.sessionHooks === false`), each at most once per call:
 *    - a token error while the session's token changed meanwhile: sent again with the new token;
 *    - 20002 with `config.refreshToken`: one shared refresh for all waiting calls, then sent again;
 *    - 40001 with `config.onPhoneAuthRequired`: reports `phoneAuthRequired` (the phone dialog
 *      opens), waits for the one shared verification, then sent again; if the user gives up it
 *      answers the `phoneAuth` error. The screen sees no error meanwhile, only a pending call.
 * 5. Reports `tokenError`, `phoneAuthRequired` or `abnormal` of the final failure to
 *    `config.onEvent`, once per call (a 40001 that was waited for is reported once, before waiting).
 * 6. Waits for `config.answerGate` when one is set (the app shell's: the answer goes on to the
 *    store in a task of its own), then answers.
 *
 * Each attempt has the family's whole budget (30 s main API); time spent waiting for a refresh or
 * for the user in the phone dialog is not counted. Never throws and logs nothing (no token,
 * password or code can leak through it).
 *
 * @returns `{ ok: true, data, code }` or `{ ok: false, error }` with a plain, serialisable {@link ApiError}.
 */
export async function callEndpoint<E extends EndpointDeclaration>(declaration: E, args: RequestOf<E> | undefined, options: CallOptions = {}): Promise<ApiResult<ResponseOf<E>>> {
  await passGate();
  const result = await callWithRecovery(declaration, args, options);
  await passGate("answerGate");
  return result;
}

/** Steps 1 to 5 of {@link callEndpoint}. */
async function callWithRecovery<E extends EndpointDeclaration>(declaration: E, args: RequestOf<E> | undefined, options: CallOptions): Promise<ApiResult<ResponseOf<E>>> {
  const { signal } = options;
  const hooks = options.sessionHooks !== false;
  const report = options.reportEvents === false ? () => undefined : reportEvent;
  let tokenRetried = false;
  let phoneAuthRetried = false;
  for (;;) {
    const { result, token } = await attempt(declaration, args, signal, options.token);
    if (result.ok) return result;
    const { error } = result;
    if (hooks && error.kind === "token" && !tokenRetried) {
      tokenRetried = true;
      if (await recoversFromTokenError(error, token)) {
        if (signal?.aborted) return { ok: false, error: abortedError(declaration.path, signal) };
        continue;
      }
    } else if (hooks && error.kind === "phoneAuth" && !phoneAuthRetried && getApiClientConfig().onPhoneAuthRequired !== undefined) {
      phoneAuthRetried = true;
      report(error);
      const verified = await sharedPhoneAuth(error);
      if (signal?.aborted) return { ok: false, error: abortedError(declaration.path, signal) };
      if (verified) continue;
      return result;
    }
    report(error);
    return result;
  }
}
