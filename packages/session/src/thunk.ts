/**
 * Thunk types and the error helper shared by the session's thunks.
 */
import type { ThunkAction, UnknownAction } from "@reduxjs/toolkit";
import { ABORTED_ERROR_KEY, GENERIC_ERROR_KEY, isApiError } from "@agent-portal/api-client/errors";
import type { ApiError } from "@agent-portal/api-client/errors";
import type { SessionRootState } from "./session-slice.ts";

/** A thunk of this package: runs against any store that mounts the session reducer (and the api reducer). */
export type SessionThunk<R> = ThunkAction<R, SessionRootState, unknown, UnknownAction>;

/**
 * The {@link ApiError} of a failed call. The base query only ever answers `ApiError`s; RTK's own
 * `AbortError` (a query aborted through its promise, e.g. `abortUnwatchedQueries` on a route
 * change) becomes `aborted`; anything else (another `SerializedError`, a thrown `Error`) becomes a
 * `malformed` one for `url` whose `issues` hold its message, shown with the generic text `lang328`.
 */
export function toApiError(error: unknown, url: string): ApiError {
  if (isApiError(error)) return error;
  if (typeof error === "object" && error !== null && "name" in error && error.name === "AbortError") {
    return { kind: "aborted", url, httpStatus: null, code: null, messageKeys: [ABORTED_ERROR_KEY], fallbackMessage: "" };
  }
  const message = typeof error === "object" && error !== null && "message" in error && typeof error.message === "string" ? error.message : "";
  return {
    kind: "malformed",
    url,
    httpStatus: null,
    code: null,
    issues: message || "unknown failure",
    messageKeys: [GENERIC_ERROR_KEY],
    fallbackMessage: "",
  };
}
