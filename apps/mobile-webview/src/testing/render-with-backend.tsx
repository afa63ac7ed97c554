/**
 * Component tests only: renders a webview page in English inside a memory router at `url` over a
 * real store and transport whose HTTP calls a fake backend answers (`createTestSessionStore` of
 * `@agent-portal/session/test-store`: `routes` maps `"<family> <path>"` to an envelope, or a
 * function of the request; unknown paths answer HTTP 404), logged in with a test token. Answers
 * the render result with `requests` (every request the backend saw) and the router's location.
 */
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { createTestSessionStore } from "@agent-portal/session/test-store";
import type { FakeRoutes } from "@agent-portal/session/test-store";
import { render } from "@testing-library/react";
import { createInstance } from "i18next";
import { useEffect } from "react";
import type { ReactElement, ReactNode } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { Provider } from "react-redux";
import { MemoryRouter, useLocation } from "react-router";

/** The router's current location, for assertions on the URL's state. */
export const location = { search: "" };

/** Copies the router's search into {@link location} after each render. */
function LocationProbe() {
  const { search } = useLocation();
  useEffect(() => {
    location.search = search;
  }, [search]);
  return null;
}

/** Renders `ui` at `url` over the fake backend `routes` (see the module comment). */
export async function renderWithBackend(ui: ReactElement, routes: FakeRoutes, url = "/") {
  const { store, requests } = createTestSessionStore(routes, { token: "t-1" });
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en } }, initAsync: false, interpolation: { escapeValue: false } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>
          {children}
          <LocationProbe />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>
  );
  return { ...render(ui, { wrapper }), requests, store };
}
