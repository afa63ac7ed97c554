import { useCallback, useSyncExternalStore } from "react";

/**
 * The media query under which the main layout shows its sidebar in place: 48rem (768 px, Tailwind's
 * `md`) and wider. Narrower, `SidebarFrame` hides itself (`max-md:hidden`) and the menu belongs in a
 * {@link SidebarDrawer}. The CSS and this query must agree, so both read this breakpoint.
 */
const SIDEBAR_IN_PLACE_QUERY = "(min-width: 48rem)";

/**
 * Whether `query` (a CSS media query, e.g. `"(min-width: 48rem)"`) matches now, re-rendering when it
 * starts or stops matching (`window.matchMedia` and its `change` event, read through
 * `useSyncExternalStore`, so a render never sees a stale answer). Where `matchMedia` does not exist
 * (jsdom, old webviews) the answer is `fallback`.
 */
function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === "undefined" || typeof window.matchMedia !== "function") return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => {
        list.removeEventListener("change", onChange);
      };
    },
    [query],
  );
  const read = () => (typeof window === "undefined" || typeof window.matchMedia !== "function" ? fallback : window.matchMedia(query).matches);
  return useSyncExternalStore(subscribe, read, () => fallback);
}

export { SIDEBAR_IN_PLACE_QUERY, useMediaQuery };
