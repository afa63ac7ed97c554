import type { RouteMeta } from "@agent-portal/permissions/route-meta";
import { useMatches } from "react-router";

/** What every route object of both apps carries in `handle` (`recordRoute`): its record of the route table and the chain from the top. */
export interface RouteHandle {
  readonly route: RouteMeta;
  readonly chain: readonly RouteMeta[];
}

/** Whether a route match's `handle` is a {@link RouteHandle}. */
export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === "object" && handle !== null && "route" in handle && "chain" in handle;
}

/** The deepest matched route's handle, or `null` (e.g. while an error renders outside the table). */
export function useCurrentRouteHandle(): RouteHandle | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}
