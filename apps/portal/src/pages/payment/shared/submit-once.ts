/**
 * One money submit with its idempotency key (screen rules 13, "idempotent submits"): when the
 * answer is lost (a timeout, the network, an HTTP 5xx or a malformed answer) the request may have
 * been applied, so the screen asks the server by the same key before it offers to send again.
 */
import { isApiError } from "@agent-portal/api-client/errors";

/** How a submit ended: applied (answered, or found by its key), refused by the server, or unknown (not found by its key either). */
export type SubmitOutcome<T> = { readonly kind: "done"; readonly value: T } | { readonly kind: "refused"; readonly error: unknown } | { readonly kind: "lost" };

/** Whether an error means the request may have reached the server without its answer reaching us. */
export function answerLost(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.kind === "timeout" || error.kind === "network" || error.kind === "malformed" || (error.kind === "http" && error.httpStatus >= 500);
}

/**
 * Sends once; after a lost answer looks the request up by its key.
 *
 * @param send the mutation, unwrapped (rejects with an `ApiError`)
 * @param lookUp the status call by the same key: the applied record, or `null` when none was
 *   applied (e.g. its "not found" code); a rejection counts as "lost"
 * @returns `done` with the record, `refused` with the server's error (nothing applied), or `lost`
 *   (not found; sending again with the same key applies it at most once)
 */
export async function submitOnce<T>(send: () => Promise<T>, lookUp: () => Promise<T | null>): Promise<SubmitOutcome<T>> {
  try {
    return { kind: "done", value: await send() };
  } catch (error) {
    if (!answerLost(error)) return { kind: "refused", error };
  }
  const found = await lookUp().catch(() => null);
  return found === null ? { kind: "lost" } : { kind: "done", value: found };
}

/**
 * A status look-up that answers `null` for the call's "not found" business code and rejects on
 * anything else (the caller then reports the answer as lost).
 */
export async function orNullWhen<T>(notFoundCode: number, lookUp: () => Promise<T>): Promise<T | null> {
  try {
    return await lookUp();
  } catch (error) {
    if (isApiError(error) && error.kind === "business" && error.code === notFoundCode) return null;
    throw error;
  }
}

/** A fresh idempotency key (32 hex digits), made when a money form or preview opens. */
export const newIdempotencyKey = (): string => crypto.randomUUID().replaceAll("-", "");
