import "./data-libs.ts";
import type { SessionEvents } from "@agent-portal/session";
import { logout } from "@agent-portal/session";
import { createElement } from "react";
import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { createSessionAlerts } from "#session/session-alerts.ts";
import type { SessionAlerts } from "#session/session-alerts.ts";
import { configureTransport } from "./configure-transport.ts";
import type { TransportOptions } from "./configure-transport.ts";
import { createAppStore } from "./create-store.ts";
import type { AppStore } from "./create-store.ts";
import { StoreKitContext } from "./store-kit-context.ts";

/** The created store and what goes with it. */
export interface AppStoreKit {
  readonly store: AppStore;
  /** react-redux's `Provider` bound to {@link AppStoreKit.store} (and the kit, for the shell's own parts). */
  readonly StoreProvider: (props: { children: ReactNode }) => ReactNode;
  /** The session's events (`startSessionEvents`). */
  readonly events: SessionEvents;
  /** The unauthorized modal and the re-login confirm, driven by the events. */
  readonly alerts: SessionAlerts;
  /** Adds middleware to the store after its creation. */
  readonly addMiddleware: ReturnType<typeof createAppStore>["addMiddleware"];
  /** Clears the session (`logout` of `@agent-portal/session`: token, regions, transfer flags, the api cache). */
  readonly logOut: () => void;
}

/**
 * Creates the store (`createAppStore`), its session alerts, and configures the transport for it
 * (`configureTransport`: the one place the transport is configured). Loaded on demand by
 * `loadAppStore` (`app-store.ts`), never by an app's entry: the data layer stays out of the
 * JavaScript before the login route renders.
 */
export function setUpAppStore(options: TransportOptions): AppStoreKit {
  const { store, events, addMiddleware } = createAppStore();
  configureTransport(store, options);
  const alerts = createSessionAlerts(events);
  const kit: AppStoreKit = {
    store,
    events,
    alerts,
    addMiddleware,
    StoreProvider: ({ children }) => createElement(StoreKitContext.Provider, { value: kit }, createElement(Provider, { store, children })),
    logOut: () => {
      store.dispatch(logout());
    },
  };
  return kit;
}
