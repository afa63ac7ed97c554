import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { APP_DIR, ConfigError, DEFAULT_PORT, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("defaults: port 4173 with fallback, loopback, PGlite under the app, the portal's and the webview's dist, seed 1", () => {
    expect(loadConfig({})).toEqual({
      port: DEFAULT_PORT,
      portFallback: true,
      host: "127.0.0.1",
      database: { kind: "pglite", dataDir: resolve(APP_DIR, ".data/pglite") },
      portalDist: resolve(APP_DIR, "../portal/dist"),
      webviewDist: resolve(APP_DIR, "../mobile-webview/dist"),
      seed: 1,
      faults: [],
      publicOrigin: null,
      trustProxy: false,
      clientLimits: true,
      exportJobRows: 10_000,
    });
    expect(APP_DIR.endsWith("apps/sandbox-api")).toBe(true);
  });

  it("PORT=0 means any free port (no fallback needed); a number is taken as is", () => {
    expect(loadConfig({ PORT: "0" })).toMatchObject({ port: 0, portFallback: false });
    expect(loadConfig({ PORT: "8080" })).toMatchObject({ port: 8080, portFallback: true });
  });

  it("DATABASE_URL switches to PostgreSQL; SANDBOX_DATA_DIR keeps memory:// and resolves folders", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u:p@db:5432/portal", SANDBOX_DATA_DIR: "memory://" }).database).toEqual({
      kind: "postgres",
      url: "postgres://u:p@db:5432/portal",
    });
    expect(loadConfig({ SANDBOX_DATA_DIR: "memory://" }).database).toEqual({ kind: "pglite", dataDir: "memory://" });
    expect(loadConfig({ SANDBOX_DATA_DIR: "rel/dir" }).database).toEqual({ kind: "pglite", dataDir: resolve("rel/dir") });
  });

  it("reads HOST, PORTAL_DIST and SANDBOX_SEED; blank values fall back to defaults", () => {
    const config = loadConfig({ HOST: "0.0.0.0", PORTAL_DIST: "/srv/portal", SANDBOX_SEED: "42", PORT: " " });
    expect(config).toMatchObject({ host: "0.0.0.0", portalDist: "/srv/portal", seed: 42, port: DEFAULT_PORT });
  });

  it("reads WEBVIEW_DIST, resolving a relative folder; blank falls back to the default", () => {
    expect(loadConfig({ WEBVIEW_DIST: "/srv/webview" }).webviewDist).toBe("/srv/webview");
    expect(loadConfig({ WEBVIEW_DIST: "rel/webview" }).webviewDist).toBe(resolve("rel/webview"));
    expect(loadConfig({ WEBVIEW_DIST: "  " }).webviewDist).toBe(resolve(APP_DIR, "../mobile-webview/dist"));
  });

  it("reads SANDBOX_EXPORT_JOB_ROWS, the export job threshold", () => {
    expect(loadConfig({ SANDBOX_EXPORT_JOB_ROWS: "500" }).exportJobRows).toBe(500);
    expect(() => loadConfig({ SANDBOX_EXPORT_JOB_ROWS: "0" })).toThrow(/SANDBOX_EXPORT_JOB_ROWS/);
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["PORT", "-1"],
    ["SANDBOX_SEED", "1.5"],
    ["SANDBOX_SEED", "4294967296"],
  ])("rejects %s=%s with a ConfigError naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});

describe("SANDBOX_FAULTS", () => {
  it("reads fault rules in force at start, and stops with a message naming the variable when invalid", () => {
    expect(loadConfig({ SANDBOX_FAULTS: '{"match":{"key":"login"},"code":50000}' }).faults).toEqual([{ match: { key: "login" }, code: 50000 }]);
    expect(() => loadConfig({ SANDBOX_FAULTS: "not json" })).toThrow(ConfigError);
    expect(() => loadConfig({ SANDBOX_FAULTS: '{"times":0}' })).toThrow(/SANDBOX_FAULTS/);
  });

  it("reads PUBLIC_ORIGIN as an origin and SANDBOX_TRUST_PROXY as a switch", () => {
    expect(loadConfig({ PUBLIC_ORIGIN: "https://agent.example.com/", SANDBOX_TRUST_PROXY: "1" })).toMatchObject({ publicOrigin: "https://agent.example.com", trustProxy: true });
    expect(loadConfig({ SANDBOX_CLIENT_LIMITS: "off" }).clientLimits).toBe(false);
    expect(loadConfig({ SANDBOX_CLIENT_LIMITS: "on" }).clientLimits).toBe(true);
    expect(loadConfig({ PUBLIC_ORIGIN: "http://localhost:8080" }).publicOrigin).toBe("http://localhost:8080");
  });

  it.each(["agent.example.com", "https://agent.example.com/agent/", "ftp://agent.example.com"])("refuses PUBLIC_ORIGIN %j, naming the variable", (raw) => {
    expect(() => loadConfig({ PUBLIC_ORIGIN: raw })).toThrow(/PUBLIC_ORIGIN/);
  });
});
