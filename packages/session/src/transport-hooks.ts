/**
 * What the session gives the api-client's transport (ARCHITECTURE "How data flows", steps 3 and 4):
 * the token, device id and language it sends, where its session events go, and how a 20002 refreshes
 * the token. The session only answers these hooks; the app shell configures the transport with them,
 * once (`configureApiClient`, in `@agent-portal/app-runtime`'s store set-up).
 */
import type { ApiClientConfig } from "@agent-portal/api-client/transport";
import { getOrCreateDeviceId } from "./device-id.ts";
import { selectToken } from "./selectors.ts";
import type { SessionDispatch } from "./session-refresh.ts";
import type { SessionRootState } from "./session-slice.ts";
import { transportEventReceived } from "./session-slice.ts";
import type { SafeStorage } from "./storage.ts";
import { STORAGE_KEYS, defaultSessionStorage } from "./storage.ts";

/** The part of a store {@link sessionTransportHooks} uses. */
export interface WireableStore {
  getState(): SessionRootState;
  dispatch: SessionDispatch;
}

/** Options of {@link sessionTransportHooks}. */
export interface SessionTransportOptions {
  /** Storage of the device id and the fallback language. Default: the browser's local storage. */
  readonly storage?: SafeStorage;
  /** The active language for the `X-Client-Lang` header, e.g. `() => i18n.language`. Default: the stored `lang`, else `en`. */
  readonly getLanguage?: () => string;
  /**
   * Refresh the token when a call meets 20002 "token expired" (transport `refreshToken` hook, one
   * shared refresh, each waiting call sent once more). Default `true`. Turn it off for sessions
   * whose tokens the main API cannot refresh (e.g. tokens handed over by an external login).
   */
  readonly tokenRefresh?: boolean;
}

/** The transport hooks the session answers (a part of `ApiClientConfig`). */
export type SessionTransportHooks = Required<Pick<ApiClientConfig, "getToken" | "getDeviceId" | "getLanguage" | "onEvent">> & Pick<ApiClientConfig, "refreshToken">;

/**
 * The session's side of the transport for `store`:
 * - `getToken`: the session's token (`null` when logged out: a call that needs a session is then
 *   not sent at all, see the transport);
 * - `getDeviceId`: the stored device id, created on first use (`device_id`);
 * - `getLanguage`: `options.getLanguage`, else the stored `lang`, else `en`;
 * - `onEvent`: dispatches `transportEventReceived(event)` (the session counts token errors and
 *   phone-auth requests; `startSessionEvents` turns it into a session event);
 * - `refreshToken` (unless `tokenRefresh: false`): `refreshSessionToken` (`token-refresh.ts`), loaded
 *   on first use so the refresh code stays out of the chunk that wires it.
 *
 * Configures nothing itself: pass the hooks to `configureApiClient` (the app shell does, once).
 */
export function sessionTransportHooks(store: WireableStore, options: SessionTransportOptions = {}): SessionTransportHooks {
  const storage = options.storage ?? defaultSessionStorage();
  return {
    getToken: () => selectToken(store.getState()),
    getDeviceId: () => getOrCreateDeviceId(storage),
    getLanguage: options.getLanguage ?? (() => storage.getString(STORAGE_KEYS.language) ?? "en"),
    onEvent: (event) => {
      store.dispatch(transportEventReceived(event));
    },
    ...(options.tokenRefresh === false
      ? {}
      : {
          refreshToken: async () => {
            const { refreshSessionToken } = await import("./token-refresh.ts");
            return store.dispatch(refreshSessionToken());
          },
        }),
  };
}
