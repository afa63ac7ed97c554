/**
 * The answer classifier: turns one HTTP answer into an {@link ApiResult} following the
 * error catalogue of SPEC section 8. Pure and total: it never throws, whatever the status
 * and body (property-tested with fast-check).
 *
 * Precedence:
 * 1. HTTP 401 -> `token`.
 * 2. HTTP 413 -> `tooLarge`.
 * 3. The body is an envelope `{ code, msg?, data? }` (JSON object with an integer `code`):
 *    - success code (0 `json`, 1 `cpp`) with a 2xx status -> ok, once `data` passes the
 *      endpoint's response schema (else `malformed`, `issues` naming the path);
 *      the success code with a non-2xx status -> `http`;
 *    - 20002 / 20003 / 20006 -> `token`; 40001 -> `phoneAuth`;
 *    - any other code -> `business` keyed by URL and code, with the server message.
 * 4. No envelope and HTTP >= 400 -> `http`.
 * 5. No envelope otherwise (not JSON, not an object, no integer code) -> `malformed`.
 */
import { safeParse } from "zod/v4/core";
import type { $ZodIssue, $ZodType } from "zod/v4/core";
import {
  ABORTED_ERROR_KEY,
  apiMessageKey,
  CODE_PHONE_AUTH_REQUIRED,
  HTTP_ERROR_KEY,
  MALFORMED_ERROR_KEY,
  NETWORK_ERROR_KEY,
  PHONE_AUTH_ERROR_KEY,
  TIMEOUT_ERROR_KEY,
  TOKEN_CODE_ERROR_KEYS,
  TOKEN_ERROR_CODES,
  TOKEN_ERROR_KEY,
  TOO_LARGE_ERROR_KEY,
} from "#errors.ts";
import type { ApiError, ApiResult } from "#errors.ts";
import { successCodeOf } from "#families.ts";
import type { FamilyStyle } from "#families.ts";

/** What {@link classifyResponse} needs to know about one answer. */
export interface ClassifyInput<T = unknown> {
  /** The declared path of the call (family base excluded, `{param}` segments unfilled), e.g. `/agent/user/login`. */
  readonly url: string;
  /** The family's style: decides the success code (0 `json`, 1 `cpp`). */
  readonly style: FamilyStyle;
  /** The HTTP status of the answer. */
  readonly httpStatus: number;
  /** The raw body text (may be empty, HTML, anything). */
  readonly bodyText: string;
  /** The endpoint's response schema for `data`. Without it, `data` is passed through unchecked. */
  readonly response?: $ZodType<T>;
}

interface ReadEnvelope {
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;
}

/** Reads `{ code, msg, data }` leniently: any JSON object with an integer `code`; a non-string `msg` reads as "". */
function readEnvelope(bodyText: string): ReadEnvelope | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(bodyText);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
  const record = parsed as Record<string, unknown>;
  const { code, msg, data } = record;
  if (typeof code !== "number" || !Number.isSafeInteger(code)) return null;
  return { code, msg: typeof msg === "string" ? msg : "", data };
}

/**
 * Formats zod issues as `path: message; ...`, the path prefixed with `prefix`
 * (e.g. `data.member_info.role: Invalid input: expected number, received string`).
 */
export function formatIssues(prefix: string, issues: readonly $ZodIssue[]): string {
  return issues
    .map((issue) => {
      const path = [prefix, ...issue.path.map((part) => String(part))].filter((part) => part !== "").join(".");
      return `${path === "" ? "(root)" : path}: ${issue.message}`;
    })
    .join("; ");
}

const isTokenCode = (code: number): code is (typeof TOKEN_ERROR_CODES)[number] => (TOKEN_ERROR_CODES as readonly number[]).includes(code);

/** The `token` error of a 401 or a token code. */
function tokenError(url: string, httpStatus: number, code: number | null, msg: string): ApiError {
  const codeKey = code !== null && isTokenCode(code) ? [TOKEN_CODE_ERROR_KEYS[code]] : [];
  return { kind: "token", url, httpStatus, code, messageKeys: [...codeKey, TOKEN_ERROR_KEY], fallbackMessage: msg };
}

function malformed(url: string, httpStatus: number | null, code: number | null, issues: string): ApiError {
  return { kind: "malformed", url, httpStatus, code, issues, messageKeys: [MALFORMED_ERROR_KEY], fallbackMessage: "" };
}

