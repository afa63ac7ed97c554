/**
 * What a router loader does with a navigation (SPEC section 4, "When denied ..."), as data: allow, redirect,
 * NotFound, load the user and ask again, or leave for a login page.
 */
import type { AppBuild, GuardUser, RouteCheck } from "./guard.ts";
import { checkRoute } from "./guard.ts";
import type { RouteMeta } from "./route-meta.ts";

/**
 * Where loading the user stands in this navigation: `idle` (not tried: the session holds no user yet), `loaded`
 * (user info and permissions were fetched; `user` holds the result) or `failed` (the user-info or permissions call
 * failed, SPEC section 8: "If the permission call or user-info call fails in the guard, it rejects").
 */
export type UserLoadState = "idle" | "loaded" | "failed";

/** The input of {@link decideNavigation}. */
export interface NavigationInput {
  /** The matched records, top-level first (see `matchPathname` or the router's matches). */
  readonly chain: readonly RouteMeta[];
  readonly build: AppBuild;
  /** The session's user with effective permissions, or `null`. */
  readonly user: GuardUser | null;
  /** `idle` when not yet tried in this navigation. */
  readonly userLoad: UserLoadState;
  /** The login-ban check's answer: `true` stops the redirect to a login page (SPEC section 4). Default `false`. */
  readonly loginBanned?: boolean;
  /** The location to come back to after logging in (path, query and hash, without the base path). */
  readonly returnTo?: string;
}

/**
 * The navigation decision:
 * - `allow`: render the route (`check` tells which guard step allowed it);
 * - `redirect`: go to the named route (Login in the alternative build goes to Welcome);
 * - `not-found`: render NotFound in place (denied with a user loaded, or the re-check after loading failed);
 * - `load-user`: no user yet; load user info and permissions, then call {@link decideNavigation} again with
 *   `userLoad` set to `loaded` or `failed`;
 * - `login`: standard build, loading failed: go to Login, carrying `returnTo` for the `redirect` query;
 * - `external-login`: alternative build, loading failed: go to Welcome and hand over to the external login page;
 * - `blocked`: loading failed and the login-ban check stops the redirect to Login: stay, navigate nowhere.
 */
export type NavigationDecision =
  | { readonly type: "allow"; readonly check: Extract<RouteCheck, { kind: "allow" }> }
  | { readonly type: "redirect"; readonly to: "Welcome" }
  | { readonly type: "not-found"; readonly check: Extract<RouteCheck, { kind: "deny" }> }
  | { readonly type: "load-user" }
  | { readonly type: "login"; readonly returnTo: string | null }
  | { readonly type: "external-login"; readonly to: "Welcome"; readonly returnTo: string | null }
  | { readonly type: "blocked" };

/**
 * Decides a navigation (SPEC section 4): run the guard ({@link checkRoute}); when denied with a user, NotFound;
 * with no user, load the user info first and decide again (NotFound when the re-check fails); when loading fails,
 * Login (standard) or Welcome plus the external login (alternative). A login ban stops the redirect to Login
 * (`blocked`); in the alternative build it stops only the external login, Welcome stays.
 */
export function decideNavigation(input: NavigationInput): NavigationDecision {
  const check = checkRoute(input.chain, input.user, input.build);
  if (check.kind === "allow") return { type: "allow", check };
  if (check.kind === "redirect") return { type: "redirect", to: check.to };
  if (input.user !== null) return { type: "not-found", check };
  switch (input.userLoad) {
    case "idle":
      return { type: "load-user" };
    case "loaded":
      return { type: "not-found", check };
    case "failed": {
      const returnTo = input.returnTo ?? null;
      if (input.build === "alternative") {
        return input.loginBanned === true ? { type: "redirect", to: "Welcome" } : { type: "external-login", to: "Welcome", returnTo };
      }
      return input.loginBanned === true ? { type: "blocked" } : { type: "login", returnTo };
    }
  }
}
