import { Activity, useContext, useLayoutEffect, useState } from "react";
import type { ContextType, ReactNode } from "react";
import { UNSAFE_DataRouterStateContext as DataRouterStateContext, UNSAFE_LocationContext as LocationContext, useLocation, useNavigationType, useOutlet } from "react-router";
import type { Location } from "react-router";
import { DetachedWhileHidden } from "./detached-while-hidden.tsx";
import { createScrollMemory } from "./scroll-memory.ts";

/** Props of {@link KeptOutlet}. */
export interface KeptOutletProps {
  /** The tab of the page shown, or `null` for a page that is never a tab (it is rendered, not kept). */
  readonly active: string | null;
  /** The tabs whose state is kept (`OpenTab.kept`); any other kept page is dropped (closed or evicted). */
  readonly keep: ReadonlySet<string>;
}

interface KeptPage {
  readonly element: ReactNode;
  readonly location: Location;
  /** The router's state when the page was last shown (its matches: `useMatches`, the route handle). */
  readonly routerState: RouterState;
  /** The location context it reads while hidden: one object, so a hidden page does not render again with each navigation. */
  readonly locationContext: ContextType<typeof LocationContext>;
}

type RouterState = ContextType<typeof DataRouterStateContext>;

/**
 * A layout's `<Outlet />` that keeps the pages of open tabs mounted (issue 25, item 2). The page
 * shown renders as usual; every other kept page stays mounted inside React's `Activity` in hidden
 * mode: its DOM, its state (filters typed but not applied, selected rows, an open dialog and its
 * input) are kept, its effects are cleaned up (so its queries unsubscribe and nothing refetches
 * while hidden; RTK Query refetches what went stale when it is shown again), and it re-renders only
 * at low priority. Each kept page reads the location and the router state (its matches) it was last
 * shown at (React Router's location and data router state contexts), so its URL state and its route
 * handle stay its own while hidden.
 *
 * A hidden page's elements are also taken out of the document (`DetachedWhileHidden`): not in the
 * accessibility tree, not found by a query of the document (a test's locator, a skip link, a
 * `getElementById`), and costing no style or layout work; they go back in place, kept as they
 * were, when the tab is shown again. What a hidden page put in a portal elsewhere (an open
 * dialog) stays in its place, hidden by `Activity` (`display: none`).
 *
 * The window's scroll and the scrolled elements inside a page are remembered per tab while it is
 * shown and put back when it is shown again (`scroll-memory.ts`).
 */
export function KeptOutlet({ active, keep }: KeptOutletProps) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const routerState = useContext(DataRouterStateContext);
  const [pages, setPages] = useState<ReadonlyMap<string, KeptPage>>(() => new Map());
  const [scroll] = useState(createScrollMemory);

  // On each navigation the page shown stores its element (same components: React keeps their state); closed or evicted pages are dropped.
  const dropped = [...pages.keys()].some((key) => key !== active && !keep.has(key));
  const current = (): KeptPage => ({ element: outlet, location, routerState, locationContext: { location, navigationType } });
  if ((active !== null && pages.get(active)?.location !== location) || dropped) {
    const next = new Map([...pages].filter(([key]) => key === active || keep.has(key)));
    if (active !== null) next.set(active, current());
    setPages(next);
  }

  useLayoutEffect(() => {
    if (active === null) return undefined;
    scroll.restore(active);
    return scroll.watch(active);
  }, [active, scroll]);

  // A page that is never a tab (NotFound) is rendered as is; the kept pages stay mounted, hidden, beside it.
  const shown = active === null || pages.has(active) ? [...pages] : [...pages, [active, current()] as const];
  return (
    <>
      {shown.map(([key, page]) => {
        const visible = key === active;
        return (
          <DetachedWhileHidden key={key} shown={visible}>
            <Activity mode={visible ? "visible" : "hidden"}>
              <DataRouterStateContext.Provider value={visible ? routerState : page.routerState}>
                <LocationContext.Provider value={visible ? { location, navigationType } : page.locationContext}>{visible ? outlet : page.element}</LocationContext.Provider>
              </DataRouterStateContext.Provider>
            </Activity>
          </DetachedWhileHidden>
        );
      })}
      {active === null && outlet}
    </>
  );
}
