/**
 * The sidebar menu built from route metadata and permissions (SPEC section 2): the main layout's sections with
 * their visible entries.
 */
import type { CanSee } from "./guard.ts";
import { firstPermittedChild } from "./redirect.ts";
import type { RouteLabelKey, RouteMeta } from "./route-meta.ts";
import type { RouteName } from "./route-names.ts";
import { patternOf } from "./route-path.ts";
import { mainRoute } from "./route-table.ts";
import { menuChildrenOf } from "./menu-routes.ts";

export { isMenuRoute, menuChildrenOf } from "./menu-routes.ts";

/** A menu entry: a section (top level, with `icon`) or an entry inside one. `path` is absolute, no base path. */
export interface MenuItem {
  readonly name: RouteName;
  readonly labelKey: RouteLabelKey;
  readonly path: string;
  readonly icon?: string;
  /** Visible sub-entries; empty for a leaf entry. */
  readonly children: readonly MenuItem[];
}

function toItem(route: RouteMeta, canSee: CanSee): MenuItem | null {
  if (!canSee(route)) return null;
  const structural = menuChildrenOf(route);
  let children: MenuItem[] = [];
  if (structural.length > 0) {
    children = structural.map((child) => toItem(child, canSee)).filter((item) => item !== null);
    if (children.length === 0) return null;
  } else if (route.redirectToFirstChild === true && firstPermittedChild(route, canSee) === null) {
    return null;
  }
  return {
    name: route.name,
    labelKey: route.labelKey,
    path: patternOf(route.name),
    ...(route.icon === undefined ? {} : { icon: route.icon }),
    children,
  };
}

/**
 * The menu for a user: the main layout's sections in table order, each with its visible entries (recursively).
 * An entry shows when `canSee` allows it; an entry with menu children shows only if one of them shows (a section
 * with nothing visible is dropped); a leaf entry that redirects shows only if it has a permitted child (so the
 * agency academy is one entry). Hidden, index and parametric routes and tabs are never entries.
 */
export function buildMenu(canSee: CanSee): readonly MenuItem[] {
  return menuChildrenOf(mainRoute)
    .map((section) => toItem(section, canSee))
    .filter((item) => item !== null);
}
