/**
 * The Sentry SDK side of error reporting: imported with `import()` by `error-reporting.ts`
 * (after the first paint or on the first report), never statically, so `@sentry/browser`
 * stays out of the app's entry.
 */
import { addBreadcrumb, browserTracingIntegration, captureException, init } from "@sentry/browser";
import type { Breadcrumb, CaptureContext } from "@sentry/browser";
import { SENSITIVE_QUERY_PARAMS, scrubValue } from "./scrub.ts";

/** What {@link startSentry} needs. */
export interface SentryClientOptions {
  readonly dsn: string;
  readonly environment: string;
  readonly tracesSampleRate: number;
  readonly release?: string;
  readonly tunnel?: string;
  /** Strings never to send, read at send time (e.g. the session token). */
  readonly getSecrets: () => string[];
}

/** The calls `error-reporting.ts` makes on the started SDK. */
export interface SentryHandle {
  captureException(
    error: unknown,
    context?: { tags?: Readonly<Record<string, string | number | boolean>>; extra?: Readonly<Record<string, unknown>>; fingerprint?: readonly string[] },
  ): void;
  addBreadcrumb(breadcrumb: { category: string; message: string; level: "warning" | "info" | "error"; data?: Readonly<Record<string, unknown>> }): void;
}

/**
 * Initialises `@sentry/browser`: the DSN, release, environment (`prod`), tunnel, trace sample
 * rate (1) with browser tracing, no user info, cookies, headers or bodies collected, and scrubbing (`scrub.ts`) of every event,
 * breadcrumb and span before it is kept or sent: tokens, passwords, verification codes,
 * `Authorization` headers, `redirect`/`code`/`token` query values and the app's secrets.
 */
export function startSentry(options: SentryClientOptions): SentryHandle {
  const scrub = <T>(value: T): T => scrubValue(value, options.getSecrets());
  init({
    dsn: options.dsn,
    environment: options.environment,
    tracesSampleRate: options.tracesSampleRate,
    // Collect no user info, cookies, headers or bodies; query parameters minus the sensitive ones.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: { deny: [...SENSITIVE_QUERY_PARAMS] } },
    integrations: [browserTracingIntegration()],
    ...(options.release ? { release: options.release } : {}),
    ...(options.tunnel ? { tunnel: options.tunnel } : {}),
    beforeSend: (event) => scrub(event),
    beforeBreadcrumb: (breadcrumb: Breadcrumb) => scrub(breadcrumb),
    beforeSendSpan: (span) => scrub(span),
  });
  return {
    captureException(error, context = {}) {
      const capture: CaptureContext = {
        ...(context.tags ? { tags: { ...context.tags } } : {}),
        ...(context.extra ? { extra: { ...context.extra } } : {}),
        ...(context.fingerprint ? { fingerprint: [...context.fingerprint] } : {}),
      };
      captureException(error, capture);
    },
    addBreadcrumb(breadcrumb) {
      addBreadcrumb({ ...breadcrumb, ...(breadcrumb.data ? { data: { ...breadcrumb.data } } : {}) });
    },
  };
}
