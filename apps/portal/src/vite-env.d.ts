/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `standard` (default) or `alternative` (SPEC section 4). */
  readonly VITE_BUILD_FLAVOR?: string;
  /** External login page of the alternative build. */
  readonly VITE_EXTERNAL_LOGIN_URL?: string;
  /** Sentry DSN, tunnel and release, and the tracking collector: read by the app shell (`@agent-portal/app-runtime/telemetry`). */
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_SENTRY_TUNNEL?: string;
  readonly VITE_SENTRY_RELEASE?: string;
  readonly VITE_TRACKING_URL?: string;
}

/** The portal's package version, defined by `vite.config.ts` (the release error reports carry, `@agent-portal/app-runtime/telemetry`). */
declare const __APP_VERSION__: string;
