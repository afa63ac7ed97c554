import { createContext, startTransition, useCallback, useContext, useState } from "react";
import type { ReactNode, RefCallback } from "react";

/**
 * How far outside the viewport (below it, or above it after a jump) a part starts to mount, in CSS
 * pixels: its calls start about this much scrolling ahead of the user, so it is usually there by
 * the time it scrolls into view.
 */
export const WHEN_VISIBLE_MARGIN_PX = 200;

/** Whether the nearest screen asked for its offscreen parts to wait (`offscreenWhenVisible`); false outside a screen frame. */
const OffscreenWhenVisible = createContext(false);

/** Set by `ScreenFrame` from the screen's `offscreenWhenVisible` route option. */
export const OffscreenWhenVisibleProvider = OffscreenWhenVisible.Provider;

/** Props of {@link WhenVisible}. */
export interface WhenVisibleProps {
  /** The part: mounted once its placeholder comes within {@link WHEN_VISIBLE_MARGIN_PX} of the viewport, then kept. */
  readonly children: ReactNode;
  /**
   * The placeholder until then, given the ref to put on its outer element (the element watched).
   * It should take the part's place and size, so nothing moves when the part mounts, and it shows
   * nothing as loading: nothing is asked for until it is near the viewport.
   */
  readonly placeholder: (ref: RefCallback<Element>) => ReactNode;
}

/**
 * Whether a part of a screen may start its work (its calls, its drawing): at once, unless the
 * screen's `offscreenWhenVisible` route option asks it to wait until the element given `ref` comes
 * within {@link WHEN_VISIBLE_MARGIN_PX} of the viewport, as a dashboard loads the panels a user
 * scrolls to (on a phone, the home's work entries and the core tab's trend chart are below the
 * fold). Outside a screen frame, and in a browser without `IntersectionObserver`, it answers `true`
 * at once. Once `true` it stays, scrolled away or not. A part in a hidden tab of the tab bar waits
 * until the tab is shown, and one passed over in a single jump (the End key, a fling) starts when
 * the user scrolls back to it. The change to `true` renders in a transition, so scrolling stays
 * responsive.
 *
 * The element stays the same before and after, so focus and screen readers keep their place: a
 * query hook takes `skipToken` until then.
 *
 * ```tsx
 * const [ref, near] = useWhenVisible();
 * const count = useCountQuery(near ? {} : skipToken);
 * return <li ref={ref}>...</li>;
 * ```
 */
export function useWhenVisible(): readonly [RefCallback<Element>, boolean] {
  const waits = useContext(OffscreenWhenVisible) && typeof IntersectionObserver === "function";
  const [near, setNear] = useState(!waits);
  // The observer lives with the element (a ref callback's cleanup): no state of its own, so setting
  // the ref does not render the part again in the commit that mounts it.
  const ref = useCallback(
    (element: Element | null) => {
      if (near || element === null) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          startTransition(() => setNear(true));
        },
        { rootMargin: `${String(WHEN_VISIBLE_MARGIN_PX)}px 0px` },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near],
  );
  return [ref, near] as const;
}

/**
 * A part of a screen that mounts, and so starts its calls, only when its placeholder comes near
 * the viewport ({@link useWhenVisible}, on a screen with the `offscreenWhenVisible` route option):
 * for a part with nothing to focus before it is there, such as a chart.
 *
 * ```tsx
 * <WhenVisible placeholder={(ref) => <div ref={ref} className="h-80" />}>
 *   <MetricChart type={metric} range={range} />
 * </WhenVisible>
 * ```
 */
export function WhenVisible({ children, placeholder }: WhenVisibleProps) {
  const [ref, near] = useWhenVisible();
  return <>{near ? children : placeholder(ref)}</>;
}
