/**
 * What a page says about its own frame (the document title, the layout's heading and breadcrumb),
 * where the route table's label is not the right one:
 *
 * - a route the user may not open renders NotFound in place (SPEC section 4); NotFound declares
 *   itself, so the frame shows NotFound's title and breadcrumb, exactly as for an unknown URL, and
 *   never the denied route's;
 * - a page about one entity names it (one broadcaster's live data: the broadcaster's name).
 *
 * The page declares it with {@link useSetPageFrame} while it is mounted; the frame reads it with
 * {@link usePageFrame}. A declaration belongs to the location (React Router's `location.key`) it was
 * made on, so a page that is leaving never names the next one. Layout effects: the frame follows
 * before the browser paints.
 */
import type { RouteName } from "@agent-portal/permissions/route-names";
import { useLayoutEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";

/** A page's own frame. */
export interface PageFrame {
  /** The route whose title and breadcrumb the frame shows instead of the matched one's (`"NotFound"`). */
  readonly routeName?: RouteName;
  /** The page's own title, already translated (e.g. a broadcaster's name); the document title reads it. */
  readonly title?: string;
  /** The page renders its own heading: the layout shows none. */
  readonly ownHeading?: boolean;
}

interface Declaration {
  readonly owner: symbol;
  readonly locationKey: string;
  readonly frame: PageFrame;
}

let declarations: readonly Declaration[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly Declaration[]): void {
  declarations = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => declarations;

/** The frame the page of the current location declared, or `null` (the route table's frame applies). */
export function usePageFrame(): PageFrame | null {
  const { key } = useLocation();
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return current.findLast((entry) => entry.locationKey === key)?.frame ?? null;
}

/**
 * Declares the calling page's frame for the current location while it is mounted (`null`: none).
 * Fields are compared by value, so passing a new object each render costs nothing.
 */
export function useSetPageFrame(frame: PageFrame | null): void {
  const { key } = useLocation();
  const routeName = frame?.routeName;
  const title = frame?.title;
  const ownHeading = frame?.ownHeading;
  const declared = frame !== null;
  useLayoutEffect(() => {
    if (!declared) return undefined;
    const owner = Symbol("page-frame");
    const value: PageFrame = {
      ...(routeName === undefined ? {} : { routeName }),
      ...(title === undefined ? {} : { title }),
      ...(ownHeading === undefined ? {} : { ownHeading }),
    };
    publish([...declarations, { owner, locationKey: key, frame: value }]);
    return () => publish(declarations.filter((entry) => entry.owner !== owner));
  }, [declared, key, routeName, title, ownHeading]);
}
