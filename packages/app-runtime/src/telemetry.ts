import { initTelemetry } from "@agent-portal/telemetry/error-reporting";
import type { Tracker, TrackingProps } from "@agent-portal/telemetry/tracking";
import { shellConfig } from "./shell-config.ts";
import { peekAppStore } from "./store/app-store.ts";
import { storedToken } from "./store/stored-token.ts";

/** The tracking collector of the build (`VITE_TRACKING_URL`); empty: no tracking. */
const TRACKING_URL: string = import.meta.env.VITE_TRACKING_URL ?? "";
let tracker: Tracker | null = null;

/** The session's token when the store exists, else the stored one: named as a secret, never sent in a report. */
function currentToken(): string | null {
  const kit = peekAppStore();
  return kit ? kit.store.getState().session.token : storedToken();
}

/**
 * Starts error reporting (`@agent-portal/telemetry`) with the build's settings: DSN
 * (`VITE_SENTRY_DSN`), tunnel (`VITE_SENTRY_TUNNEL`) and release (`VITE_SENTRY_RELEASE`, else
 * `agent-portal@<version>` for the portal and `agent-portal-webview@<version>` for the webview, the
 * version the app's build defines); without a DSN nothing is initialised or sent. The SDK loads
 * after the first paint or on the first report. The session token is named as a secret, so it is
 * scrubbed from every report. HTTP 4xx/5xx of the transport reach it through the transport's
 * configuration (`store/configure-transport.ts`).
 */
export function startErrorReporting(): void {
  const name = shellConfig().app === "webview" ? "agent-portal-webview" : "agent-portal";
  initTelemetry({
    dsn: import.meta.env.VITE_SENTRY_DSN,
    tunnel: import.meta.env.VITE_SENTRY_TUNNEL,
    release: import.meta.env.VITE_SENTRY_RELEASE ?? `${name}@${__APP_VERSION__}`,
    getSecrets: () => [currentToken()],
  });
}

/**
 * Sends a tracking event (activity id 66965; page type 2 on a phone or tablet, else 1:
 * `@agent-portal/telemetry/tracking`) to `VITE_TRACKING_URL`. Without one, nothing is sent and the
 * tracking module is never loaded.
 */
export function trackEvent(event: string, props?: TrackingProps): void {
  if (TRACKING_URL === "") return;
  void import("@agent-portal/telemetry/tracking").then(({ createTracker }) => {
    tracker ??= createTracker({ url: TRACKING_URL });
    tracker.track(event, props);
  });
}
