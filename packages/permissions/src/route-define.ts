/**
 * Small builders that keep the route table readable: the label key is always derived from the name, and a
 * container's permissions are derived from its children.
 */
import type { PermissionId } from "./ids.ts";
import type { RouteMeta } from "./route-meta.ts";
import { labelKeyOf } from "./route-meta.ts";

/** A route record as written in the table: everything but the derived label key. */
export type RouteSpec = Omit<RouteMeta, "labelKey">;

/** Builds a route record, deriving `labelKey` (`route.<name>`) from its name. */
export function defineRoute(spec: RouteSpec): RouteMeta {
  return { ...spec, labelKey: labelKeyOf(spec.name) };
}

/**
 * The permissions of a container: the union of its direct children's permissions, or `undefined` (open) when a
 * child is open. The guard checks every record of the matched chain, so a container must admit whoever may open one
 * of its children, and nobody else (SPEC sections 4 and 6).
 */
export function anyOfChildren(children: readonly RouteMeta[]): readonly PermissionId[] | undefined {
  const union = new Set<PermissionId>();
  for (const child of children) {
    if (child.permissions === undefined || child.permissions.length === 0) return undefined;
    for (const id of child.permissions) union.add(id);
  }
  return [...union].sort((a, b) => a - b);
}

/**
 * Builds a container whose own page only redirects to its first permitted child (menu sections, groups):
 * `redirectToFirstChild` is set and the permissions are {@link anyOfChildren} of its children.
 */
export function defineGroup(spec: Omit<RouteSpec, "permissions" | "redirectToFirstChild"> & { readonly children: readonly RouteMeta[] }): RouteMeta {
  const permissions = anyOfChildren(spec.children);
  return defineRoute({
    ...spec,
    redirectToFirstChild: true,
    ...(permissions === undefined ? {} : { permissions }),
  });
}
