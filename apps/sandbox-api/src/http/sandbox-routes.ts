/**
 * Sandbox-only routes under `/sandbox/*`: never part of the portal's contract, never
 * present in a real deployment. Plain JSON (no envelope).
 *
 * - `GET /sandbox/health` -> `{ status: "ok", database: "pglite" | "postgres" }`
 * - `GET /sandbox/outbox?to=<username>&limit=<n>` -> `{ messages: OutboxEntry[] }`, newest first
 * - `POST /sandbox/reset` (optional JSON `{ "seed": <number> }`) -> re-seeds, clears the fault rules
 *   and the telemetry collector, puts the export job threshold back to `SANDBOX_EXPORT_JOB_ROWS`,
 *   `{ status: "reset", seed }`
 * - the test tools of `sandbox-tools.ts`: `/sandbox/faults`, `/sandbox/telemetry`, `/sandbox/sessions/expire`
 * - `GET /sandbox/files/<id>[.ext]`: stored document images and CSV exports (`file-routes.ts`)
 */
import type { Hono } from "hono";
import { z } from "zod";
import { reseedDatabase } from "#seed/index.ts";
import { listOutbox } from "#services/outbox.ts";
import type { AppDeps } from "./deps.ts";
import { describeZodIssues, readJsonBody } from "./sandbox-json.ts";
import { mountFileRoutes } from "./file-routes.ts";
import { mountSandboxTools } from "./sandbox-tools.ts";
import { mountSecurityTools } from "./sandbox-security.ts";

/** Prefix of every sandbox-only route. */
export const SANDBOX_PREFIX = "/sandbox";

const outboxQuery = z.object({
  to: z.string().trim().min(1).max(64).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

const resetBody = z.object({
  seed: z
    .int()
    .min(0)
    .max(2 ** 32 - 1)
    .optional(),
});

/** Mounts the sandbox routes. `databaseKind` is reported by the health route. */
export function mountSandboxRoutes(app: Hono, deps: AppDeps, databaseKind: string): void {
  let resetting: Promise<void> = Promise.resolve();

  app.get(`${SANDBOX_PREFIX}/health`, (c) => c.json({ status: "ok", database: databaseKind }));

  app.get(`${SANDBOX_PREFIX}/outbox`, async (c) => {
    const query = outboxQuery.safeParse(c.req.query());
    if (!query.success) return c.json({ error: describeZodIssues(query.error) }, 400);
    return c.json({ messages: await listOutbox(deps.db, query.data.to, query.data.limit) });
  });

  app.post(`${SANDBOX_PREFIX}/reset`, async (c) => {
    const parsed = await readJsonBody(c, resetBody);
    if (!parsed.ok) return c.json({ error: parsed.error }, 400);
    const seed = parsed.value.seed ?? deps.config.seed;
    deps.faults.clear();
    deps.telemetry.clear();
    // One reset at a time: a second request waits for the first.
    const run = resetting.then(() => reseedDatabase(deps.db, { seed, today: deps.clock() }));
    resetting = run.catch(() => undefined);
    await run;
    deps.exportSettings.jobRows = deps.config.exportJobRows;
    return c.json({ status: "reset", seed });
  });

  mountSandboxTools(app, deps, SANDBOX_PREFIX);
  mountSecurityTools(app, deps, SANDBOX_PREFIX);
  mountFileRoutes(app, deps);
}
