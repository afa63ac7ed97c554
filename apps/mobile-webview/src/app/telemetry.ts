import { initTelemetry } from "@agent-portal/telemetry/error-reporting";
import type { Tracker, TrackingProps } from "@agent-portal/telemetry/tracking";
import { peekAppStore } from "./app-store.ts";

const RELEASE = import.meta.env.VITE_SENTRY_RELEASE ?? `agent-portal-webview@${__APP_VERSION__}`;
const TRACKING_URL = import.meta.env.VITE_TRACKING_URL ?? "";

let tracker: Tracker | null = null;

/** The session's token when the store exists, else the stored one: never sent in a report. */
function currentToken(): string | null {
  const kit = peekAppStore();
  if (kit) return kit.store.getState().session.token;
  try {
    return window.localStorage.getItem("token");
  } catch {
    return null;
  }
}

/** Starts error reporting as the portal does (no DSN: nothing is initialised or sent); the token is scrubbed. */
export function startErrorReporting(): void {
  initTelemetry({
    dsn: import.meta.env.VITE_SENTRY_DSN,
    tunnel: import.meta.env.VITE_SENTRY_TUNNEL,
    release: RELEASE,
    getSecrets: () => [currentToken()],
  });
}

/**
 * Sends a tracking event (activity id 66965; page type 2 on a phone or tablet, which is where the
 * webview runs, else 1: `@agent-portal/telemetry/page-type`) to `VITE_TRACKING_URL`. Without one,
 * nothing is sent and the tracking module is never loaded.
 */
export function trackEvent(event: string, props?: TrackingProps): void {
  if (TRACKING_URL === "") return;
  void import("@agent-portal/telemetry/tracking").then(({ createTracker }) => {
    tracker ??= createTracker({ url: TRACKING_URL });
    tracker.track(event, props);
  });
}
