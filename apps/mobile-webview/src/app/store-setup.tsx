import { configureApiClient, getApiClientConfig } from "@agent-portal/api-client/transport";
import { logout, selectRefreshFailures, selectTokenErrors, wireApiClient } from "@agent-portal/session";
import { reportTokenFailure } from "@agent-portal/telemetry/error-reporting";
import type { ReactNode } from "react";
import { Provider } from "react-redux";
import type { AppStoreOptions } from "./app-store.ts";
import { createAppStore } from "./store.ts";
import type { AppStore } from "./store.ts";

/** The created store and the Provider that hands it to the screens. */
export interface AppStoreKit {
  readonly store: AppStore;
  /** react-redux's `Provider` bound to {@link AppStoreKit.store}. */
  readonly StoreProvider: (props: { children: ReactNode }) => ReactNode;
  /** The session's token-error and refresh-failure counters now (`selectTokenErrors`, `selectRefreshFailures`). */
  readonly sessionCounters: () => { readonly tokenErrors: number; readonly refreshFailures: number };
  /** Clears the session (`logout` of `@agent-portal/session`: token, regions, transfer flags, the api cache). */
  readonly logOut: () => void;
}

/** Reports a failed token refresh (SPEC section 8) by wrapping the `refreshToken` hook `wireApiClient` installed. */
function reportRefreshFailures(): void {
  const refresh = getApiClientConfig().refreshToken;
  if (!refresh) return;
  configureApiClient({
    refreshToken: async (error) => {
      const refreshed = await refresh(error);
      if (!refreshed) reportTokenFailure("refresh", error);
      return refreshed;
    },
  });
}

/**
 * Creates the store and wires the api client to it (token, device id, language, session events
 * then `options.onEvent`, token refresh with failures reported). Loaded on demand by
 * `loadAppStore`, never by the entry.
 */
export function setUpAppStore(options: AppStoreOptions): AppStoreKit {
  const store = createAppStore();
  wireApiClient(store, {
    ...(options.getLanguage ? { getLanguage: options.getLanguage } : {}),
    ...(options.onEvent ? { onEvent: options.onEvent } : {}),
  });
  reportRefreshFailures();
  function StoreProvider({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  }
  return {
    store,
    StoreProvider,
    sessionCounters: () => ({ tokenErrors: selectTokenErrors(store.getState()), refreshFailures: selectRefreshFailures(store.getState()) }),
    logOut: () => {
      store.dispatch(logout());
    },
  };
}
