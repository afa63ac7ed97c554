/**
 * Codes the sandbox answers besides success (0 for `json` families, 1 for `cpp` ones) and
 * the login codes of `LoginErrorCode` (`@agent-portal/api-client/contract/main`).
 *
 * Token codes are SPEC section 8's; the others are ours, in ranges the spec leaves free.
 */
export const ServerCode = {
  /** Token expired (SPEC section 8). HTTP 200. */
  TokenExpired: 20002,
  /** Unauthorized: unknown or revoked token (SPEC section 8). HTTP 200, or HTTP 401 when the header is missing or garbled. */
  Unauthorized: 20003,
  /** Account disabled (SPEC section 8). HTTP 200. */
  AccountDisabled: 20006,
  /** The caller lacks every permission the call accepts. HTTP 200. */
  NoPermission: 30001,
  /** The subject a request names lies outside the caller's data scope, on a call without a refusal code of its own for it. HTTP 200. */
  OutOfScope: 30002,
  /** Phone authentication needed (SPEC section 8): the call has `phoneAuth` and the session has not passed a phone check within 10 minutes. HTTP 200. */
  PhoneAuthRequired: 40001,
  /** The request failed the declaration's request schema; `msg` names the field and why. HTTP 400. */
  InvalidRequest: 40000,
  /** A cross-site request (`Sec-Fetch-Site: cross-site`, or an `Origin` of another site): refused before anything runs. HTTP 403. */
  CrossSite: 40300,
  /** No such API route. HTTP 404. */
  NotFound: 40400,
  /** The request body is larger than the sandbox accepts. HTTP 413. */
  PayloadTooLarge: 41300,
  /** A POST body of another type than the call's declared encoding (JSON or form), e.g. `text/plain`. HTTP 415. */
  UnsupportedMediaType: 41500,
  /** Too many requests of one kind from one client or account (README "Abuse limits"); calls with a code of their own for it use that one. HTTP 429. */
  TooManyRequests: 42900,
  /** A server bug (e.g. a handler's answer failed the response schema); logged. HTTP 500. */
  Internal: 50000,
} as const;

/** One of {@link ServerCode}'s values. */
export type ServerCode = (typeof ServerCode)[keyof typeof ServerCode];

/** HTTP statuses the sandbox sends with an error envelope. */
export type ErrorHttpStatus = 200 | 400 | 401 | 403 | 404 | 413 | 415 | 429 | 500;

/**
 * A business failure raised by a handler or the auth layer; the contract router answers it
 * as the envelope `{ code, msg }` with `httpStatus` (HTTP 200 by default, as the backend does).
 */
export class ContractError extends Error {
  override readonly name = "ContractError";

  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus: ErrorHttpStatus = 200,
  ) {
    super(message);
  }
}
