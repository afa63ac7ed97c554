/// <reference types="vite/client" />

interface ImportMetaEnv {
  /**
   * The origin of the host page that embeds the webview in an iframe and hands it the login token
   * (`integration/token-exchange.ts`), e.g. `https://app.example.com`. Unset: the webview's own
   * origin (a same-origin host). Messages from any other origin are ignored.
   */
  readonly VITE_HOST_ORIGIN?: string;
  /** The origin web links must have to open from the webview (SPEC section 5); unset: the webview's own origin. */
  readonly VITE_WEB_LINK_HOST?: string;
  /** The deep-link scheme of sdk channel 60 (SPEC section 9); default `bigolive`. */
  readonly VITE_DEEP_LINK_SCHEME?: string;
  /** Sentry DSN; unset or empty: error reporting is off and nothing is sent. */
  readonly VITE_SENTRY_DSN?: string;
  /** Where Sentry envelopes go instead of the DSN's host. */
  readonly VITE_SENTRY_TUNNEL?: string;
  /** The release reported with errors; default `agent-portal-webview@<version>`. */
  readonly VITE_SENTRY_RELEASE?: string;
  /** The tracking collector; unset or empty: no tracking event is sent. */
  readonly VITE_TRACKING_URL?: string;
}

/** The webview's package version, defined by `vite.config.ts`. */
declare const __APP_VERSION__: string;
