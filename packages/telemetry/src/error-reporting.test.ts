import { afterEach, describe, expect, it, vi } from "vitest";
import type { SentryClientOptions, SentryHandle } from "./sentry-client.ts";
import { reportTokenFailure, reportTransportEvent } from "./api-reporting.ts";
import { TELEMETRY_ENVIRONMENT, TRACES_SAMPLE_RATE, initTelemetry, isTelemetryEnabled, whenTelemetryReady } from "./error-reporting.ts";

interface Captured {
  readonly error: unknown;
  readonly context: Parameters<SentryHandle["captureException"]>[1];
}

function fakeSdk() {
  const started: SentryClientOptions[] = [];
  const captured: Captured[] = [];
  const breadcrumbs: Parameters<SentryHandle["addBreadcrumb"]>[0][] = [];
  const importClient = vi.fn(() =>
    Promise.resolve({
      startSentry: (options: SentryClientOptions): SentryHandle => {
        started.push(options);
        return {
          captureException: (error, context) => captured.push({ error, context }),
          addBreadcrumb: (breadcrumb) => breadcrumbs.push(breadcrumb),
        };
      },
    }),
  );
  return { started, captured, breadcrumbs, importClient };
}

const apiError = (httpStatus: number | null, code: number | null = null, kind = "http") => ({ kind, url: "/agent/user/info", httpStatus, code });

afterEach(() => {
  initTelemetry({ dsn: "" });
});

describe("initTelemetry", () => {
  it("initialises nothing, loads nothing and sends nothing without a DSN", async () => {
    const sdk = fakeSdk();
    for (const dsn of [undefined, null, "", "   "]) {
      expect(initTelemetry({ dsn, importClient: sdk.importClient, load: "now" })).toBe(false);
      expect(isTelemetryEnabled()).toBe(false);
      reportTransportEvent({ type: "abnormal", error: apiError(500) });
      reportTokenFailure("refresh");
    }
    expect(await whenTelemetryReady()).toBeNull();
    expect(sdk.importClient).not.toHaveBeenCalled();
    expect(sdk.captured).toEqual([]);
  });

  it("starts the SDK with the DSN, release, tunnel, environment prod and trace sample rate 1", async () => {
    const sdk = fakeSdk();
    expect(
      initTelemetry({ dsn: "https://key@errors.example/7", release: "agent-portal@1.0.0", tunnel: "/sandbox/telemetry/sentry", importClient: sdk.importClient, load: "now" }),
    ).toBe(true);
    await whenTelemetryReady();
    expect(sdk.started).toHaveLength(1);
    expect(sdk.started[0]).toMatchObject({
      dsn: "https://key@errors.example/7",
      release: "agent-portal@1.0.0",
      tunnel: "/sandbox/telemetry/sentry",
      environment: "prod",
      tracesSampleRate: 1,
    });
    expect(TELEMETRY_ENVIRONMENT).toBe("prod");
    expect(TRACES_SAMPLE_RATE).toBe(1);
  });

  it("hands the app's secrets to the SDK at send time", async () => {
    const sdk = fakeSdk();
    let token: string | null = "t-first";
    initTelemetry({ dsn: "https://k@e.example/1", getSecrets: () => [token, undefined, ""], importClient: sdk.importClient, load: "now" });
    await whenTelemetryReady();
    expect(sdk.started[0]?.getSecrets()).toEqual(["t-first"]);
    token = "t-second";
    expect(sdk.started[0]?.getSecrets()).toEqual(["t-second"]);
  });
});

describe("reportTransportEvent", () => {
  it("loads the SDK on the first report and reports an HTTP 5xx as an ApiFailure with its status and path", async () => {
    const sdk = fakeSdk();
    initTelemetry({ dsn: "https://k@e.example/1", importClient: sdk.importClient });
    expect(sdk.importClient).not.toHaveBeenCalled();
    reportTransportEvent({ type: "abnormal", error: apiError(500, 50000, "business") });
    await whenTelemetryReady();
    expect(sdk.importClient).toHaveBeenCalledTimes(1);
    expect(sdk.captured).toHaveLength(1);
    const [report] = sdk.captured;
    expect(report?.error).toBeInstanceOf(Error);
    expect((report?.error as Error).name).toBe("ApiFailure");
    expect((report?.error as Error).message).toBe("HTTP 500 /agent/user/info");
    expect(report?.context).toMatchObject({ tags: { "api.kind": "business", "api.url": "/agent/user/info", "http.status": 500, "api.code": 50000 } });
  });

  it("reports HTTP 4xx (413 included), logs other abnormal answers as breadcrumbs, and ignores session events", async () => {
    const sdk = fakeSdk();
    initTelemetry({ dsn: "https://k@e.example/1", importClient: sdk.importClient, load: "now" });
    await whenTelemetryReady();
    reportTransportEvent({ type: "abnormal", error: apiError(413, null, "tooLarge") });
    reportTransportEvent({ type: "abnormal", error: apiError(200, 10004, "business") });
    reportTransportEvent({ type: "tokenError", error: apiError(401, null, "token") });
    reportTransportEvent({ type: "phoneAuthRequired", error: apiError(200, 40001, "phoneAuth") });
    expect(sdk.captured.map((report) => (report.error as Error).message)).toEqual(["HTTP 413 /agent/user/info"]);
    expect(sdk.breadcrumbs).toHaveLength(1);
    expect(sdk.breadcrumbs[0]).toMatchObject({ category: "api.abnormal", message: "business /agent/user/info code 10004", level: "warning", data: { "api.code": 10004 } });
  });
});

describe("reportTokenFailure", () => {
  it("reports a token retrieval failure with its source and the API error", async () => {
    const sdk = fakeSdk();
    initTelemetry({ dsn: "https://k@e.example/1", importClient: sdk.importClient, load: "now" });
    reportTokenFailure("refresh", { kind: "token", url: "/agent/account/refreshToken", httpStatus: 200, code: 20003 });
    await whenTelemetryReady();
    expect((sdk.captured[0]?.error as Error).name).toBe("TokenRetrievalFailure");
    expect(sdk.captured[0]?.context).toMatchObject({ tags: { "token.source": "refresh", "api.code": 20003 }, fingerprint: ["token-retrieval", "refresh"] });
  });
});
