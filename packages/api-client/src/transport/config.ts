import type { FamilyId } from "../families.ts";
import type { ApiError } from "../errors.ts";

/**
 * Session events the transport reports (SPEC sections 4 and 8). The session slice
 * counts them; the transport never touches the store itself.
 *
 * - `tokenError`: HTTP 401 or code 20002/20003/20006.
 * - `phoneAuthRequired`: code 40001.
 * - `abnormal`: any other non-success code or HTTP failure, for logging and error reporting
 *   (`error` carries no token, password or code).
 */
export type TransportEvent =
  | { readonly type: "tokenError"; readonly error: ApiError }
  | { readonly type: "phoneAuthRequired"; readonly error: ApiError }
  | { readonly type: "abnormal"; readonly error: ApiError };

/**
 * How the transport reaches the outside world. Everything is optional; the
 * defaults suit a browser with no session.
 */
export interface ApiClientConfig {
  /** Override base URLs per family, e.g. `{ liveData: "https://data.example.com/api" }`. No trailing slash. */
  baseUrls?: Partial<Record<FamilyId, string>>;
  /** The current auth token, or `null` when logged out. Read on every call. */
  getToken?: () => string | null;
  /** The stored device id, sent by main-API and C++-style calls. */
  getDeviceId?: () => string | null;
  /** The active language code (e.g. `en`, `id`), sent by C++-style calls. */
  getLanguage?: () => string;
  /** Receives every {@link TransportEvent}. */
  onEvent?: (event: TransportEvent) => void;
  /** `fetch` to use (tests, SSR). Defaults to `globalThis.fetch`. */
  fetch?: typeof fetch;
  /** Throw when an endpoint key is injected twice. Default `true`. */
  strictEndpointNames?: boolean;
}
