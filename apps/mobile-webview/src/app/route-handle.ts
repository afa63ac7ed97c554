import { usePageFrame } from "@agent-portal/app-runtime/page-frame";
import type { RouteMeta } from "@agent-portal/permissions/route-meta";
import { isRouteName } from "@agent-portal/permissions/route-names";
import { getRoute } from "@agent-portal/permissions/route-table";
import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";

/** What every portal route object carries in `handle`: its metadata and the chain from the top. */
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

/**
 * The current page's title: the route's label, unless the page declared its own frame with
 * `useSetPageFrame` (`@agent-portal/app-runtime/page-frame`): NotFound rendered for a denied route
 * (issue 26: titled exactly like an unknown URL), or a title of its own. `null` without a route.
 */
export function usePageTitle(): string | null {
  const { t } = useTranslation();
  const handle = useCurrentRouteHandle();
  const frame = usePageFrame();
  if (frame?.title !== undefined) return frame.title;
  const declared = frame?.routeName;
  const route = declared !== undefined && isRouteName(declared) ? getRoute(declared) : handle?.route;
  return route ? t(route.labelKey) : null;
}
