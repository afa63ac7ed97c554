// What the shell reads of the build (each app's Vite defines these), declared here so the package
// type-checks on its own. Apps get `ImportMetaEnv` from `vite/client` and declare `__APP_VERSION__`
// themselves; this file is not imported anywhere, so it never meets theirs in an app's program.
interface ImportMetaEnv {
  /** Sentry DSN; unset or empty: error reporting is off and nothing is sent. */
  readonly VITE_SENTRY_DSN?: string;
  /** Where Sentry envelopes go instead of the DSN's host (e.g. `/sandbox/telemetry/sentry`). */
  readonly VITE_SENTRY_TUNNEL?: string;
  /** The release reported with errors; default `<app package>@<version>`. */
  readonly VITE_SENTRY_RELEASE?: string;
  /** The tracking collector; unset or empty: no tracking event is sent. */
  readonly VITE_TRACKING_URL?: string;
}

/** The app's package version, defined by its `vite.config.ts`. */
declare const __APP_VERSION__: string;
