import { decideNavigation } from "@agent-portal/permissions/guard-decision";
import type { RouteMeta } from "@agent-portal/permissions/route-meta";
import { pathOf } from "@agent-portal/permissions/route-path";
import { isAllowedWebLink } from "@agent-portal/permissions/url-safety";
import { loadSession, selectGuardUser, selectToken } from "@agent-portal/session";
import type { SessionDispatch, SessionRootState } from "@agent-portal/session";
import { data, redirect } from "react-router";
import { BUILD_FLAVOR, EXTERNAL_LOGIN_URL } from "./build-flavor.ts";

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

/** What the guard needs of the store: the session state and a thunk-capable dispatch. */
export interface GuardStore {
  getState: () => SessionRootState;
  dispatch: SessionDispatch;
}

/**
 * Runs the route guard of SPEC section 4 for one matched chain before the route renders.
 *
 * - allowed: resolves;
 * - no user yet: loads the session (user info, GetPermissions, the session GETs) and decides again;
 * - denied with a user: throws a 404 response, rendered as NotFound in place;
 * - no token or loading failed: redirects to `/login?redirect=<current URL>` (standard build),
 *   or to Welcome plus the external login page (alternative build).
 *
 * @throws A React Router redirect or a 404 `data` response; never anything else.
 */
export async function runGuard(store: GuardStore, chain: readonly RouteMeta[], requestUrl: string): Promise<void> {
  const returnTo = requestUrl;
  const input = { chain, build: BUILD_FLAVOR, returnTo, loginBanned: isLoginBanned() } as const;
  let decision = decideNavigation({ ...input, user: selectGuardUser(store.getState()), userLoad: "idle" });
  if (decision.type === "load-user") {
    const hasToken = selectToken(store.getState()) !== null;
    const loaded = hasToken ? await store.dispatch(loadSession()) : { ok: false };
    decision = decideNavigation({ ...input, user: selectGuardUser(store.getState()), userLoad: loaded.ok ? "loaded" : "failed" });
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
