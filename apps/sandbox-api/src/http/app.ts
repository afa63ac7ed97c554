/**
 * The sandbox's Hono application: the contract handlers under the family base URLs, the
 * sandbox-only routes, and the built portal under `/agent`.
 */
import { Hono } from "hono";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { families } from "@agent-portal/api-client/families";
import { SubmitKycInfo, UpdateKycInfo } from "@agent-portal/api-client/contract/live-agent-front-kyc";
import { submitRecheckKycInfo, submitUserKycInfo } from "@agent-portal/api-client/contract/live-agent-portal-kyc";
import { CreateAppealV2 } from "@agent-portal/api-client/contract/security-center";
import { PaymentAgencyDistributionPreview } from "@agent-portal/api-client/contract/live-agent-service-distribution";
import type { SandboxConfig } from "#config.ts";
import type { Database } from "#db/client.ts";
import { handlerModules } from "#handlers/index.ts";
import { ServerCode } from "./codes.ts";
import { createContractRouter, routePathOf } from "./contract-router.ts";
import type { ContractRouter } from "./contract-router.ts";
import { DEFAULT_PUBLIC_ORIGIN, systemClock } from "./deps.ts";
import type { AppDeps, Clock, ExportSettings } from "./deps.ts";
import { errorEnvelope } from "./envelope.ts";
import { createFaultStore } from "./faults.ts";
import type { FaultStore } from "./faults.ts";
import { mountPortal } from "./portal-static.ts";
import { apiGuard, sandboxGuard } from "./request-guards.ts";
import { mountSandboxRoutes, SANDBOX_PREFIX } from "./sandbox-routes.ts";
import { createTelemetryStore } from "./telemetry.ts";
import type { TelemetryStore } from "./telemetry.ts";

/** Largest request body the API accepts (bytes); larger -> HTTP 413, code 41300. */
export const MAX_BODY_BYTES = 1024 * 1024;
/**
 * Largest body of the KYC submissions, which carry up to three document photos of at most 2 MiB
 * each in base64 (`kyc-shared`), and of CreateAppealV2 with up to three evidence photos: 9 MiB. A
 * single photo over 2 MiB then answers 35003 (41105 for an appeal). Also the distribution preview's
 * file rows (up to 10,000 rows of at most 64 + 32 + 200 characters: under 4 MiB as JSON).
 */
export const MAX_UPLOAD_BODY_BYTES = 9 * 1024 * 1024;

/** Paths of the calls that upload document photos or a file's rows (they get {@link MAX_UPLOAD_BODY_BYTES}). */
const uploadPaths = (): ReadonlySet<string> =>
  new Set([SubmitKycInfo, UpdateKycInfo, submitRecheckKycInfo, submitUserKycInfo, CreateAppealV2, PaymentAgencyDistributionPreview].map(routePathOf));

/** Options of {@link createApp}. */
export interface CreateAppOptions {
  readonly db: Database;
  readonly config: SandboxConfig;
  /** Defaults to the system clock; tests pass their own to age tokens and codes. */
  readonly clock?: Clock;
  /** Reported by `GET /sandbox/health`; defaults to the configured database kind. */
  readonly databaseKind?: string;
  /** Fault rules; defaults to a store holding `config.faults` (`SANDBOX_FAULTS`). */
  readonly faults?: FaultStore;
  /** The telemetry collector; defaults to an empty one. */
  readonly telemetry?: TelemetryStore;
  /** The public origin (`AppDeps.publicOrigin`); defaults to `config.publicOrigin`, else `http://localhost`. */
  readonly publicOrigin?: () => string;
  /** The export settings (`AppDeps.exportSettings`); defaults to `config.exportJobRows`. */
  readonly exportSettings?: ExportSettings;
}

/** The distinct first path segments the API families live under (`/api`, `/bigo_act_livedata_api`, `/backend_api`). */
export const apiRoots = (): string[] => [...new Set(Object.values(families).map((f) => `/${f.baseUrl.split("/")[1] ?? ""}`))];

const isApiPath = (path: string): boolean => [...apiRoots(), SANDBOX_PREFIX].some((root) => path === root || path.startsWith(`${root}/`));

/** Registers every handler module on a router (exported for the contract coverage test). */
export function registerAllHandlers(router: ContractRouter): void {
  for (const register of handlerModules) register(router);
}

/**
 * Builds the application. Nothing listens here: `main.ts` serves it, tests call `app.request()`.
 * The database must be migrated (and seeded, for the calls to find anyone).
 */
export function createApp(options: CreateAppOptions): Hono {
  const deps: AppDeps = {
    db: options.db,
    config: options.config,
    clock: options.clock ?? systemClock,
    faults: options.faults ?? createFaultStore(options.config.faults),
    telemetry: options.telemetry ?? createTelemetryStore(),
    publicOrigin: options.publicOrigin ?? (() => options.config.publicOrigin ?? DEFAULT_PUBLIC_ORIGIN),
    exportSettings: options.exportSettings ?? { jobRows: options.config.exportJobRows },
  };
  const app = new Hono();

  app.use("*", async (c, next) => {
    c.set("publicOrigin", deps.publicOrigin());
    await next();
    c.header("X-Content-Type-Options", "nosniff");
  });
  app.use(`${SANDBOX_PREFIX}/*`, sandboxGuard(deps.publicOrigin, `${SANDBOX_PREFIX}/telemetry/`));
  const uploads = uploadPaths();
  const limit = (maxSize: number) => bodyLimit({ maxSize, onError: (c) => c.json(errorEnvelope(ServerCode.PayloadTooLarge, "Request body too large"), 413) });
  const [regular, upload] = [limit(MAX_BODY_BYTES), limit(MAX_UPLOAD_BODY_BYTES)];
  for (const root of apiRoots()) {
    const bySize: MiddlewareHandler = (c, next) => (uploads.has(c.req.path) ? upload(c, next) : regular(c, next));
    app.use(`${root}/*`, apiGuard(deps.publicOrigin), bySize);
  }

  registerAllHandlers(createContractRouter(app, deps));
  mountSandboxRoutes(app, deps, options.databaseKind ?? options.config.database.kind);
  // The portal's files go out compressed (gzip/deflate as the browser accepts), as nginx serves them in production.
  app.use("/agent/*", compress());
  mountPortal(app, options.config.portalDist, options.config.webviewDist);

  app.notFound((c) => (isApiPath(c.req.path) ? c.json(errorEnvelope(ServerCode.NotFound, `No such call: ${c.req.method} ${c.req.path}`), 404) : c.text("Not found", 404)));
  app.onError((error, c) => {
    console.error(`[sandbox] ${c.req.method} ${c.req.path} failed: ${error.name}: ${error.message.split("\n")[0] ?? ""}`);
    return isApiPath(c.req.path) ? c.json(errorEnvelope(ServerCode.Internal, "Internal server error"), 500) : c.text("Internal server error", 500);
  });
  return app;
}
