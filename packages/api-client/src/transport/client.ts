/**
 * One ky client per service family (SPEC sections 7 and 9), created on first use and
 * rebuilt after `configureApiClient` changes anything.
 *
 * Retry policy (issue 8; SPEC section 9: "Retry supports a configurable count and delay"): only
 * idempotent GETs are retried, through the transport's `retry` helper (`./retry.ts`), at most
 * {@link RETRY_LIMIT} times, {@link RETRY_DELAY_MS} apart, and only on 408, 500, 502, 503 or 504;
 * never POST, never 413 or another 4xx, never after a timeout. ky itself retries nothing. The
 * family's timeout (30 s main, 50 s others, 15 s site backend) is the budget of the whole call,
 * retries and the waits between them included.
 */
import ky, { HTTPError } from "ky";
import type { KyInstance, Options } from "ky";
import type { EndpointDeclaration } from "#contract/define.ts";
import { APP_ID, families } from "#families.ts";
import type { FamilyId } from "#families.ts";
import { getApiClientConfig, getApiClientConfigVersion } from "./config.ts";
import type { ApiClientConfig } from "./config.ts";
import type { EncodedRequest } from "./encode.ts";
import { nextRequestId } from "./request-id.ts";
import { retry } from "./retry.ts";

/** Retries after the first attempt of an idempotent GET. */
export const RETRY_LIMIT = 2;
/** HTTP statuses an idempotent GET is retried on. 413 and every other 4xx are final. */
export const RETRY_STATUS_CODES: readonly number[] = [408, 500, 502, 503, 504];
/** Milliseconds between two attempts of an idempotent GET. */
export const RETRY_DELAY_MS = 300;
/** Language sent as `X-Client-Lang` when none is configured. */
export const DEFAULT_CLIENT_LANGUAGE = "en";

const built = new Map<FamilyId, { readonly version: number; readonly instance: KyInstance }>();

function createFamilyClient(family: FamilyId, config: Readonly<ApiClientConfig>): KyInstance {
  const { withCredentials } = families[family];
  const fetchImpl = config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  return ky.create({
    fetch: fetchImpl,
    // No timeout of ky's own: the family's timeout is the budget of the whole call, enforced in
    // `send` below, and an attempt cannot outlast it. A per-attempt timer of the same length could
    // never fire first; it cost a timer and a promise per call.
    timeout: false,
    // Answers are read and classified whatever their status; only the retryable statuses
    // throw, so `send` can tell them apart and try again (and reads their answer at the end).
    throwHttpErrors: (status) => RETRY_STATUS_CODES.includes(status),
    // Retries are `send`'s (the `retry` helper), never ky's: ky would also retry a 413.
    retry: { limit: 0 },
    ...(withCredentials ? { credentials: "include" as const } : {}),
  });
}

/** The ky client of `family`, built lazily and rebuilt after a configuration change. */
export function getFamilyClient(family: FamilyId): KyInstance {
  const version = getApiClientConfigVersion();
  const cached = built.get(family);
  if (cached?.version === version) return cached.instance;
  const instance = createFamilyClient(family, getApiClientConfig());
  built.set(family, { version, instance });
  return instance;
}

/** The base URL of `family`: the configured one, else the family table's default. */
export function baseUrlOf(family: FamilyId): string {
  return getApiClientConfig().baseUrls?.[family] ?? families[family].baseUrl;
}

/**
 * The headers of one call (SPEC section 7): `X-Request-Id` always; `Authorization: Bearer
 * <token>` when logged in (`tokenOverride` instead of the session's token, for logout); main API:
 * `X-Device-Id`; C++-style families: `X-Device-Id`, `X-App-Id: 60` and `X-Client-Lang`.
 */
export function buildHeaders(family: FamilyId, config: Readonly<ApiClientConfig>, requestId: number, tokenOverride?: string): Headers {
  const { style, withCredentials } = families[family];
  const headers = new Headers({ Accept: "application/json", "X-Request-Id": String(requestId) });
  const token = tokenOverride ?? config.getToken?.() ?? null;
  if (token) headers.set("Authorization", `Bearer ${token}`);
  if (withCredentials || style === "cpp") {
    const deviceId = config.getDeviceId?.() ?? null;
    if (deviceId) headers.set("X-Device-Id", deviceId);
  }
  if (style === "cpp") {
    headers.set("X-App-Id", String(APP_ID));
    headers.set("X-Client-Lang", config.getLanguage?.() ?? DEFAULT_CLIENT_LANGUAGE);
  }
  return headers;
}

/** The raw answer of one call, before classification. */
export interface RawAnswer {
  readonly status: number;
  readonly bodyText: string;
}

/** Thrown reason of the whole-call budget running out: a `DOMException` named `TimeoutError`. */
const budgetExceeded = (ms: number) => new DOMException(`The call's ${ms} ms budget ran out`, "TimeoutError");

/**
 * Sends one encoded request through its family's client and reads the answer's text,
 * whatever its status.
 *
 * @throws What `fetch` or ky rejected with when no answer came: the caller's abort reason,
 *   a `TimeoutError` (the whole-call budget ran out), or a network `TypeError`.
 */
export async function send(
  declaration: Pick<EndpointDeclaration, "family" | "method" | "idempotent">,
  encoded: EncodedRequest,
  signal?: AbortSignal,
  tokenOverride?: string,
): Promise<RawAnswer> {
  const { family, method, idempotent } = declaration;
  const config = getApiClientConfig();
  const client = getFamilyClient(family);
  const budgetMs = families[family].timeoutMs;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(budgetExceeded(budgetMs)), budgetMs);
  const combined = signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal;
  // Each attempt gets a fresh request id (SPEC 7: every call carries one).
  const attempt = async (): Promise<RawAnswer> => {
    const options: Options = {
      method,
      headers: buildHeaders(family, config, nextRequestId(), tokenOverride),
      signal: combined,
      ...(encoded.searchParams && encoded.searchParams.size > 0 ? { searchParams: encoded.searchParams } : {}),
      ...(encoded.form ? { body: encoded.form } : {}),
      ...(encoded.json !== undefined ? { json: encoded.json } : {}),
    };
    const response = await client(`${baseUrlOf(family)}${encoded.path}`, options);
    return { status: response.status, bodyText: await response.text() };
  };
  try {
    return await retry(attempt, {
      count: idempotent ? RETRY_LIMIT : 0,
      delayMs: RETRY_DELAY_MS,
      signal: combined,
      shouldRetry: (error) => error instanceof HTTPError,
    });
  } catch (error) {
    // A retryable status that stayed failed after the last retry (or a POST that got one).
    if (error instanceof HTTPError) return { status: error.response.status, bodyText: await error.response.text() };
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
