/**
 * Reports of the API layer (SPEC section 8): abnormal transport events and failures to obtain a
 * token. A module of its own, apart from `error-reporting.ts`, so it loads with the data layer
 * that calls it (the app shell's transport configuration), not with an app's entry.
 */
import { addBreadcrumb, captureError } from "./error-reporting.ts";
import type { ReportableApiError, ReportableTransportEvent } from "./error-reporting.ts";

/** An `Error` named `name` whose message is `message` (what a report groups and shows). */
function namedError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

/**
 * Reports a transport event (SPEC section 8): an `abnormal` event with HTTP 4xx/5xx is an error
 * report `ApiFailure: HTTP <status> <declared path>` tagged `api.kind`, `api.url`, `http.status`
 * and `api.code`, grouped by path and status; any other `abnormal` event (a business code on
 * HTTP 200, an unreadable 2xx answer) becomes a breadcrumb. Token errors and phone-auth requests
 * are part of the session flow and are not reported.
 */
export function reportTransportEvent(event: ReportableTransportEvent): void {
  if (event.type !== "abnormal") return;
  const { error } = event;
  const tags = {
    "api.kind": error.kind,
    "api.url": error.url,
    ...(error.httpStatus === null ? {} : { "http.status": error.httpStatus }),
    ...(error.code === null ? {} : { "api.code": error.code }),
  };
  if (error.httpStatus !== null && error.httpStatus >= 400) {
    captureError(namedError("ApiFailure", `HTTP ${String(error.httpStatus)} ${error.url}`), {
      tags,
      fingerprint: ["api-failure", error.url, String(error.httpStatus)],
    });
    return;
  }
  addBreadcrumb("api.abnormal", `${error.kind} ${error.url}${error.code === null ? "" : ` code ${String(error.code)}`}`, tags);
}

/**
 * Reports a failure to obtain a token (SPEC section 8: "as are token retrieval failures"):
 * `TokenRetrievalFailure: <source>` tagged `token.source` and, when known, the API error's
 * kind, status and code. `source` names the path, e.g. `refresh` (the main API's refreshToken)
 * or `exchange` (the in-app iframe token exchange).
 */
export function reportTokenFailure(source: string, error?: ReportableApiError | null): void {
  captureError(namedError("TokenRetrievalFailure", `token retrieval failed: ${source}`), {
    tags: {
      "token.source": source,
      ...(error ? { "api.kind": error.kind, "api.url": error.url } : {}),
      ...(error?.httpStatus != null ? { "http.status": error.httpStatus } : {}),
      ...(error?.code != null ? { "api.code": error.code } : {}),
    },
    fingerprint: ["token-retrieval", source],
  });
}
