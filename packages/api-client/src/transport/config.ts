import type { ApiError } from "#errors.ts";
import type { FamilyId } from "#families.ts";

/**
 * Session events the transport reports (SPEC sections 4 and 8). The session slice
 * counts them; the transport never touches the store itself.
 *
 * - `tokenError`: HTTP 401 or code 20002/20003/20006.
 * - `phoneAuthRequired`: code 40001.
 * - `abnormal`: any other non-success code (`business`), an HTTP failure without an
 *   envelope (`http`), HTTP 413 (`tooLarge`) or an unreadable answer (`malformed`), for
 *   logging and error reporting. Never for `network`, `timeout`, `aborted` or `invalidRequest`.
 *
 * `error` carries the declared path, message keys and the server message: never a token,
 * password, code or request body.
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
  /** The active language code (e.g. `en`, `id`), sent by C++-style calls. Default `en`. */
  getLanguage?: () => string;
  /** Receives every {@link TransportEvent}. A listener that throws is ignored. */
  onEvent?: (event: TransportEvent) => void;
  /**
   * Phone verification for a call answered 40001 (SPEC sections 4 and 8): opens the phone dialog
   * (or waits for the one already open) and resolves `true` once the bind or validation succeeded,
   * `false` when the user gave up or it cannot be shown. The call that met 40001 raises one
   * `phoneAuthRequired` event first, waits for this, and is sent once more on `true`; on `false`
   * it answers its `phoneAuth` error. Concurrent 40001s share one pending verification
   * (single-flight, `session-hooks.ts`). Unset: a 40001 answers the `phoneAuth` error at once.
   */
  onPhoneAuthRequired?: (error: ApiError) => Promise<boolean>;
  /**
   * Token refresh for a call answered 20002 "token expired" (SPEC section 8): obtains and stores a
   * fresh token (main API `refreshToken`) and resolves `true`, or `false` when that failed.
   * Concurrent 20002s share one refresh (single-flight); each call is then sent once more with the
   * new token. On `false` each call answers its `token` error (raising `tokenError`). Unset: no
   * refresh, a 20002 is a token error at once.
   */
  refreshToken?: (error: ApiError) => Promise<boolean>;
  /**
   * Awaited before each call is validated and sent (once per call, not per retry); a gate that
   * rejects lets the call go on. The app shell uses it to send each call in a task of its own and
   * to hold calls while a screen paints its first frame. Unset: calls go at once.
   */
  sendGate?: () => Promise<void>;
  /**
   * Awaited after a call's final answer was read and classified (its response schema applied), before
   * it is handed back (to the store, which then renders); a gate that rejects lets it go on. The app
   * shell uses it to hand each answer on in a task of its own, so reading an answer and rendering
   * it are two shorter main-thread tasks instead of one long one. Unset: handed back at once.
   */
  answerGate?: () => Promise<void>;
  /** `fetch` to use (tests, SSR). Defaults to `globalThis.fetch`. */
  fetch?: typeof fetch;
  /**
   * Throw when an endpoint key is injected twice (RTK Query `overrideExisting: "throw"`).
   * Default `true`. Read when a service file is first imported, so set it before importing
   * services (a dev server with hot reload sets it to `false` to let re-injection override).
   */
  strictEndpointNames?: boolean;
}

let state: Readonly<ApiClientConfig> = {};
let version = 0;

/**
 * Merges `config` into the transport's module state: fields given replace the current
 * ones, `baseUrls` is merged per family. Clients built before are rebuilt on their next call.
 *
 * @example configureApiClient({ getToken: () => store.getState().session.token, onEvent: dispatchEvent })
 */
export function configureApiClient(config: ApiClientConfig): void {
  state = {
    ...state,
    ...config,
    baseUrls: { ...state.baseUrls, ...config.baseUrls },
  };
  version += 1;
}

/** The current configuration (read-only snapshot; change it with {@link configureApiClient}). */
export function getApiClientConfig(): Readonly<ApiClientConfig> {
  return state;
}

/** Forgets every configured value (tests). Clients are rebuilt on their next call. */
export function resetApiClientConfig(): void {
  state = {};
  version += 1;
}

/** A number that changes whenever the configuration changes; clients compare it to know when to rebuild. */
export function getApiClientConfigVersion(): number {
  return version;
}
