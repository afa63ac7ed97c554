/**
 * Connects the api-client's transport to a store (ARCHITECTURE "How data flows", steps 3 and 4):
 * the transport reads the token, device id and language through callbacks and reports session
 * events, which the session slice counts.
 */
import type { Dispatch } from "@reduxjs/toolkit";
import { configureApiClient } from "@agent-portal/api-client/transport";
import type { TransportEvent } from "@agent-portal/api-client/transport";
import { getOrCreateDeviceId } from "./device-id.ts";
import { selectToken } from "./selectors.ts";
import type { SessionRootState } from "./session-slice.ts";
import { transportEventReceived } from "./session-slice.ts";
import type { SafeStorage } from "./storage.ts";
import { STORAGE_KEYS, defaultSessionStorage } from "./storage.ts";

/** The part of a store {@link wireApiClient} uses. */
export interface WireableStore {
  getState(): SessionRootState;
  dispatch: Dispatch;
}

/** Options of {@link wireApiClient}. */
export interface WireApiClientOptions {
  /** Storage of the device id and the fallback language. Default: the browser's local storage. */
  readonly storage?: SafeStorage;
  /** The active language for the `X-Client-Lang` header, e.g. `() => i18n.language`. Default: the stored `lang`, else `en`. */
  readonly getLanguage?: () => string;
  /** Also receives every transport event after the slice counted it (error reporting, logging). */
  readonly onEvent?: (event: TransportEvent) => void;
}

/**
 * Configures the transport for `store` (`configureApiClient` merges, so base URLs and `fetch`
 * set elsewhere stay):
 * - `getToken`: the session's token;
 * - `getDeviceId`: the stored device id, created on first use (`device_id`);
 * - `getLanguage`: `options.getLanguage`, else the stored `lang`, else `en`;
 * - `onEvent`: dispatches `transportEventReceived(event)` (token errors and phone-auth requests
 *   are counted), then calls `options.onEvent`.
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
  });
}
