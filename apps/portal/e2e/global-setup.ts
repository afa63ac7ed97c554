import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * Starts the sandbox API (serving the built portal) on a free port with a fresh in-memory
 * database, waits for the URL it prints, and exposes it to the tests as `E2E_BASE_URL`.
 * Returns the teardown that stops it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const portalDist = fileURLToPath(new URL("../dist", import.meta.url));
  const child = spawn("pnpm", ["--filter", "@agent-portal/sandbox-api", "serve"], {
    env: { ...process.env, PORT: "0", SANDBOX_DATA_DIR: "memory://", PORTAL_DIST: portalDist, FORCE_COLOR: "0" },
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
