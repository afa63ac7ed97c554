import { initTelemetry } from "@agent-portal/telemetry/error-reporting";
import type { Tracker, TrackingProps } from "@agent-portal/telemetry/tracking";
import { peekAppStore } from "./app-store.ts";

/** The release reported with errors: `VITE_SENTRY_RELEASE`, else `agent-portal@<package version>`. */
const RELEASE = import.meta.env.VITE_SENTRY_RELEASE ?? `agent-portal@${__APP_VERSION__}`;
const TRACKING_URL = import.meta.env.VITE_TRACKING_URL ?? "";

let tracker: Tracker | null = null;

/** The session's token when the store exists, else the stored one: never sent in a report. */
function currentToken(): string | null {
  const store = peekAppStore();
  if (store) return store.store.getState().session.token;
  try {
    return window.localStorage.getItem("token");
  } catch {
    return null;
  }
}

/**
 * Starts error reporting (issue 8, `@agent-portal/telemetry`): DSN, tunnel and release from the
 * build's configuration (`VITE_SENTRY_DSN`, `VITE_SENTRY_TUNNEL`, `VITE_SENTRY_RELEASE`);
 * without a DSN nothing is initialised or sent. The SDK loads after the first paint or on the
 * first report. The session token is named as a secret, so it is scrubbed from every report.
 * HTTP 4xx/5xx of the transport reach it through the store's `onEvent` (`main.tsx`).
 */
export function startErrorReporting(): void {
  initTelemetry({
    dsn: import.meta.env.VITE_SENTRY_DSN,
    tunnel: import.meta.env.VITE_SENTRY_TUNNEL,
    release: RELEASE,
    getSecrets: () => [currentToken()],
  });
}

/**
 * Sends a tracking event (activity id 66965, page type 1 or 2; `@agent-portal/telemetry/tracking`)
 * to `VITE_TRACKING_URL`. Without one, nothing is sent and the tracking module is never loaded.
 */
export function trackEvent(event: string, props?: TrackingProps): void {
  if (TRACKING_URL === "") return;
  void import("@agent-portal/telemetry/tracking").then(({ createTracker }) => {
    tracker ??= createTracker({ url: TRACKING_URL });
    tracker.track(event, props);
  });
}
