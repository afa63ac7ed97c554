/** Page titles and breadcrumbs derived from the matched chain (SPEC section 2). */
import { isMenuRoute } from "./menu-routes.ts";
import type { RouteLabelKey, RouteMeta } from "./route-meta.ts";
import type { RouteName } from "./route-names.ts";
import type { RouteParams } from "./route-path.ts";
import { pathOf } from "./route-path.ts";

/**
 * The page title's label key: the deepest menu route of the matched chain ("page title comes from the menu route's
 * label key"), so a tab, a hidden detail page or an edit page takes its menu entry's title; the leaf's own key for
 * routes outside the menu (Login, Welcome, the apply flow). `null` for an empty chain.
 */
export function titleKeyFor(chain: readonly RouteMeta[]): RouteLabelKey | null {
  const menuRoute = chain.findLast((route) => isMenuRoute(route));
  return (menuRoute ?? chain.at(-1))?.labelKey ?? null;
}

/** One breadcrumb: the route, its label key and its absolute path (`null` when a param to build it is missing). */
export interface Breadcrumb {
  readonly name: RouteName;
  readonly labelKey: RouteLabelKey;
  readonly path: string | null;
}

/** Options of {@link breadcrumbFor}. */
export interface BreadcrumbOptions {
  /** The matched params, to build each crumb's path. */
  readonly params?: RouteParams;
  /** The route stored when entering a `breadcrumbFromPrevious` record (broadcaster live data). */
  readonly previous?: Breadcrumb | null;
}

function crumbOf(route: RouteMeta, params: RouteParams): Breadcrumb {
  let path: string | null;
  try {
    path = pathOf(route.name, params);
  } catch {
    path = null;
  }
  return { name: route.name, labelKey: route.labelKey, path };
}

/**
 * The breadcrumb of a matched chain: every record but the layout, top first. When a record of the chain has
 * `breadcrumbFromPrevious` and `previous` is given, the trail is the previous route followed by that record and its
 * descendants (SPEC section 2: entering broadcaster live data stores the previous route for a breadcrumb).
 */
export function breadcrumbFor(chain: readonly RouteMeta[], options: BreadcrumbOptions = {}): readonly Breadcrumb[] {
  const params = options.params ?? {};
  const previous = options.previous ?? null;
  const start = previous === null ? -1 : chain.findIndex((route) => route.breadcrumbFromPrevious === true);
  if (previous !== null && start >= 0) {
    return [previous, ...chain.slice(start).map((route) => crumbOf(route, params))];
  }
  return chain.filter((route) => route.layout !== true).map((route) => crumbOf(route, params));
}
