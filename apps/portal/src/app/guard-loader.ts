import { decideNavigation } from "@agent-portal/permissions/guard-decision";
import type { RouteMeta } from "@agent-portal/permissions/route-meta";
import { pathOf } from "@agent-portal/permissions/route-path";
import { isAllowedWebLink, returnUrlOf } from "@agent-portal/permissions/url-safety";
import { data, redirect } from "react-router";
import { BUILD_FLAVOR, EXTERNAL_LOGIN_URL } from "./build-flavor.ts";
import type { GuardStore } from "@agent-portal/app-runtime/routes/record-route";

/** The login URL carrying where to come back: `/login?redirect=<encoded current URL>` (SPEC section 4). */
export function loginPathFor(currentUrl: string): string {
  return `${pathOf("Login")}?redirect=${encodeURIComponent(currentUrl)}`;
}

/**
 * The login-ban check of SPEC section 4: a login page cannot work when the portal is
 * embedded in another page (iframe), so the guard does not redirect there.
 */
function isLoginBanned(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/** Hands the user to the external login page of the alternative build, when one is configured on an allowed origin. */
function goToExternalLogin(returnTo: string): void {
  if (EXTERNAL_LOGIN_URL === "") return;
  const target = new URL(EXTERNAL_LOGIN_URL);
  if (!isAllowedWebLink(target.href, target.origin)) return;
  target.searchParams.set("redirect", returnTo);
  window.location.assign(target.href);
}

/**
 * Runs the route guard of SPEC section 4 for one matched chain before the route renders.
 *
 * - first without the session: a decision that does not depend on the user (guard steps 1 and 2:
 *   Login and NotFound always allowed; the alternative build's Welcome and Login -> Welcome) is
 *   final, so Login and NotFound render without loading the store (the login route's size budget);
 * - otherwise loads the store (`getStore`) and decides with its user; with no user yet, loads the
 *   session (user info, GetPermissions, the session GETs) and decides again;
 * - allowed: resolves;
 * - denied with a user: throws a 404 response, rendered as NotFound in place;
 * - no token or loading failed: redirects to `/login?redirect=<current URL>` (standard build; the
 *   fragment of the page's URL included, `returnUrlOf`),
 *   or to Welcome plus the external login page (alternative build).
 *
 * @throws A React Router redirect or a 404 `data` response; never anything else.
 */
export async function runGuard(getStore: () => GuardStore | Promise<GuardStore>, chain: readonly RouteMeta[], requestUrl: string): Promise<void> {
  // The request URL has no fragment: the page's own `#...` is kept for the way back (issue 26).
  const returnTo = returnUrlOf(requestUrl, window.location.href);
  const input = { chain, build: BUILD_FLAVOR, returnTo, loginBanned: isLoginBanned() } as const;
  // Steps 1 and 2 of the guard never read the user: with `null`, anything but `load-user` is final.
  let decision = decideNavigation({ ...input, user: null, userLoad: "idle" });
  if (decision.type === "load-user") {
    // The store first: on a first load it waits for the boot screen's paint (`buildRoutes`), and
    // the guard's session code must not be fetched before it either.
    const store = await getStore();
    const { decideWithSession } = await import("./guard-session.ts");
    decision = await decideWithSession(store, input);
  }
  switch (decision.type) {
    case "allow":
    case "blocked":
      return;
    case "redirect":
      throw redirect(pathOf(decision.to));
    case "not-found":
      throw data("Not Found", { status: 404 });
    case "login":
      throw redirect(loginPathFor(returnTo));
    case "external-login":
      goToExternalLogin(returnTo);
      throw redirect(pathOf(decision.to));
    case "load-user":
      throw data("Not Found", { status: 404 });
  }
}
