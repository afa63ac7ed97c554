/**
 * Test support (not exported for production): a store kit over the session's test store
 * (`createTestSessionStore`: a fake backend, the transport configured for it), with the session's
 * alerts, so the shell's parts render as in an app.
 */
import { createTestSessionStore } from "@agent-portal/session/test-store";
import type { FakeRoutes } from "@agent-portal/session/test-store";
import { logout } from "@agent-portal/session";
import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { createSessionAlerts } from "#session/session-alerts.ts";
import type { AppStoreKit } from "#store/app-store.ts";
import { StoreKitContext } from "#store/store-kit-context.ts";

/** A kit over a fake backend; `session` is the test store's bundle (requests seen, storage, events). */
export function createTestKit(routes: FakeRoutes, initialStorage: Readonly<Record<string, string>> = {}) {
  const session = createTestSessionStore(routes, initialStorage);
  const alerts = createSessionAlerts(session.sessionEvents);
  const kit = {
    store: session.store,
    events: session.sessionEvents,
    alerts,
    addMiddleware: () => undefined,
    logOut: () => {
      session.store.dispatch(logout({ storage: session.storage }));
    },
    StoreProvider: ({ children }: { children: ReactNode }) => (
      <StoreKitContext.Provider value={kit}>
        <Provider store={session.store}>{children}</Provider>
      </StoreKitContext.Provider>
    ),
  } as unknown as AppStoreKit;
  return { kit, session };
}
