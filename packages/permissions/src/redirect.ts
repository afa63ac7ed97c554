/**
 * First-permitted-child redirects (SPEC section 2: "a parent with a redirect goes to the first child the user may
 * see").
 */
import type { CanSee } from "./guard.ts";
import type { RouteMeta } from "./route-meta.ts";
import { hasDynamicSegment } from "./route-meta.ts";

/**
 * The first child of `route` the user may open and that can be a redirect target: no dynamic segment, allowed by
 * `canSee`, and, when it redirects itself, with a permitted child of its own (so a redirect never ends in a dead
 * end). Hidden children count (the academy redirects to its hidden course list). `null` when there is none: the
 * app then renders NotFound.
 */
export function firstPermittedChild(route: RouteMeta, canSee: CanSee): RouteMeta | null {
  for (const child of route.children ?? []) {
    if (hasDynamicSegment(child.path) || !canSee(child)) continue;
    if (child.redirectToFirstChild === true && firstPermittedChild(child, canSee) === null) continue;
    return child;
  }
  return null;
}

/**
 * Follows redirects from `route` down to the record that renders a page: `route` itself when it does not redirect,
 * else the first permitted child, recursively (`List` gives `ListAll` for an agency manager). `null` when a
 * redirect finds no permitted child. Build the URL with `pathOf(target.name, params)`.
 */
export function resolveRedirect(route: RouteMeta, canSee: CanSee): RouteMeta | null {
  let current = route;
  while (current.redirectToFirstChild === true) {
    const next = firstPermittedChild(current, canSee);
    if (next === null) return null;
    current = next;
  }
  return current;
}
