import { BASE_PATH, pathOf } from "@agent-portal/permissions/route-path";
import { bundleOfPath } from "@agent-portal/permissions/routes/open";
import { safeRedirect } from "@agent-portal/permissions/url-safety";

/**
 * Where the webview's login goes once logged in: the same-origin `redirect` (`safeRedirect`:
 * a path under `/agent`, never another origin, never the login itself) or the webview's home.
 * `document` is true when the path belongs to the desktop portal, which then loads as a document.
 */
export function loginTarget(redirect: string | null, origin: string): { readonly path: string; readonly document: boolean } {
  const path = safeRedirect(redirect, origin) ?? pathOf("MobileHome");
  if (path === pathOf("MobileLogin") || path.startsWith(`${pathOf("MobileLogin")}?`)) return { path: pathOf("MobileHome"), document: false };
  const document = bundleOfPath(path) === "desktop";
  return { path: document ? `${BASE_PATH}${path}` : path, document };
}
