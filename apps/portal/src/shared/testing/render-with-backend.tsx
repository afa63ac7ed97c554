import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { createTestSessionStore } from "@agent-portal/session/test-store";
import type { FakeRoutes } from "@agent-portal/session/test-store";
import { render } from "@testing-library/react";
import { createInstance } from "i18next";
import type { ReactElement, ReactNode } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { Provider } from "react-redux";
import { MemoryRouter } from "react-router";

/**
 * Component tests only: renders `ui` in English inside a memory router at `url` (path and query,
 * no base path) over a real store and transport whose HTTP calls a fake backend answers
 * (`createTestSessionStore`: `routes` maps `"<family> <path>"` to an envelope, or a function of the
 * request; unknown paths answer HTTP 404). Logged in with a test token. Answers the render result
 * with `requests`, every request the backend saw (method, path, query, body).
 */
export async function renderWithBackend(ui: ReactElement, routes: FakeRoutes, url = "/") {
  const { store, requests } = createTestSessionStore(routes, { token: "t-1" });
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en } }, initAsync: false, interpolation: { escapeValue: false } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
      </I18nextProvider>
    </Provider>
  );
  return { ...render(ui, { wrapper }), requests, store };
}
