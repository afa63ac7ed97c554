import "@agent-portal/ui-kit/styles.css";
import { createI18n } from "@agent-portal/i18n";
import { reportTransportEvent } from "@agent-portal/telemetry/error-reporting";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { RouterProvider } from "react-router";
import { configureAppStore, loadAppStore } from "./app/app-store.ts";
import { applyCspNonce } from "./app/csp-nonce.ts";
import { createAppRouter } from "./app/router.tsx";
import { startErrorReporting } from "./app/telemetry.ts";

/**
 * Starts the portal: error reporting (off without a DSN; the SDK loads after the first paint),
 * CSP nonce for injected styles, the strings of the active language, the store's options (it
 * is created on demand, see `app/app-store.ts`: wired to the api client with the language, and
 * with the transport's events reported, HTTP 4xx/5xx included), then the router.
 */
async function start(): Promise<void> {
  startErrorReporting();
  applyCspNonce();
  const i18n = await createI18n();
  configureAppStore({ getLanguage: () => i18n.language, onEvent: reportTransportEvent });
  const router = createAppRouter(loadAppStore);
  const container = document.getElementById("root");
  if (!container) throw new Error("The #root element is missing from index.html.");
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
