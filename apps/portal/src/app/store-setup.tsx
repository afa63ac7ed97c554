import "./data-libs.ts";
import { configureApiClient, getApiClientConfig } from "@agent-portal/api-client/transport";
import { wireApiClient } from "@agent-portal/session";
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
}

/**
 * Reports a failed token refresh (SPEC section 8: token retrieval failures go to error
 * reporting) by wrapping the transport's `refreshToken` hook that `wireApiClient` installed.
 */
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
 * `loadAppStore` (`app-store.ts`), never by the entry.
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
  return { store, StoreProvider };
}
