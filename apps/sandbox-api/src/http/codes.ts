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
  /** Phone authentication needed (SPEC section 8): the call has `phoneAuth` and the session has not passed a phone check within 10 minutes. HTTP 200. */
  PhoneAuthRequired: 40001,
  /** The request failed the declaration's request schema; `msg` names the field and why. HTTP 400. */
  InvalidRequest: 40000,
  /** No such API route. HTTP 404. */
  NotFound: 40400,
  /** The request body is larger than the sandbox accepts. HTTP 413. */
  PayloadTooLarge: 41300,
  /** A server bug (e.g. a handler's answer failed the response schema); logged. HTTP 500. */
  Internal: 50000,
} as const;

/** One of {@link ServerCode}'s values. */
export type ServerCode = (typeof ServerCode)[keyof typeof ServerCode];

/** HTTP statuses the sandbox sends with an error envelope. */
export type ErrorHttpStatus = 200 | 400 | 401 | 404 | 413 | 500;

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
