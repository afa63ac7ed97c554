/**
 * The global setup of both apps' end-to-end suites: the sandbox API (`apps/sandbox-api`) serving
 * the built apps on a free port with a fresh in-memory database.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";

/** One built app the sandbox serves: its package name (for the error message), the sandbox's variable for it and its `dist` folder (absolute path). */
export interface ServedApp {
  readonly name: "portal" | "mobile-webview";
  readonly env: "PORTAL_DIST" | "WEBVIEW_DIST";
  readonly dist: string;
}

/** How long the sandbox may take to print its URL, in milliseconds. */
const START_TIMEOUT_MS = 90_000;

/**
 * Starts the sandbox API (`pnpm --filter @agent-portal/sandbox-api serve`, `PORT=0`,
 * `SANDBOX_DATA_DIR=memory://`, `SANDBOX_CLIENT_LIMITS=off`) serving `apps`, waits for the URL it prints
 * (`Agent Portal sandbox: <url>/agent/`), and exposes it to the tests as `E2E_BASE_URL`.
 * Answers the teardown that stops it (SIGTERM to its process group).
 *
 * @throws Error when an app is not built (no `index.html` in its `dist`), or when the sandbox exits or does not start within 90 s.
 */
export async function startSandbox(apps: readonly ServedApp[]): Promise<() => Promise<void>> {
  for (const app of apps) {
    if (!existsSync(`${app.dist}/index.html`)) throw new Error(`${app.dist} is not built: run pnpm --filter @agent-portal/${app.name} build (turbo run e2e does it).`);
  }
  const dists = Object.fromEntries(apps.map((app) => [app.env, app.dist]));
  const child = spawn("pnpm", ["--filter", "@agent-portal/sandbox-api", "serve"], {
    // The suites log in many times from one address: the per-client login limits would refuse them.
    env: { ...process.env, PORT: "0", SANDBOX_DATA_DIR: "memory://", SANDBOX_CLIENT_LIMITS: "off", ...dists, FORCE_COLOR: "0" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`The sandbox did not start within 90 s. Output:\n${output}`));
    }, START_TIMEOUT_MS);
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
