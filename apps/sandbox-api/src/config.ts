/**
 * Sandbox configuration, read once from the environment.
 *
 * | Variable           | Default                                   | Meaning                                              |
 * | ------------------ | ----------------------------------------- | ---------------------------------------------------- |
 * | `PORT`             | `4173`                                    | Port to bind; busy -> any free port; `0` -> any free |
 * | `HOST`             | `127.0.0.1`                               | Interface to bind                                    |
 * | `DATABASE_URL`     | unset                                     | A real PostgreSQL (postgres-js) instead of PGlite    |
 * | `SANDBOX_DATA_DIR` | `apps/sandbox-api/.data/pglite`           | PGlite folder; `memory://` keeps it in memory        |
 * | `PORTAL_DIST`      | `apps/portal/dist`                        | The built portal, served under `/agent`              |
 * | `WEBVIEW_DIST`     | `apps/mobile-webview/dist`                | The built mobile webview, served under `/agent` for its paths |
 * | `SANDBOX_SEED`     | `1`                                       | Seed number of the deterministic seed                |
 * | `SANDBOX_FAULTS`   | unset                                     | Fault rules in force at start (JSON, `faults.ts`)    |
 * | `PUBLIC_ORIGIN`    | `http://localhost:<bound port>`           | The origin absolute links (invites, exports) use     |
 * | `SANDBOX_TRUST_PROXY` | unset                                  | `1`: per-client limits read `X-Forwarded-For`        |
 * | `SANDBOX_CLIENT_LIMITS` | on                                   | `off`: no per-client login/code limits (test runs)   |
 * | `SANDBOX_EXPORT_JOB_ROWS` | `10000`                            | An export of more rows runs as a job (1-10,000,000)  |
 *
 * Relative paths in `SANDBOX_DATA_DIR`, `PORTAL_DIST` and `WEBVIEW_DIST` resolve from the current directory.
 */
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseFaultsEnv } from "./http/faults.ts";
import type { FaultRuleInput } from "./http/faults.ts";

/** The sandbox app's own folder (`apps/sandbox-api`), whatever the current directory. */
export const APP_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Default port: Vite's preview port, so the portal's usual URL keeps working. */
export const DEFAULT_PORT = 4173;
/** Default interface: loopback only, the sandbox is never meant to face a network. */
export const DEFAULT_HOST = "127.0.0.1";
/** Default seed number of {@link SandboxConfig.seed}. */
export const DEFAULT_SEED = 1;
/** Default of {@link SandboxConfig.exportJobRows}: exports of more rows than this run as jobs. */
export const DEFAULT_EXPORT_JOB_ROWS = 10_000;
/** PGlite's in-memory data directory, for tests. */
export const MEMORY_DATA_DIR = "memory://";

/** Where the sandbox keeps its data. */
export type DatabaseConfig =
  /** Embedded PostgreSQL (PGlite); `dataDir` is an absolute folder or `memory://`. */
  | { readonly kind: "pglite"; readonly dataDir: string }
  /** A real PostgreSQL reached with postgres-js. */
  | { readonly kind: "postgres"; readonly url: string };

/** The resolved sandbox configuration. */
export interface SandboxConfig {
  /** Port to bind; `0` asks the OS for a free one. */
  readonly port: number;
  /** When the port is busy, bind any free port instead of failing (true unless `PORT=0`, which is already "any"). */
  readonly portFallback: boolean;
  readonly host: string;
  readonly database: DatabaseConfig;
  /** Absolute path of the built portal (never imported, only served). */
  readonly portalDist: string;
  /**
   * Absolute path of the built mobile webview (never imported, only served): its `index.html` answers the pages
   * `bundleOfPath` gives to the webview (`@agent-portal/permissions/routes/open`), its `assets-mobile/` files are
   * served beside the portal's.
   */
  readonly webviewDist: string;
  /** Seed number of the deterministic seed. */
  readonly seed: number;
  /** Fault-injection rules in force at start (`SANDBOX_FAULTS`); none by default. */
  readonly faults: readonly FaultRuleInput[];
  /**
   * The origin absolute links use (invite and page links, export downloads; `PUBLIC_ORIGIN`, e.g.
   * `https://agent.example.com`), never the request's `Host` header. Unset: `http://localhost:<port>`
   * of the port the server bound (`main.ts`), `http://localhost` for an app that never listened (tests).
   */
  readonly publicOrigin: string | null;
  /**
   * Whether the per-client abuse limits read the client from the first `X-Forwarded-For` address
   * (`SANDBOX_TRUST_PROXY=1`: only behind a proxy that sets it); otherwise from the connection.
   */
  readonly trustProxy: boolean;
  /**
   * Whether the per-client limits on `getVerifyCode` and `login` apply (README "Abuse limits").
   * `SANDBOX_CLIENT_LIMITS=off` lifts them for test runs that log in many times from one address
   * (the browser suites); the lockout per account name stays. Never in a deployment.
   */
  readonly clientLimits: boolean;
  /**
   * The live-data exports' job threshold (`SANDBOX_EXPORT_JOB_ROWS`, default {@link DEFAULT_EXPORT_JOB_ROWS}):
   * an export whose filtered set has more rows answers a job (`#services/export-jobs.ts`) instead
   * of its file. Tests change it at run time through `PUT /sandbox/exports`.
   */
  readonly exportJobRows: number;
}

