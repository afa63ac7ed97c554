/**
 * What the HTTP layer needs from the outside: the database, the configuration and a clock.
 */
import type { SandboxConfig } from "#config.ts";
import type { Database } from "#db/client.ts";

/** Returns the current instant. Tests pass a controllable clock to age tokens and codes. */
export type Clock = () => Date;

/** Dependencies of {@link createApp} and of every handler. */
export interface AppDeps {
  readonly db: Database;
  readonly config: SandboxConfig;
  /** Defaults to the system clock. */
  readonly clock: Clock;
}

/** The system clock. */
export const systemClock: Clock = () => new Date();
