import { fileURLToPath } from "node:url";
import { startSandbox } from "@agent-portal/e2e-support/sandbox";

/**
 * Starts the sandbox API serving BOTH built apps (the webview, `WEBVIEW_DIST`, and the desktop
 * portal, `PORTAL_DIST`) on a free port with a fresh in-memory database and exposes its URL as
 * `E2E_BASE_URL` (`startSandbox` of `@agent-portal/e2e-support/sandbox`, which fails first when
 * an app is not built). Returns the teardown that stops it. `turbo run e2e` builds both first
 * (`apps/mobile-webview/turbo.json`).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startSandbox([
    { name: "mobile-webview", env: "WEBVIEW_DIST", dist: fileURLToPath(new URL("../dist", import.meta.url)) },
    { name: "portal", env: "PORTAL_DIST", dist: fileURLToPath(new URL("../../portal/dist", import.meta.url)) },
  ]);
}
