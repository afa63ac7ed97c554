/**
 * The response envelope `{ code, msg, data }` (`@agent-portal/api-client/contract/envelope`).
 */

/** A success envelope: `code` is the family's success code (0 `json`, 1 `cpp`). */
export interface SuccessEnvelope {
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;
}

/** An error envelope: no `data`. */
export interface ErrorEnvelope {
  readonly code: number;
  readonly msg: string;
}

/** Builds a success envelope with `msg: "success"`. */
export const successEnvelope = (code: number, data: unknown): SuccessEnvelope => ({ code, msg: "success", data });

/** Builds an error envelope. */
export const errorEnvelope = (code: number, msg: string): ErrorEnvelope => ({ code, msg });
