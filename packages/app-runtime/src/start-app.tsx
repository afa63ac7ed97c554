import { createI18n, detectLanguage } from "@agent-portal/i18n";
import type { I18nInstance } from "@agent-portal/i18n";
import { BASE_PATH } from "@agent-portal/permissions/route-path";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { RouterProvider, createBrowserRouter } from "react-router";
import type { RouteObject } from "react-router";
import { applyCspNonce } from "./csp-nonce.ts";
import { provideScreenStrings } from "./routes/screen-strings.ts";
import { configureShell } from "./shell-config.ts";
import type { ShellConfig } from "./shell-config.ts";
import { configureAppStore, loadAppStore } from "./store/app-store.ts";
import type { AppStoreLoader } from "./store/app-store.ts";
import { startErrorReporting } from "./telemetry.ts";

/** What an app hands the shell at start. */
export interface StartAppOptions extends ShellConfig {
  /** The app's route objects (its route table binding), given the store's loader. */
  readonly routes: (loadStore: AppStoreLoader) => RouteObject[];
}

/**
 * Starts an app, the same way for both (the shell's start-up; each app's `main.tsx` calls it once):
 * 1. the shell's configuration (`configureShell`), error reporting (off without a DSN; the SDK loads
 *    after the first paint) and the CSP nonce for injected styles;
 * 2. where the transport reads the language; the store itself (and with it the transport's one
 *    configuration) is created on demand (`loadAppStore`);
 * 3. the data router under `/agent` (SPEC section 2), before the strings: its first navigation
 *    (guard, lazy screen) runs while the locale file downloads;
 * 4. the strings of the active language (`?lang=`, stored, browser; of a split locale file, the
 *    boot part: lazy screens wait for the rest, `screenStrings`), then the first render, as a
 *    transition, so React yields to the browser while it renders.
 *
 * @throws Error when `index.html` has no `#root` element.
 */
export async function startApp(options: StartAppOptions): Promise<void> {
  configureShell({ app: options.app, touch: options.touch });
  startErrorReporting();
  applyCspNonce();
  let i18n: I18nInstance | null = null;
  configureAppStore({ getLanguage: () => i18n?.language ?? detectLanguage() });
  const router = createBrowserRouter(options.routes(loadAppStore), { basename: BASE_PATH });
  const strings = createI18n();
  provideScreenStrings(strings);
  i18n = await strings;
  const container = document.getElementById("root");
  if (!container) throw new Error("The #root element is missing from index.html.");
  const root = createRoot(container);
  const instance = i18n;
  startTransition(() => {
    root.render(
      <StrictMode>
        <I18nextProvider i18n={instance}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}
