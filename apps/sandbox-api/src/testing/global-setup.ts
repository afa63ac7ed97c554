/**
 * Vitest global setup: makes sure the seeded database snapshot exists (built once per change
 * of its inputs, see ./snapshot.ts) and provides its path to the test files' harness.
 */
import type { TestProject } from "vitest/node";
import { ensureSnapshot, SNAPSHOT_KEY } from "./snapshot.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Path of the seeded database dump (PGlite `dumpDataDir`), absent under another runner. */
    sandboxSnapshot?: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  project.provide(SNAPSHOT_KEY, await ensureSnapshot());
}
