import type { ReactNode } from "react";
import { useDeferredValue } from "react";

/**
 * Shows `placeholder` on the first render and `children` right after, in a transition: the
 * interaction that mounted it (a click opening a popover) paints at once, and the heavy part
 * (a calendar's month grids) renders in slices that yield to the browser (INP).
 */
export function DeferredMount({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return <>{ready ? children : placeholder}</>;
}

/** The calendar's place while it renders: about its size, busy for assistive technology. */
export function CalendarPlaceholder({ months = 1 }: { months?: 1 | 2 }) {
  return <div aria-busy="true" className={months === 2 ? "h-72 w-64 sm:w-[33rem]" : "h-72 w-64"} />;
}
