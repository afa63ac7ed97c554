// @ts-check
/**
 * A headless Chromium with a remote-debugging port, for Lighthouse (which connects to the port)
 * and for Playwright (connected over CDP to prepare storage between runs).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The Chromium the bench drives: `CHROME_PATH`, else Debian's. */
export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * Launches Chromium headless with its own profile and a free debugging port.
 * @returns {Promise<{ port: number; close: () => Promise<void> }>}
 */
export function launchChrome() {
  const profile = mkdtempSync(join(tmpdir(), "agent-portal-bench-"));
  const child = spawn(
    CHROME_PATH,
    [
      "--headless=new",
      "--no-sandbox",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "--no-first-run",
      "--no-default-browser-check",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once("exit", done));
      child.kill("SIGTERM");
      await exited;
    }
    // Chromium's helper processes may still write into the profile for a moment after it exits; a
    // profile left in the temporary directory is not worth failing the measurement for.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`Chromium's profile ${profile} was not removed: ${String(error)}`);
    }
  };
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not open a debugging port:\n${output}`)), 30_000);
    child.stderr.on("data", (/** @type {Buffer} */ chunk) => {
      output += chunk.toString();
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ port: Number(port), close });
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited with code ${String(code)}:\n${output}`));
    });
  });
}
