import { usePageFrame } from "@agent-portal/app-runtime/page-frame";
import type { RouteMeta } from "@agent-portal/permissions/route-meta";
import { isRouteName } from "@agent-portal/permissions/route-names";
import { chainOf } from "@agent-portal/permissions/route-table";
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

/** What the page's frame shows (document title, the layout's heading and breadcrumb). */
export interface FramedPage {
  /** The matched chain, or the chain of the route the page declared instead (NotFound for a denied route). */
  readonly chain: readonly RouteMeta[];
  /** The page's own title (already translated), else `null`: the title comes from `chain`. */
  readonly title: string | null;
  /** The page renders its own heading: the layout shows none. */
  readonly ownHeading: boolean;
}

/**
 * The current page's frame: the route table's (the deepest handle's chain), unless the page
 * declared its own with `useSetPageFrame` (`@agent-portal/app-runtime/page-frame`): NotFound
 * rendered for a denied route (issue 26: titled and crumbed exactly like an unknown URL), or a
 * page naming its entity.
 */
export function useFramedPage(): FramedPage {
  const handle = useCurrentRouteHandle();
  const frame = usePageFrame();
  const declared = frame?.routeName;
  const chain = declared !== undefined && isRouteName(declared) ? chainOf(declared) : (handle?.chain ?? []);
  return { chain, title: frame?.title ?? null, ownHeading: frame?.ownHeading ?? false };
}
