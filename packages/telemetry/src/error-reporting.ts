/**
 * Error reporting (SPEC sections 8 and 9, issue 8 item 10) without the SDK in the entry: this
 * module only queues; the Sentry SDK (`sentry-client.ts`) is imported after the first paint
 * (when the page is idle after `load`) or at once on the first report, so it never counts
 * against the budget of JavaScript loaded before the login route renders.
 *
 * - {@link initTelemetry}: DSN from configuration; without a DSN nothing is initialised, loaded
 *   or sent. Environment `prod`, trace sample rate 1 (SPEC section 9).
 * - {@link reportTransportEvent}: the transport's `abnormal` events with HTTP 4xx/5xx are
 *   reported as errors ("HTTP 4xx/5xx failures are reported to an error-reporting service");
 *   other abnormal codes become breadcrumbs ("logged as abnormal").
 * - {@link reportTokenFailure}: token retrieval failures (refresh, exchange) are reported.
 * - Everything sent is scrubbed (`scrub.ts`), including the secrets the app names at send time.
 */
import type { SentryClientOptions, SentryHandle } from "./sentry-client.ts";

/** The environment every report carries (SPEC section 9: "Environment is prod"). */
export const TELEMETRY_ENVIRONMENT = "prod";
/** The trace sample rate (SPEC section 9: "Error-reporting trace sample rate is 1 (100%)"). */
export const TRACES_SAMPLE_RATE = 1;
/** Reports kept while the SDK loads; older ones are dropped beyond it. */
export const MAX_QUEUED_REPORTS = 50;

/** Options of {@link initTelemetry}. */
export interface TelemetryOptions {
  /** The Sentry DSN (the portal: `VITE_SENTRY_DSN`). Empty or missing: error reporting stays off. */
  readonly dsn?: string | null;
  /** The release, e.g. `agent-portal@1.2.3`. */
  readonly release?: string;
  /** Where envelopes go instead of the DSN's host, e.g. `/sandbox/telemetry/sentry` (the sandbox's collector). */
  readonly tunnel?: string | null;
  /** Strings never to send (e.g. `() => [sessionToken]`), read each time something is sent. */
  readonly getSecrets?: () => readonly (string | null | undefined)[];
  /** When to load the SDK without a report: `idle` (default: after `load`, when idle) or `now`. */
  readonly load?: "idle" | "now";
  /** Imports the SDK module (tests pass a fake). Default: `import("./sentry-client.ts")`. */
  readonly importClient?: () => Promise<{ startSentry: (options: SentryClientOptions) => SentryHandle }>;
}

/** The part of an api-client `ApiError` a report reads (structurally compatible, no dependency). */
export interface ReportableApiError {
  readonly kind: string;
  /** The declared path, e.g. `/agent/user/info`. */
  readonly url: string;
  readonly httpStatus: number | null;
  readonly code: number | null;
}

/** A transport event (`@agent-portal/api-client/transport` `TransportEvent`, structurally). */
export interface ReportableTransportEvent {
  readonly type: string;
  readonly error: ReportableApiError;
}

/** Extra data of a report: tags (searchable) and extra values, both scrubbed. */
export interface ReportContext {
  readonly tags?: Readonly<Record<string, string | number | boolean>>;
  readonly extra?: Readonly<Record<string, unknown>>;
  readonly fingerprint?: readonly string[];
}

type Report = (sdk: SentryHandle) => void;

interface State {
  readonly options: TelemetryOptions & { readonly dsn: string };
  readonly queue: Report[];
  sdk: SentryHandle | null;
  loading: Promise<SentryHandle | null> | null;
  detach: () => void;
}

let state: State | null = null;

const secretsOf =
  (options: TelemetryOptions): (() => string[]) =>
  () => {
    try {
      return (options.getSecrets?.() ?? []).filter((secret): secret is string => typeof secret === "string" && secret !== "");
    } catch {
      return [];
    }
  };

function load(current: State): Promise<SentryHandle | null> {
  current.loading ??= (current.options.importClient ?? (() => import("./sentry-client.ts")))()
    .then(({ startSentry }) => {
      const sdk = startSentry({
        dsn: current.options.dsn,
        environment: TELEMETRY_ENVIRONMENT,
        tracesSampleRate: TRACES_SAMPLE_RATE,
        getSecrets: secretsOf(current.options),
        ...(current.options.release ? { release: current.options.release } : {}),
        ...(current.options.tunnel ? { tunnel: current.options.tunnel } : {}),
      });
      current.sdk = sdk;
      current.detach();
      for (const report of current.queue.splice(0)) report(sdk);
      return sdk;
    })
    .catch(() => null);
  return current.loading;
}

function submit(report: Report): void {
  if (state === null) return;
  if (state.sdk) {
    report(state.sdk);
    return;
  }
  state.queue.push(report);
  if (state.queue.length > MAX_QUEUED_REPORTS) state.queue.shift();
  void load(state);
}

/** Schedules the SDK load for after the first paint: idle time after `load` (a 2 s timer where idle callbacks are missing). */
function whenIdleAfterLoad(run: () => void): () => void {
  if (typeof window === "undefined") return () => undefined;
  let cancelled = false;
  const go = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(run, { timeout: 5000 });
    else window.setTimeout(run, 2000);
  };
  if (document.readyState === "complete") go();
  else window.addEventListener("load", go, { once: true });
  return () => {
    cancelled = true;
  };
}

/**
 * Starts error reporting. Without a DSN it does nothing and answers `false`: no SDK is loaded,
 * no listener installed, nothing is ever sent. With one, errors thrown before the SDK is loaded
 * (`error`, `unhandledrejection`) are queued and trigger the load; the SDK then installs its own
 * handlers. Calling it again replaces the previous configuration (tests).
 */
export function initTelemetry(options: TelemetryOptions): boolean {
  state?.detach();
  state = null;
  const dsn = options.dsn?.trim() ?? "";
  if (dsn === "") return false;
  const current: State = { options: { ...options, dsn }, queue: [], sdk: null, loading: null, detach: () => undefined };
  state = current;
  if (typeof window !== "undefined") {
    const onError = (event: ErrorEvent) => submit((sdk) => sdk.captureException(event.error ?? event.message));
    const onRejection = (event: PromiseRejectionEvent) => submit((sdk) => sdk.captureException(event.reason));
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    const cancelIdle = options.load === "now" ? () => undefined : whenIdleAfterLoad(() => void load(current));
    current.detach = () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
      cancelIdle();
    };
  }
  if (options.load === "now") void load(current);
  return true;
}

/** Whether error reporting is on (a DSN was configured). */
export function isTelemetryEnabled(): boolean {
  return state !== null;
}

/** Resolves once the SDK is loaded and the queue is sent (`null` when reporting is off or loading failed). Tests and diagnostics. */
export function whenTelemetryReady(): Promise<SentryHandle | null> {
  return state ? load(state) : Promise.resolve(null);
}

/** Reports an error (scrubbed), e.g. from an error boundary. Does nothing when reporting is off. */
export function captureError(error: unknown, context: ReportContext = {}): void {
  submit((sdk) => sdk.captureException(error, context));
}

/** Adds a breadcrumb to later reports (scrubbed). Does nothing when reporting is off. */
export function addBreadcrumb(category: string, message: string, data?: Readonly<Record<string, unknown>>): void {
  submit((sdk) => sdk.addBreadcrumb({ category, message, level: "warning", ...(data ? { data } : {}) }));
}
