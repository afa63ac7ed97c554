/**
 * Which routes are menu entries by structure (SPEC section 2), whatever the user: what the page title
 * needs on every page, apart from the menu building of `menu.ts` that only the main layout runs.
 */
import type { RouteMeta } from "./route-meta.ts";
import { hasDynamicSegment } from "./route-meta.ts";
import type { RouteName } from "./route-names.ts";
import { mainRoute } from "./route-table.ts";

/**
 * The children of `route` that are menu entries by structure (whatever the user): not hidden, not an index or
 * layout, no dynamic segment; a tab host has none (its children are tabs).
 */
export function menuChildrenOf(route: RouteMeta): readonly RouteMeta[] {
  if (route.tabs === true) return [];
  return (route.children ?? []).filter((child) => child.hideInMenu !== true && child.index !== true && child.layout !== true && !hasDynamicSegment(child.path));
}

function collectMenuRoutes(route: RouteMeta, into: Set<RouteName>): Set<RouteName> {
  for (const child of menuChildrenOf(route)) {
    into.add(child.name);
    collectMenuRoutes(child, into);
  }
  return into;
}

const menuRouteNames: ReadonlySet<RouteName> = collectMenuRoutes(mainRoute, new Set());

/** Whether a route is a menu entry by structure (a section or an entry under one), whatever the permissions. */
export function isMenuRoute(route: RouteMeta): boolean {
  return menuRouteNames.has(route.name);
}
