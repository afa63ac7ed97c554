import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { listen } from "./server.ts";
import type { RunningServer } from "./server.ts";

const app = new Hono();
app.get("/ping", (c) => c.text("pong"));
const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

/** Occupies a free port and answers it with a closer. */
const occupy = () =>
  new Promise<{ port: number; release: () => Promise<void> }>((resolvePromise) => {
    const blocker = createServer();
    blocker.listen(0, "127.0.0.1", () => {
      resolvePromise({
        port: (blocker.address() as AddressInfo).port,
        release: () => new Promise((done) => blocker.close(() => done())),
      });
    });
  });

describe("listen", () => {
  it("binds any free port for port 0 and answers requests", async () => {
    const server = await listen(app, { port: 0, host: "127.0.0.1", portFallback: false });
    running.push(server);
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://localhost:${server.port}/agent/`);
    const response = await fetch(`http://127.0.0.1:${server.port}/ping`);
    expect(await response.text()).toBe("pong");
  });

  it("falls back to a free port when the configured one is busy", async () => {
    const blocker = await occupy();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const server = await listen(app, { port: blocker.port, host: "127.0.0.1", portFallback: true });
      running.push(server);
      expect(server.port).not.toBe(blocker.port);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`port ${blocker.port} is busy`));
    } finally {
      await blocker.release();
    }
  });

  it("fails with EADDRINUSE when the port is busy and fallback is off", async () => {
    const blocker = await occupy();
    try {
      await expect(listen(app, { port: blocker.port, host: "127.0.0.1", portFallback: false })).rejects.toMatchObject({ code: "EADDRINUSE" });
    } finally {
      await blocker.release();
    }
  });
});