/** Raised when an environment variable holds an unusable value; the message names the variable. */
export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

const parseInteger = (name: string, raw: string, min: number, max: number): number => {
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw.trim());
  if (value < min || value > max) throw new ConfigError(`${name} must lie in [${min}, ${max}], got ${value}`);
  return value;
};

const nonEmpty = (value: string | undefined): string | undefined => (value === undefined || value.trim() === "" ? undefined : value.trim());

/** An origin (`scheme://host[:port]`, http or https, nothing after it), or a {@link ConfigError} naming `PUBLIC_ORIGIN`. */
function parseOrigin(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_ORIGIN must be an origin like https://agent.example.com, got "${raw}"`);
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.origin !== raw.replace(/\/$/, "")) {
    throw new ConfigError(`PUBLIC_ORIGIN must be an origin like https://agent.example.com (no path), got "${raw}"`);
  }
  return url.origin;
}

/**
 * Builds the configuration from an environment (defaults to `process.env`).
 *
 * @throws {ConfigError} when `PORT`, `SANDBOX_SEED` or `SANDBOX_EXPORT_JOB_ROWS` is not a whole number in range,
 *   `SANDBOX_FAULTS` is not valid JSON fault rules, or `PUBLIC_ORIGIN` is not an origin.
 */
export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): SandboxConfig {
  const rawPort = nonEmpty(env.PORT);
  const port = rawPort === undefined ? DEFAULT_PORT : parseInteger("PORT", rawPort, 0, 65_535);
  const rawSeed = nonEmpty(env.SANDBOX_SEED);
  const seed = rawSeed === undefined ? DEFAULT_SEED : parseInteger("SANDBOX_SEED", rawSeed, 0, 2 ** 32 - 1);
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  const dataDir = nonEmpty(env.SANDBOX_DATA_DIR);
  const portalDist = nonEmpty(env.PORTAL_DIST);
  const webviewDist = nonEmpty(env.WEBVIEW_DIST);
  const rawFaults = nonEmpty(env.SANDBOX_FAULTS);
  const rawJobRows = nonEmpty(env.SANDBOX_EXPORT_JOB_ROWS);
  let faults: FaultRuleInput[] = [];
  try {
    if (rawFaults !== undefined) faults = parseFaultsEnv(rawFaults);
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : "SANDBOX_FAULTS is invalid");
  }
  return {
    port,
    portFallback: port !== 0,
    host: nonEmpty(env.HOST) ?? DEFAULT_HOST,
    database:
      databaseUrl !== undefined
        ? { kind: "postgres", url: databaseUrl }
        : {
            kind: "pglite",
            dataDir: dataDir === undefined ? resolve(APP_DIR, ".data/pglite") : dataDir.startsWith(MEMORY_DATA_DIR) ? dataDir : resolve(dataDir),
          },
    portalDist: portalDist === undefined ? resolve(APP_DIR, "../portal/dist") : resolve(portalDist),
    webviewDist: webviewDist === undefined ? resolve(APP_DIR, "../mobile-webview/dist") : resolve(webviewDist),
    seed,
    faults,
    publicOrigin: nonEmpty(env.PUBLIC_ORIGIN) === undefined ? null : parseOrigin(nonEmpty(env.PUBLIC_ORIGIN) ?? ""),
    trustProxy: ["1", "true", "yes"].includes((nonEmpty(env.SANDBOX_TRUST_PROXY) ?? "").toLowerCase()),
    exportJobRows: rawJobRows === undefined ? DEFAULT_EXPORT_JOB_ROWS : parseInteger("SANDBOX_EXPORT_JOB_ROWS", rawJobRows, 1, 10_000_000),
    clientLimits: !["0", "off", "false", "no"].includes((nonEmpty(env.SANDBOX_CLIENT_LIMITS) ?? "").toLowerCase()),
  };
}
