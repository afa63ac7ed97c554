import type { NavigationDecision } from "@agent-portal/permissions/guard-decision";
import { decideNavigation } from "@agent-portal/permissions/guard-decision";
import type { RouteMeta } from "@agent-portal/permissions/route-meta";
import { pathOf } from "@agent-portal/permissions/route-path";
import { returnUrlOf } from "@agent-portal/permissions/url-safety";
import { data, redirect } from "react-router";
import type { GuardStore, TokenSource } from "./guard-session.ts";

export type { GuardStore } from "./guard-session.ts";

/**
 * What {@link runGuard} may read before the store exists: whether it has been created, and the
 * token in storage (`readStoredToken` of `@agent-portal/session/storage`, the token the store
 * starts with).
 */
export interface GuardShortcut {
  readonly storeCreated: () => boolean;
  readonly storedToken: () => string | null;
}

/** The webview's login (fallback when the host hands over no token), carrying where to come back. */
export function loginPathFor(currentUrl: string): string {
  return `${pathOf("MobileLogin")}?redirect=${encodeURIComponent(currentUrl)}`;
}

/** Whether every record of a chain is open to any logged-in user (no permission listed, not public). */
export function isOpenToAnyUser(chain: readonly RouteMeta[]): boolean {
  return chain.length > 0 && chain.every((route) => route.access !== "public" && (route.permissions ?? []).length === 0);
}

/**
 * Runs the route guard of SPEC section 4 for one matched chain of the webview, before it renders:
 * - first without the session: a decision that needs no user (the fallback login and NotFound are
 *   public) is final, so those render without loading the store;
 * - a page open to any user on the first navigation (`shortcut`: no store created yet, a token in
 *   storage): allowed at once, without loading the store, so the page paints before the data layer
 *   has loaded; the layout loads the session after that paint, as it does when the store exists;
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
export async function runGuard(
  getStore: () => GuardStore | Promise<GuardStore>,
  chain: readonly RouteMeta[],
  requestUrl: string,
  tokenSource?: TokenSource,
  shortcut?: GuardShortcut,
): Promise<void> {
  const input = { chain, build: "standard", returnTo: requestUrl, loginBanned: false } as const;
  let decision: NavigationDecision = decideNavigation({ ...input, user: null, userLoad: "idle" });
  // The store would hold this same token and no user yet, and decideWithSession allows such a chain with a token.
  if (decision.type === "load-user" && shortcut !== undefined && !shortcut.storeCreated() && isOpenToAnyUser(chain) && shortcut.storedToken() !== null) return;
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
