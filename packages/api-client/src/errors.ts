/**
 * The error catalogue of SPEC section 8 as data.
 *
 * Every call ends in a typed result; a failure is one of these plain, serialisable
 * objects (never a class instance), so it can live in the Redux store and be
 * matched with `switch (error.kind)`.
 */

/** Codes that count as token errors (SPEC section 8): expired, unauthorized, account disabled. */
export const TOKEN_ERROR_CODES = [20002, 20003, 20006] as const;
/** Token expired. */
export const CODE_TOKEN_EXPIRED = 20002;
/** Unauthorized. */
export const CODE_UNAUTHORIZED = 20003;
/** Account disabled. */
export const CODE_ACCOUNT_DISABLED = 20006;
/** Phone authentication needed: raises the phone-auth counter and is not passed to the error handler. */
export const CODE_PHONE_AUTH_REQUIRED = 40001;
/** The generic error text's i18n key (SPEC section 8). */
export const GENERIC_ERROR_KEY = "lang328";
/** The i18n key of the token-error text (HTTP 401 or a token code without a key of its own). */
export const TOKEN_ERROR_KEY = "errors.token";
/**
 * i18n keys of the token codes, tried before {@link TOKEN_ERROR_KEY}: 20002 token expired,
 * 20003 unauthorized, 20006 account disabled (SPEC section 8).
 */
export const TOKEN_CODE_ERROR_KEYS: Readonly<Record<(typeof TOKEN_ERROR_CODES)[number], string>> = {
  20002: "errors.tokenExpired",
  20003: "errors.unauthorized",
  20006: "errors.accountDisabled",
};
/** The i18n key of the "phone authentication needed" text (code 40001). */
export const PHONE_AUTH_ERROR_KEY = "errors.phoneAuth";
/** The i18n key of an HTTP 4xx/5xx failure that carried no envelope. */
export const HTTP_ERROR_KEY = "errors.http";
/** The i18n key of an aborted call (never shown; present so every error has a key). */
export const ABORTED_ERROR_KEY = "errors.aborted";
/** The i18n key of the HTTP 413 "message too large" text. */
export const TOO_LARGE_ERROR_KEY = "errors.tooLarge";
/** The i18n key of the network failure text. */
export const NETWORK_ERROR_KEY = "errors.network";
/** The i18n key of the timeout text. */
export const TIMEOUT_ERROR_KEY = "errors.timeout";
/** The i18n key of the malformed-response text. */
export const MALFORMED_ERROR_KEY = "errors.malformed";
/** The i18n key of the invalid-request text (the request failed its own schema before sending). */
export const INVALID_REQUEST_ERROR_KEY = "errors.invalidRequest";

interface ApiErrorBase {
  /** Path of the call as declared (family base excluded), e.g. `/agent/user/login`. */
  readonly url: string;
  /**
   * i18n keys to try in order, then {@link ApiErrorBase.fallbackMessage}, then `lang328`.
   * For a business error: `errors.api.<url>.<code>` (SPEC section 8: "keyed by URL and code").
   */
  readonly messageKeys: readonly string[];
  /** The server's message, shown when no key is translated. Empty when the server gave none. */
  readonly fallbackMessage: string;
}

/** A classified failure of one call. */
export type ApiError =
  /** HTTP 401 or code 20002/20003/20006: counted as a token error, no message shown. */
  | (ApiErrorBase & { readonly kind: "token"; readonly httpStatus: number; readonly code: number | null })
  /** Code 40001: phone authentication needed; the phone dialog takes over. */
  | (ApiErrorBase & { readonly kind: "phoneAuth"; readonly httpStatus: number; readonly code: 40001 })
  /** Any other non-zero (non-success) code: logged as abnormal; show the translated message. */
  | (ApiErrorBase & { readonly kind: "business"; readonly httpStatus: number; readonly code: number })
  /** HTTP 413: the message is too large. */
  | (ApiErrorBase & { readonly kind: "tooLarge"; readonly httpStatus: 413; readonly code: null })
  /** Any other HTTP 4xx/5xx without a readable envelope; reported to error reporting. */
  | (ApiErrorBase & { readonly kind: "http"; readonly httpStatus: number; readonly code: number | null })
  /** No answer: offline, DNS, CORS, connection reset. */
  | (ApiErrorBase & { readonly kind: "network"; readonly httpStatus: null; readonly code: null })
  /** The family's time budget (retries included) ran out. */
  | (ApiErrorBase & { readonly kind: "timeout"; readonly httpStatus: null; readonly code: null })
  /** The caller aborted (route change, unmount); never shown. */
  | (ApiErrorBase & { readonly kind: "aborted"; readonly httpStatus: null; readonly code: null })
  /** The answer was not JSON, not an envelope, or `data` failed the endpoint's response schema. `issues` says where. */
  | (ApiErrorBase & { readonly kind: "malformed"; readonly httpStatus: number | null; readonly code: number | null; readonly issues: string })
  /** The request failed the endpoint's request schema and was not sent. `issues` says which field. */
  | (ApiErrorBase & { readonly kind: "invalidRequest"; readonly httpStatus: null; readonly code: null; readonly issues: string });

/** One of the `kind`s of {@link ApiError}. */
export type ApiErrorKind = ApiError["kind"];

const kinds: ReadonlySet<string> = new Set<ApiErrorKind>(["token", "phoneAuth", "business", "tooLarge", "http", "network", "timeout", "aborted", "malformed", "invalidRequest"]);

/** Type guard: `value` is an {@link ApiError} produced by this package. */
export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === "object" &&
    value !== null &&
    "kind" in value &&
    typeof value.kind === "string" &&
    kinds.has(value.kind) &&
    "messageKeys" in value &&
    Array.isArray(value.messageKeys)
  );
}

/** The i18n key for a business error: `errors.api.<url>.<code>` (dots in the URL kept as written). */
export const apiMessageKey = (url: string, code: number): string => `errors.api.${url}.${code}`;

/** A successful or failed call, as the transport returns it. Never thrown. */
export type ApiResult<T> = { readonly ok: true; readonly data: T; readonly code: number } | { readonly ok: false; readonly error: ApiError };
