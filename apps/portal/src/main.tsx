import "@agent-portal/ui-kit/styles.css";
import { createI18n } from "@agent-portal/i18n";
import { wireApiClient } from "@agent-portal/session";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { Provider } from "react-redux";
import { RouterProvider } from "react-router";
import { applyCspNonce } from "./app/csp-nonce.ts";
import { createAppRouter } from "./app/router.tsx";
import { createAppStore } from "./app/store.ts";

/**
 * Starts the portal: CSP nonce for injected styles, the store wired to the api client
 * (token, device id, language, session events), the strings of the active language,
 * then the router.
 */
async function start(): Promise<void> {
  applyCspNonce();
  const store = createAppStore();
  const i18n = await createI18n();
  wireApiClient(store, { getLanguage: () => i18n.language });
  const router = createAppRouter(store);
  const container = document.getElementById("root");
  if (!container) throw new Error("The #root element is missing from index.html.");
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
}

void start();
