import "@agent-portal/ui-kit/styles.css";
import { applyCspNonce } from "@agent-portal/app-runtime/csp-nonce";
import { createI18n, detectLanguage } from "@agent-portal/i18n";
import type { I18nInstance } from "@agent-portal/i18n";
import { reportTransportEvent } from "@agent-portal/telemetry/error-reporting";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { RouterProvider } from "react-router";
import { configureAppStore, loadAppStore } from "./app/app-store.ts";
import { createAppRouter } from "./app/router.tsx";
import { startErrorReporting } from "./app/telemetry.ts";

/**
 * Starts the portal:
 * 1. error reporting (off without a DSN; the SDK loads after the first paint) and the CSP nonce
 *    for injected styles;
 * 2. the store's options (it is created on demand, see `app/app-store.ts`: wired to the api
 *    client with the active language, and with the transport's events reported, HTTP 4xx/5xx
 *    included);
 * 3. the router, before the strings: its first navigation (guard, lazy screen) runs while the
 *    locale file downloads;
 * 4. the strings of the active language, then the first render, as a transition so React
 *    yields to the browser while it renders (shorter main-thread tasks).
 */
async function start(): Promise<void> {
  startErrorReporting();
  applyCspNonce();
  let i18n: I18nInstance | null = null;
  configureAppStore({ getLanguage: () => i18n?.language ?? detectLanguage(), onEvent: reportTransportEvent });
  const router = createAppRouter(loadAppStore);
  i18n = await createI18n();
  const container = document.getElementById("root");
  if (!container) throw new Error("The #root element is missing from index.html.");
  const root = createRoot(container);
  const strings = i18n;
  startTransition(() => {
    root.render(
      <StrictMode>
        <I18nextProvider i18n={strings}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

void start();
