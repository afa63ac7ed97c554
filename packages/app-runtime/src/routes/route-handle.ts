import type { RouteMeta } from "@agent-portal/permissions/route-meta";
import { chainOf } from "@agent-portal/permissions/route-table";
import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import { usePageFrame } from "#page-frame.ts";

/** What every route object of both apps carries in `handle` (`recordRoute`): its record of the route table and the chain from the top. */
export interface RouteHandle {
  readonly route: RouteMeta;
  readonly chain: readonly RouteMeta[];
  /** The screen's `neverTab` route option: the page is never a tab. */
  readonly neverTab?: boolean;
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
 * declared its own with `useSetPageFrame` (`../page-frame.ts`): NotFound rendered for a denied
 * route (issue 26: titled and crumbed exactly like an unknown URL), or a page naming its entity.
 */
export function useFramedPage(): FramedPage {
  const handle = useCurrentRouteHandle();
  const frame = usePageFrame();
  const declared = frame?.routeName;
  const chain = declared === undefined ? (handle?.chain ?? []) : chainOf(declared);
  return { chain, title: frame?.title ?? null, ownHeading: frame?.ownHeading ?? false };
}

/**
 * The current page's translated title: the page's own (`useSetPageFrame`), else the label of the
 * route `titleKeyOf` picks from the framed chain (the deepest route when omitted); `null` when
 * there is none (no route matched).
 */
export function usePageTitle(titleKeyOf: (chain: readonly RouteMeta[]) => string | null = (chain) => chain.at(-1)?.labelKey ?? null): string | null {
  const { t } = useTranslation();
  const page = useFramedPage();
  if (page.title !== null) return page.title;
  const key = titleKeyOf(page.chain);
  return key === null ? null : t(key);
}
