// @ts-check
import { existsSync } from "node:fs";
import process from "node:process";

/**
 * The flags Debian's Chromium needs on CI machines (no sandbox, no GPU, no background traffic),
 * in the end-to-end suites and the kit's story check.
 *
 * @type {readonly string[]}
 */
export const CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/** Where Debian's `chromium-headless-shell` package puts its binary. */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** Where Debian's `chromium` package puts its binary. */
const FULL_CHROMIUM = "/usr/bin/chromium";

/**
 * The Chromium the browser tests drive (both apps' end-to-end suites and the kit's story check):
 *
 * 1. `CHROME_TEST_PATH`, when set;
 * 2. else Debian's headless shell (`/usr/bin/chromium-headless-shell`), when installed:
 *    Chromium's old headless mode, a smaller browser without the full browser's windowing and
 *    compositing. On six portal e2e files with two workers it used 294 s of the machine's
 *    processor time against 419 s for the full browser, and the whole portal suite passed on it
 *    (2026-11-28);
 * 3. else `CHROME_PATH`, else Debian's full Chromium (`/usr/bin/chromium`).
 *
 * The bench keeps `CHROME_PATH` (Lighthouse and the INP measure need the full browser's
 * rendering), so `CHROME_PATH` alone no longer selects the tests' browser.
 *
 * @returns {string} the executable's absolute path
 */
export function testChromiumPath() {
  if (process.env.CHROME_TEST_PATH) return process.env.CHROME_TEST_PATH;
  if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return process.env.CHROME_PATH || FULL_CHROMIUM;
}
