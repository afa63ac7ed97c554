import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * Starts the sandbox API serving BOTH built apps (the webview, `WEBVIEW_DIST`, and the desktop
 * portal, `PORTAL_DIST`) on a free port with a fresh in-memory database, waits for the URL it
 * prints, and exposes it as `E2E_BASE_URL`. Returns the teardown that stops it. `turbo run e2e`
 * builds both first (`apps/mobile-webview/turbo.json`).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const webviewDist = fileURLToPath(new URL("../dist", import.meta.url));
  const portalDist = fileURLToPath(new URL("../../portal/dist", import.meta.url));
  for (const [name, dist] of [
    ["mobile-webview", webviewDist],
    ["portal", portalDist],
  ] as const) {
    if (!existsSync(`${dist}/index.html`)) throw new Error(`${dist} is not built: run pnpm --filter @agent-portal/${name} build (turbo run e2e does it).`);
  }
  const child = spawn("pnpm", ["--filter", "@agent-portal/sandbox-api", "serve"], {
    env: { ...process.env, PORT: "0", SANDBOX_DATA_DIR: "memory://", PORTAL_DIST: portalDist, WEBVIEW_DIST: webviewDist, FORCE_COLOR: "0" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`The sandbox did not start within 90 s. Output:\n${output}`));
    }, 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Agent Portal sandbox: (http:\/\/\S+?)\/agent\//.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The sandbox exited with code ${String(code)}. Output:\n${output}`));
    });
  });
  process.env.E2E_BASE_URL = url;
  return async () => {
    if (child.pid !== undefined && child.exitCode === null) {
      process.kill(-child.pid, "SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
  };
}
