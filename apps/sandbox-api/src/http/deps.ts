/**
 * What the HTTP layer needs from the outside: the database, the configuration and a clock.
 */
import type { SandboxConfig } from "#config.ts";
import type { Database } from "#db/client.ts";
import type { FaultStore } from "./faults.ts";
import type { TelemetryStore } from "./telemetry.ts";

/** Returns the current instant. Tests pass a controllable clock to age tokens and codes. */
export type Clock = () => Date;

/** Dependencies of {@link createApp} and of every handler. */
export interface AppDeps {
  readonly db: Database;
  readonly config: SandboxConfig;
  /** Defaults to the system clock. */
  readonly clock: Clock;
  /** Fault-injection rules in force (`/sandbox/faults`); consulted by the contract router before authentication. */
  readonly faults: FaultStore;
  /** The local telemetry collector (`/sandbox/telemetry`). */
  readonly telemetry: TelemetryStore;
  /**
   * The origin absolute links use (`PUBLIC_ORIGIN`; by default `http://localhost:<bound port>`, set
   * once the server listens), never a request's `Host`. Handlers read it as `c.get("publicOrigin")`.
   */
  readonly publicOrigin: () => string;
  /** The export job threshold in force: `config.exportJobRows` at start, changed by `PUT /sandbox/exports` (tests). */
  readonly exportSettings: ExportSettings;
}

/** Export settings a test may change while the sandbox runs. */
export interface ExportSettings {
  /** An export whose filtered set has more rows than this answers a job instead of its file. */
  jobRows: number;
}

declare module "hono" {
  interface ContextVariableMap {
    /** {@link AppDeps.publicOrigin} of the request's app. */
    publicOrigin: string;
  }
}

/** The origin of an app that was never told where it listens (tests calling `app.request`). */
export const DEFAULT_PUBLIC_ORIGIN = "http://localhost";

/** The system clock. */
export const systemClock: Clock = () => new Date();
