/**
 * What a set of permissions opens, for the admin pages (SPEC sections 2 and 6): the menu's pages
 * by section, each opened or not for a user and, when not, the permissions that would open it;
 * and the permission ids grouped by the menu section whose routes they gate (batch
 * authorisation's tree). Built from the route table and the guard, so it says what the guard does.
 */
import type { GuardUser } from "./guard.ts";
import { checkRoute } from "./guard.ts";
import { PermissionId } from "./ids.ts";
import { menuChildrenOf } from "./menu-routes.ts";
import type { RouteLabelKey, RouteMeta } from "./route-meta.ts";
import type { RouteName } from "./route-names.ts";
import { chainOf, mainRoute } from "./route-table.ts";
import { hasAnyPermission } from "./permission-set.ts";

/** One menu page and whether a user opens it. */
export interface PageAccess {
  readonly name: RouteName;
  readonly labelKey: RouteLabelKey;
  readonly opens: boolean;
  /** When closed for want of a permission: any one of these opens it (the deepest record of its chain that failed). Empty otherwise. */
  readonly needs: readonly number[];
}

/** A menu section's pages. */
export interface SectionAccess {
  readonly name: RouteName;
  readonly labelKey: RouteLabelKey;
  readonly pages: readonly PageAccess[];
}

/** The menu's leaf entries under `route` (entries without menu children), in table order. */
function menuLeaves(route: RouteMeta): RouteMeta[] {
  const children = menuChildrenOf(route);
  return children.length === 0 ? [route] : children.flatMap(menuLeaves);
}

/**
 * Every page of the desktop menu, by section, as the guard decides it for `user` in the standard
 * build: admins open all, a disabled account none, anyone else a page whose whole chain passes.
 */
export function pageAccessOf(user: GuardUser): readonly SectionAccess[] {
  return menuChildrenOf(mainRoute).map((section) => ({
    name: section.name,
    labelKey: section.labelKey,
    pages: menuLeaves(section).map((page) => {
      const chain = chainOf(page.name);
      const check = checkRoute(chain, user, "standard");
      // The deepest failing record names the fewest ids (a container lists the union of its children's).
      const failed = check.kind === "deny" && check.step === 6 ? chain.findLast((route) => !hasAnyPermission(user.permissions, route.permissions)) : undefined;
      return { name: page.name, labelKey: page.labelKey, opens: check.kind === "allow", needs: failed?.permissions ?? [] };
    }),
  }));
}

/** A group of batch authorisation's permission tree: a menu section (null: gating no menu page) and its permission ids. */
export interface PermissionGroup {
  readonly section: RouteName | null;
  readonly labelKey: RouteLabelKey | null;
  readonly permissions: readonly number[];
}

/** Every permission id listed by `route` or its descendants. */
function permissionsUnder(route: RouteMeta): number[] {
  return [...(route.permissions ?? []), ...(route.children ?? []).flatMap(permissionsUnder)];
}

/**
 * The permission ids grouped by the first menu section (in menu order) whose routes list them;
 * ids gating no menu route (e.g. CoreMetrics) form a last group with `section: null`. Every id of
 * SPEC section 3 is in exactly one group, ascending within it.
 */
export function permissionGroups(): readonly PermissionGroup[] {
  const placed = new Set<number>();
  const groups: PermissionGroup[] = [];
  for (const section of menuChildrenOf(mainRoute)) {
    const own = [...new Set(permissionsUnder(section))].filter((id) => !placed.has(id)).sort((a, b) => a - b);
    own.forEach((id) => placed.add(id));
    if (own.length > 0) groups.push({ section: section.name, labelKey: section.labelKey, permissions: own });
  }
  const rest = Object.values(PermissionId).filter((id) => !placed.has(id));
  if (rest.length > 0) groups.push({ section: null, labelKey: null, permissions: rest });
  return groups;
}
