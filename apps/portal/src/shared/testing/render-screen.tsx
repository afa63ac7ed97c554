import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { render } from "@testing-library/react";
import { createInstance } from "i18next";
import type { ReactElement, ReactNode } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { Provider } from "react-redux";
import type { Store } from "@reduxjs/toolkit";
import { MemoryRouter } from "react-router";

/**
 * Component tests only: renders a screen in English (the app's interpolation settings: React
 * escapes, i18next does not) inside a memory router at `url` (path and query, no base path).
 * The screen's calls and store hooks are the test's to mock, or, with `store`, answered by that
 * store (`renderWithApi`, `renderWithBackend`).
 */
export async function renderScreen(ui: ReactElement, url = "/", store?: Store) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en } }, initAsync: false, interpolation: { escapeValue: false } });
  const wrapper = ({ children }: { children: ReactNode }) => {
    const screen = (
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
      </I18nextProvider>
    );
    return store === undefined ? screen : <Provider store={store}>{screen}</Provider>;
  };
  return render(ui, { wrapper });
}
