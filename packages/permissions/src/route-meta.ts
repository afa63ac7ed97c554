/**
 * Route metadata: the one description of a route from which the router, the guard, menus, tabs, titles,
 * breadcrumbs and first-permitted-child redirects are derived (SPEC section 2, ARCHITECTURE "How data flows" 6).
 */
import type { PermissionId } from "./ids.ts";
import type { RouteName } from "./route-names.ts";

/** The i18n key of a route's label: always `route.<RouteName>` (the i18n package defines these keys). */
export type RouteLabelKey = `route.${RouteName}`;

/**
 * Which app declares a route: the desktop portal, the mobile webview, or both (ARCHITECTURE "Layout").
 * A route without `app` belongs to the desktop portal.
 */
export type RouteApp = "desktop" | "mobile" | "both";

/**
 * Metadata of one route record (a node of the route table).
 *
 * Paths follow React Router: `path` is relative to the parent (`"list"`, `"edit/:id"`), except the top-level
 * absolute `"/login"` and `"/"`; `:name` is a dynamic segment and `"*"` the wildcard. The app registers the route
 * under `path` and every alias, all with the same metadata.
 */
export interface RouteMeta {
  /** The spec's route name (unique in the table), e.g. `"RecruitList"`. */
  readonly name: RouteName;
  /** Path relative to the parent record (React Router style, `:param` segments). `""` for an index route. */
  readonly path: string;
  /** Label key, always `route.<name>` (e.g. `route.RecruitList`): menu entry, tab, breadcrumb and page title. */
  readonly labelKey: RouteLabelKey;
  /**
   * Permission ids that open the route (SPEC section 6): empty or missing means open to any logged-in user,
   * otherwise the user needs at least one of them. The guard checks every record of the matched chain.
   */
  readonly permissions?: readonly PermissionId[];
  /**
   * Only for accounts on the by-beans whitelist (user info `isWhite`, SPEC sections 3 and 6; issue 21 item 6): the
   * guard denies the record to everyone else, admins excepted, like a missing permission. The server refuses the
   * record's calls to them too.
   */
  readonly whitelistOnly?: boolean;
  /** `"public"`: allowed without a user (guard step 1: Login and NotFound only). */
  readonly access?: "public";
  /** The index route of its parent (rendered at the parent's path): Welcome under Main. */
  readonly index?: boolean;
  /** A layout record (Main): wraps pages, never a menu entry, title or breadcrumb. */
  readonly layout?: boolean;
  /** Not a menu entry nor a tab (detail pages, parametric pages, single-child wrappers). */
  readonly hideInMenu?: boolean;
  /** A container whose own page redirects to the first child the user may open (SPEC section 2). */
  readonly redirectToFirstChild?: boolean;
  /** The children are rendered as tabs of this record, not as menu entries; hidden children are not tabs. */
  readonly tabs?: boolean;
  /** Further relative paths of the same route (e.g. `live-detail/:type` for `detail/:type`). */
  readonly aliases?: readonly string[];
  /** A lucide icon name in kebab case (`"graduation-cap"`), set on menu sections. */
  readonly icon?: string;
  /** Which app declares the route; `"desktop"` when missing. */
  readonly app?: RouteApp;
  /**
   * The breadcrumb of this record starts from the route the user came from (stored on entry), not from its
   * ancestors (SPEC section 2: "entering broadcaster live data stores the previous route for a breadcrumb").
   */
  readonly breadcrumbFromPrevious?: boolean;
  /** Child records. */
  readonly children?: readonly RouteMeta[];
}

/** The label key of a route name: `route.<name>`. */
export function labelKeyOf(name: RouteName): RouteLabelKey {
  return `route.${name}`;
}

/** Whether a relative path has a dynamic (`:param`) or wildcard (`*`) segment, so it cannot be a redirect target. */
export function hasDynamicSegment(path: string): boolean {
  return path.split("/").some((segment) => segment.startsWith(":") || segment === "*");
}
