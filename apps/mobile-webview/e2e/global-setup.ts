import { fileURLToPath } from "node:url";
import { prepareSandboxes } from "@agent-portal/e2e-support/sandbox";

/**
 * Fails first when an app is not built, then names BOTH built apps (the webview, `WEBVIEW_DIST`,
 * and the desktop portal, `PORTAL_DIST`) as what every worker's own sandbox serves
 * (`prepareSandboxes` of `@agent-portal/e2e-support/sandbox`; each worker starts its sandbox on a
 * free port with its own in-memory database, the `sandboxURL` fixture). `turbo run e2e` builds
 * both first (`apps/mobile-webview/turbo.json`).
 */
export default function globalSetup(): void {
  prepareSandboxes([
    { name: "mobile-webview", env: "WEBVIEW_DIST", dist: fileURLToPath(new URL("../dist", import.meta.url)) },
    { name: "portal", env: "PORTAL_DIST", dist: fileURLToPath(new URL("../../portal/dist", import.meta.url)) },
  ]);
}
