import type { NavigationDecision } from "@agent-portal/permissions/guard-decision";
import { decideNavigation } from "@agent-portal/permissions/guard-decision";
import type { RouteMeta } from "@agent-portal/permissions/route-meta";
import { pathOf } from "@agent-portal/permissions/route-path";
import { returnUrlOf } from "@agent-portal/permissions/url-safety";
import { data, redirect } from "react-router";
import type { GuardStore } from "@agent-portal/app-runtime/routes/record-route";
import { isOpenToAnyUser } from "@agent-portal/app-runtime/routes/store-shortcut";
import type { TokenSource } from "./guard-session.ts";

/** The webview's login (fallback when the host hands over no token), carrying where to come back. */
export function loginPathFor(currentUrl: string): string {
  return `${pathOf("MobileLogin")}?redirect=${encodeURIComponent(currentUrl)}`;
}

/**
 * Runs the route guard of SPEC section 4 for one matched chain of the webview, before it renders:
 * - first without the session: a decision that needs no user (the fallback login and NotFound are
 *   public) is final, so those render without loading the store;
 * - otherwise with the store (`getStore`) and the session (`guard-session.ts`): the iframe token
 *   exchange when no token is held, then the user (in the background for pages open to any user);
 * - allowed: resolves; denied with a user: a 404 response (NotFound in place); no token or loading
 *   failed: redirect to the webview's login `/m/login?redirect=<current URL>`.
 *
 * The webview is always the standard build (the alternative build's external login concerns the
 * desktop portal) and never login-banned: its login works inside the app's frame.
 *
 * @throws A React Router redirect or a 404 `data` response; never anything else.
 */
export async function runGuard(getStore: () => GuardStore | Promise<GuardStore>, chain: readonly RouteMeta[], requestUrl: string, tokenSource?: TokenSource): Promise<void> {
  const input = { chain, build: "standard", returnTo: requestUrl, loginBanned: false } as const;
  let decision: NavigationDecision = decideNavigation({ ...input, user: null, userLoad: "idle" });
  if (decision.type === "load-user") {
    const [store, { decideWithSession }] = await Promise.all([getStore(), import("./guard-session.ts")]);
    decision = await decideWithSession(store, input, { openToAnyUser: isOpenToAnyUser(chain), ...(tokenSource ? { tokenSource } : {}) });
  }
  switch (decision.type) {
    case "allow":
    case "blocked":
      return;
    case "redirect":
    case "login":
    case "external-login":
      // The request URL has no fragment: the page's own `#...` is kept for the way back (issue 26).
      throw redirect(loginPathFor(returnUrlOf(requestUrl, window.location.href)));
    case "not-found":
    case "load-user":
      throw data("Not Found", { status: 404 });
  }
}
