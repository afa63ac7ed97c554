import { fileURLToPath } from "node:url";
import { prepareSandboxes } from "@agent-portal/e2e-support/sandbox";

/**
 * Fails first when the portal is not built, then names it as the app every worker's own sandbox
 * serves (`prepareSandboxes` of `@agent-portal/e2e-support/sandbox`; each worker starts its sandbox
 * on a free port with its own in-memory database, the `sandboxURL` fixture).
 */
export default function globalSetup(): void {
  prepareSandboxes([{ name: "portal", env: "PORTAL_DIST", dist: fileURLToPath(new URL("../dist", import.meta.url)) }]);
}