function classifyEnvelope<T>(input: ClassifyInput<T>, envelope: ReadEnvelope): ApiResult<T> {
  const { url, httpStatus, style, response } = input;
  const { code, msg, data } = envelope;
  if (code === successCodeOf(style)) {
    if (httpStatus < 200 || httpStatus > 299) {
      return { ok: false, error: { kind: "http", url, httpStatus, code, messageKeys: [HTTP_ERROR_KEY], fallbackMessage: "" } };
    }
    if (response === undefined) return { ok: true, data: data as T, code };
    const checked = safeParse(response, data);
    return checked.success ? { ok: true, data: checked.data, code } : { ok: false, error: malformed(url, httpStatus, code, formatIssues("data", checked.error.issues)) };
  }
  if (isTokenCode(code)) return { ok: false, error: tokenError(url, httpStatus, code, msg) };
  if (code === CODE_PHONE_AUTH_REQUIRED) {
    return {
      ok: false,
      error: { kind: "phoneAuth", url, httpStatus, code, messageKeys: [PHONE_AUTH_ERROR_KEY], fallbackMessage: msg },
    };
  }
  return {
    ok: false,
    error: { kind: "business", url, httpStatus, code, messageKeys: [apiMessageKey(url, code)], fallbackMessage: msg },
  };
}

function classifyUnsafe<T>(input: ClassifyInput<T>): ApiResult<T> {
  const { url, httpStatus, bodyText } = input;
  const envelope = readEnvelope(bodyText);
  if (httpStatus === 401) return { ok: false, error: tokenError(url, httpStatus, envelope?.code ?? null, envelope?.msg ?? "") };
  if (httpStatus === 413) {
    return {
      ok: false,
      error: { kind: "tooLarge", url, httpStatus, code: null, messageKeys: [TOO_LARGE_ERROR_KEY], fallbackMessage: "" },
    };
  }
  if (envelope !== null) return classifyEnvelope(input, envelope);
  if (httpStatus >= 400) {
    return { ok: false, error: { kind: "http", url, httpStatus, code: null, messageKeys: [HTTP_ERROR_KEY], fallbackMessage: "" } };
  }
  const what = bodyText.trim() === "" ? "empty body" : "body is not a JSON envelope { code, msg, data }";
  return { ok: false, error: malformed(url, httpStatus, null, `(root): ${what} (HTTP ${httpStatus})`) };
}

/**
 * Classifies one HTTP answer (SPEC section 8; precedence in the module comment).
 *
 * @returns `{ ok: true, data, code }` on success, `{ ok: false, error }` otherwise. Never throws:
 *   should a response schema's own refinement throw, the answer is `malformed`.
 */
export function classifyResponse<T = unknown>(input: ClassifyInput<T>): ApiResult<T> {
  try {
    return classifyUnsafe(input);
  } catch (error) {
    const reason = error instanceof Error ? error.message : "unknown failure";
    return { ok: false, error: malformed(input.url, input.httpStatus, null, `(root): could not be read: ${reason}`) };
  }
}

/** What {@link classifyFailure} needs to know about a call that got no answer. */
export interface FailureInput {
  /** The declared path of the call. */
  readonly url: string;
  /** What `fetch` (or ky) rejected with. */
  readonly error: unknown;
  /** The caller's own signal was aborted (route change, unmount). */
  readonly callerAborted: boolean;
}

function errorName(error: unknown): string {
  try {
    return typeof error === "object" && error !== null && "name" in error && typeof error.name === "string" ? error.name : "";
  } catch {
    return "";
  }
}

/**
 * Classifies a call that ended without an answer. Never throws.
 *
 * - the caller's signal aborted, or an `AbortError` -> `aborted` (never shown, never reported);
 * - a `TimeoutError` (the family budget running out, or ky's own timeout should a client set one) -> `timeout`;
 * - anything else (offline, DNS, CORS, reset, an unusable URL) -> `network`.
 */
export function classifyFailure(input: FailureInput): ApiError {
  const { url, error, callerAborted } = input;
  const base = { url, httpStatus: null, code: null, fallbackMessage: "" } as const;
  const name = errorName(error);
  if (callerAborted || name === "AbortError") return { ...base, kind: "aborted", messageKeys: [ABORTED_ERROR_KEY] };
  if (name === "TimeoutError") return { ...base, kind: "timeout", messageKeys: [TIMEOUT_ERROR_KEY] };
  return { ...base, kind: "network", messageKeys: [NETWORK_ERROR_KEY] };
}
