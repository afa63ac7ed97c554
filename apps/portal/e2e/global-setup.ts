import { fileURLToPath } from "node:url";
import { startSandbox } from "@agent-portal/e2e-support/sandbox";

/**
 * Starts the sandbox API (serving the built portal) on a free port with a fresh in-memory
 * database and exposes its URL to the tests as `E2E_BASE_URL` (`startSandbox` of
 * `@agent-portal/e2e-support/sandbox`). Returns the teardown that stops it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startSandbox([{ name: "portal", env: "PORTAL_DIST", dist: fileURLToPath(new URL("../dist", import.meta.url)) }]);
}
