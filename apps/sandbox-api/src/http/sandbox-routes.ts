/**
 * Sandbox-only routes under `/sandbox/*`: never part of the portal's contract, never
 * present in a real deployment. Plain JSON (no envelope).
 *
 * - `GET /sandbox/health` -> `{ status: "ok", database: "pglite" | "postgres" }`
 * - `GET /sandbox/outbox?to=<username>&limit=<n>` -> `{ messages: OutboxEntry[] }`, newest first
 * - `POST /sandbox/reset` (optional JSON `{ "seed": <number> }`) -> re-seeds, `{ status: "reset", seed }`
 */
import type { Hono } from "hono";
import { z } from "zod";
import { reseedDatabase } from "#seed/index.ts";
import { listOutbox } from "#services/outbox.ts";
import type { AppDeps } from "./deps.ts";

/** Prefix of every sandbox-only route. */
export const SANDBOX_PREFIX = "/sandbox";

const outboxQuery = z.object({
  to: z.string().trim().min(1).max(64).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

const resetBody = z.object({ seed: z.int().min(0).max(2 ** 32 - 1).optional() });

/** Mounts the sandbox routes. `databaseKind` is reported by the health route. */
export function mountSandboxRoutes(app: Hono, deps: AppDeps, databaseKind: string): void {
  let resetting: Promise<void> = Promise.resolve();

  app.get(`${SANDBOX_PREFIX}/health`, (c) => c.json({ status: "ok", database: databaseKind }));

  app.get(`${SANDBOX_PREFIX}/outbox`, async (c) => {
    const query = outboxQuery.safeParse(c.req.query());
    if (!query.success) return c.json({ error: query.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") }, 400);
    return c.json({ messages: await listOutbox(deps.db, query.data.to, query.data.limit) });
  });

  app.post(`${SANDBOX_PREFIX}/reset`, async (c) => {
    const text = await c.req.text();
    let body: unknown;
    try {
      body = text.trim() === "" ? {} : JSON.parse(text);
    } catch {
      return c.json({ error: "body: not valid JSON" }, 400);
    }
    const parsed = resetBody.safeParse(body);
    if (!parsed.success) return c.json({ error: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") }, 400);
    const seed = parsed.data.seed ?? deps.config.seed;
    // One reset at a time: a second request waits for the first.
    const run = resetting.then(() => reseedDatabase(deps.db, { seed, today: deps.clock() }));
    resetting = run.catch(() => undefined);
    await run;
    return c.json({ status: "reset", seed });
  });
}
