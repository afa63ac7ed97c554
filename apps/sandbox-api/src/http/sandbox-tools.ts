/**
 * Sandbox-only tools for tests (plain JSON, no envelope):
 *
 * - `POST /sandbox/faults` (a rule, a list, or `{ rules }`; `faults.ts`) -> `{ rules: FaultRule[] }` (the added ones);
 *   `GET /sandbox/faults` -> `{ rules }`; `DELETE /sandbox/faults` -> `{ cleared: n }`.
 * - `POST /sandbox/telemetry/:channel` (any body up to 1 MiB, kept as text) -> `{ id }`;
 *   `GET /sandbox/telemetry?channel=&limit=` -> `{ entries }` newest first; `DELETE /sandbox/telemetry` -> `{ cleared: n }`.
 * - `POST /sandbox/sessions/expire` `{ username }` -> `{ expired: n }`: that account's live tokens expire now,
 *   so its next call answers 20002; unknown name -> HTTP 404.
 * - `PUT /sandbox/exports` `{ jobRows }` -> `{ jobRows }`: live-data exports of more rows than `jobRows` answer a job
 *   from now on (`SANDBOX_EXPORT_JOB_ROWS` at start); `GET /sandbox/exports` -> `{ jobRows }`.
 */
import type { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { expireSessionsOf } from "#services/sessions.ts";
import type { AppDeps } from "./deps.ts";
import { faultRulesInputSchema, toRuleList } from "./faults.ts";
import { describeZodIssues, readJsonBody } from "./sandbox-json.ts";
import { CHANNEL_PATTERN, MAX_TELEMETRY_BYTES, MAX_TELEMETRY_ENTRIES } from "./telemetry.ts";

const telemetryQuery = z.object({
  channel: z.string().regex(CHANNEL_PATTERN).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_TELEMETRY_ENTRIES).optional(),
});

const expireBody = z.object({ username: z.string().trim().min(1).max(64) });

const exportsBody = z.object({ jobRows: z.number().int().min(1).max(10_000_000) });

/** Mounts the fault, telemetry and session tools under `prefix` (`/sandbox`). */
export function mountSandboxTools(app: Hono, deps: AppDeps, prefix: string): void {
  app.get(`${prefix}/faults`, (c) => c.json({ rules: deps.faults.list() }));
  app.post(`${prefix}/faults`, async (c) => {
    const body = await readJsonBody(c, faultRulesInputSchema);
    if (!body.ok) return c.json({ error: body.error }, 400);
    return c.json({ rules: deps.faults.add(toRuleList(body.value)) });
  });
  app.delete(`${prefix}/faults`, (c) => c.json({ cleared: deps.faults.clear() }));

  app.post(`${prefix}/telemetry/:channel`, bodyLimit({ maxSize: MAX_TELEMETRY_BYTES, onError: (c) => c.json({ error: "body over 1 MiB" }, 413) }), async (c) => {
    const channel = c.req.param("channel");
    if (!CHANNEL_PATTERN.test(channel)) return c.json({ error: "channel: 1 to 64 of A-Z a-z 0-9 . _ -" }, 400);
    const entry = deps.telemetry.add({
      channel,
      contentType: c.req.header("content-type") ?? "",
      body: await c.req.text(),
      receivedAt: deps.clock().toISOString(),
    });
    return c.json({ id: entry.id });
  });
  app.get(`${prefix}/telemetry`, (c) => {
    const query = telemetryQuery.safeParse(c.req.query());
    if (!query.success) return c.json({ error: describeZodIssues(query.error) }, 400);
    return c.json({ entries: deps.telemetry.list(query.data.channel, query.data.limit) });
  });
  app.delete(`${prefix}/telemetry`, (c) => c.json({ cleared: deps.telemetry.clear() }));

  app.get(`${prefix}/exports`, (c) => c.json({ jobRows: deps.exportSettings.jobRows }));
  app.put(`${prefix}/exports`, async (c) => {
    const body = await readJsonBody(c, exportsBody);
    if (!body.ok) return c.json({ error: body.error }, 400);
    deps.exportSettings.jobRows = body.value.jobRows;
    return c.json({ jobRows: deps.exportSettings.jobRows });
  });

  app.post(`${prefix}/sessions/expire`, async (c) => {
    const body = await readJsonBody(c, expireBody);
    if (!body.ok) return c.json({ error: body.error }, 400);
    const expired = await expireSessionsOf(deps.db, body.value.username, deps.clock());
    if (expired === null) return c.json({ error: `no account named ${body.value.username}` }, 404);
    return c.json({ expired });
  });
}
