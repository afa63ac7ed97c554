/**
 * Connects the api-client's transport to a store (ARCHITECTURE "How data flows", steps 3 and 4):
 * the transport reads the token, device id and language through callbacks and reports session
 * events, which the session slice counts.
 */
import { configureApiClient } from "@agent-portal/api-client/transport";
import type { TransportEvent } from "@agent-portal/api-client/transport";
import { getOrCreateDeviceId } from "./device-id.ts";
import { selectToken } from "./selectors.ts";
import type { SessionDispatch } from "./session-refresh.ts";
import type { SessionRootState } from "./session-slice.ts";
import { transportEventReceived } from "./session-slice.ts";
import type { SafeStorage } from "./storage.ts";
import { STORAGE_KEYS, defaultSessionStorage } from "./storage.ts";

/** The part of a store {@link wireApiClient} uses. */
export interface WireableStore {
  getState(): SessionRootState;
  dispatch: SessionDispatch;
}

/** Options of {@link wireApiClient}. */
export interface WireApiClientOptions {
  /** Storage of the device id and the fallback language. Default: the browser's local storage. */
  readonly storage?: SafeStorage;
  /** The active language for the `X-Client-Lang` header, e.g. `() => i18n.language`. Default: the stored `lang`, else `en`. */
  readonly getLanguage?: () => string;
  /** Also receives every transport event after the slice counted it (error reporting, logging). */
  readonly onEvent?: (event: TransportEvent) => void;
  /**
   * Refresh the token when a call meets 20002 "token expired" (transport `refreshToken` hook, one
   * shared refresh, each waiting call sent once more). Default `true`. Turn it off for sessions
   * whose tokens the main API cannot refresh (e.g. tokens handed over by an external login).
   */
  readonly tokenRefresh?: boolean;
}

/**
 * Configures the transport for `store` (`configureApiClient` merges, so base URLs and `fetch`
 * set elsewhere stay):
 * - `getToken`: the session's token;
 * - `getDeviceId`: the stored device id, created on first use (`device_id`);
 * - `getLanguage`: `options.getLanguage`, else the stored `lang`, else `en`;
 * - `onEvent`: dispatches `transportEventReceived(event)` (token errors and phone-auth requests
 *   are counted), then calls `options.onEvent`;
 * - `refreshToken` (unless `tokenRefresh: false`): `refreshSessionToken` (`token-refresh.ts`), loaded on first use
 *   so the transport's refresh code stays out of the entry bundle.
 */
export function wireApiClient(store: WireableStore, options: WireApiClientOptions = {}): void {
  const storage = options.storage ?? defaultSessionStorage();
  configureApiClient({
    getToken: () => selectToken(store.getState()),
    getDeviceId: () => getOrCreateDeviceId(storage),
    getLanguage: options.getLanguage ?? (() => storage.getString(STORAGE_KEYS.language) ?? "en"),
    onEvent: (event) => {
      store.dispatch(transportEventReceived(event));
      options.onEvent?.(event);
    },
    refreshToken:
      options.tokenRefresh === false
        ? undefined
        : async () => {
            const { refreshSessionToken } = await import("./token-refresh.ts");
            return store.dispatch(refreshSessionToken());
          },
  });
}
