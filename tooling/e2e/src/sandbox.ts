/**
 * The sandboxes of both apps' end-to-end suites: each Playwright worker starts its own sandbox API
 * (`apps/sandbox-api`) serving the built apps on a free port with its own in-memory database, so
 * workers never share data, fault rules, sessions, the outbox or the telemetry collector.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";

/** One built app the sandbox serves: its package name (for the error message), the sandbox's variable for it and its `dist` folder (absolute path). */
export interface ServedApp {
  readonly name: "portal" | "mobile-webview";
  readonly env: "PORTAL_DIST" | "WEBVIEW_DIST";
  readonly dist: string;
}

/** A started sandbox: its origin (`http://localhost:<port>`) and the function that stops it. */
export interface RunningSandbox {
  readonly url: string;
  readonly stop: () => Promise<void>;
}

/** The variable through which the global setup hands the served apps (JSON of {@link ServedApp}[]) to the workers. */
export const SERVED_APPS_ENV = "E2E_SERVED_APPS";

/**
 * How long a sandbox may take to print its URL, in milliseconds. A start costs about 13 s of
 * processor time (tsx, migrations, seeding); each worker starts one, at the same time, and on a
 * shared 2-core machine at load 30 two starts at once took over 90 s.
 */
export const START_TIMEOUT_MS = 180_000;

/**
 * The global setup of an app's suite: fails first when an app is not built, then hands the apps
 * to the workers (`E2E_SERVED_APPS`; Playwright starts its workers after the global setup, with
 * its environment). Each worker then starts its own sandbox ({@link startSandbox}, the worker
 * fixture `sandboxURL` of `./fixtures`).
 *
 * @throws Error when an app is not built (no `index.html` in its `dist`).
 */
export function prepareSandboxes(apps: readonly ServedApp[]): void {
  for (const app of apps) {
    if (!existsSync(`${app.dist}/index.html`)) throw new Error(`${app.dist} is not built: run pnpm --filter @agent-portal/${app.name} build (turbo run e2e does it).`);
  }
  process.env[SERVED_APPS_ENV] = JSON.stringify(apps);
}

/**
 * The apps the global setup handed over ({@link prepareSandboxes}).
 *
 * @throws Error when `E2E_SERVED_APPS` is not set (no global setup ran).
 */
export function servedApps(): ServedApp[] {
  const json = process.env[SERVED_APPS_ENV];
  if (!json) throw new Error(`${SERVED_APPS_ENV} is not set: the suite's global setup (e2e/global-setup.ts, prepareSandboxes) did not run.`);
  return JSON.parse(json) as ServedApp[];
}

/**
 * Starts the sandbox API (`pnpm --filter @agent-portal/sandbox-api serve`, `PORT=0`,
 * `SANDBOX_DATA_DIR=memory://`, `SANDBOX_CLIENT_LIMITS=off`) serving `apps`, and waits for the URL
 * it prints (`Agent Portal sandbox: <url>/agent/`). `stop` sends SIGTERM to its process group and
 * waits for it to exit.
 *
 * @throws Error when the sandbox exits or does not start within 180 s ({@link START_TIMEOUT_MS}).
 */
export async function startSandbox(apps: readonly ServedApp[]): Promise<RunningSandbox> {
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
      if (child.pid !== undefined) process.kill(-child.pid, "SIGTERM");
      reject(new Error(`The sandbox did not start within ${String(START_TIMEOUT_MS / 1000)} s. Output:\n${output}`));
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
  const stop = async () => {
    if (child.pid !== undefined && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid, "SIGTERM");
      await exited;
    }
  };
  return { url, stop };
}
