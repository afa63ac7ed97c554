// Build-time configuration of error reporting and tracking (issue 8; `app/telemetry.ts`).
interface ImportMetaEnv {
  /** Sentry DSN; unset or empty: error reporting is off and nothing is sent. */
  readonly VITE_SENTRY_DSN?: string;
  /** Where Sentry envelopes go instead of the DSN's host (e.g. `/sandbox/telemetry/sentry`). */
  readonly VITE_SENTRY_TUNNEL?: string;
  /** The release reported with errors; default `agent-portal@<version>`. */
  readonly VITE_SENTRY_RELEASE?: string;
  /** The tracking collector; unset or empty: no tracking event is sent. */
  readonly VITE_TRACKING_URL?: string;
}

/** The portal's package version, defined by `vite.config.ts`. */
declare const __APP_VERSION__: string;
