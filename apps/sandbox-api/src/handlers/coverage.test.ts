/**
 * Every declared call of the contract has exactly one sandbox handler (ARCHITECTURE.md,
 * "The contract": every declared endpoint has a handler).
 */
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { allEndpoints } from "@agent-portal/api-client/contract/registry";
import { loadConfig } from "#config.ts";
import { registerAllHandlers } from "#http/app.ts";
import { createContractRouter, routePathOf } from "#http/contract-router.ts";
import { systemClock } from "#http/deps.ts";
import { createFaultStore } from "#http/faults.ts";
import { createTelemetryStore } from "#http/telemetry.ts";
import { createMockDatabase } from "#testing/mock-db.ts";

const router = createContractRouter(new Hono(), {
  db: createMockDatabase(),
  config: loadConfig({ SANDBOX_DATA_DIR: "memory://" }),
  clock: systemClock,
  faults: createFaultStore(),
  telemetry: createTelemetryStore(),
  publicOrigin: () => "http://localhost",
  exportSettings: { jobRows: 10_000 },
});
registerAllHandlers(router);

describe("handler coverage", () => {
  it("has a handler for every declaration of allEndpoints", () => {
    const missing = allEndpoints.filter((declaration) => !router.handled.has(declaration.key)).map((d) => d.key);
    expect(missing).toEqual([]);
  });

  it("registers each handler for the very declaration object of the contract (same method and path)", () => {
    for (const declaration of allEndpoints) {
      const mounted = router.handled.get(declaration.key);
      expect(mounted && routePathOf(mounted)).toBe(routePathOf(declaration));
      expect(mounted?.method).toBe(declaration.method);
    }
  });

  it("handles nothing that is not declared", () => {
    const declared = new Set(allEndpoints.map((d) => d.key));
    expect([...router.handled.keys()].filter((key) => !declared.has(key))).toEqual([]);
  });
});
