import * as React from "react";
import { cn } from "#lib/cn.ts";

/** Props of {@link NavigationProgress}. */
export interface NavigationProgressProps {
  /** True while a navigation is pending. */
  active: boolean;
  /** Accessible label announced while active (translated), e.g. "Loading page". */
  label: string;
  className?: string;
}

/**
 * The top navigation progress bar (SPEC section 2: "A progress bar shows while navigating,
 * without a spinner"). It creeps towards 90 % while `active`, completes to 100 % and fades when done.
 * Widths are set through a CSS custom property, so no inline style elements are injected.
 */
function NavigationProgress({ active, label, className }: NavigationProgressProps) {
  const [progress, setProgress] = React.useState(0);
  const [visible, setVisible] = React.useState(false);

  React.useEffect(() => {
    if (active) {
      const start = window.setTimeout(() => {
        setVisible(true);
        setProgress(0.08);
      }, 0);
      const creep = window.setInterval(() => {
        setProgress((p) => Math.min(0.9, p + (0.9 - p) * 0.12));
      }, 200);
      return () => {
        window.clearTimeout(start);
        window.clearInterval(creep);
      };
    }
    const finish = window.setTimeout(() => {
      setProgress((p) => (p > 0 ? 1 : 0));
    }, 0);
    const hide = window.setTimeout(() => {
      setVisible(false);
      setProgress(0);
    }, 250);
    return () => {
      window.clearTimeout(finish);
      window.clearTimeout(hide);
    };
  }, [active]);

  return (
    <div
      data-slot="navigation-progress"
      role="progressbar"
      aria-label={label}
      aria-hidden={!active}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
      className={cn("pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 transition-opacity duration-200", visible ? "opacity-100" : "opacity-0", className)}
    >
      <div className="h-full origin-left bg-brand-500 transition-transform duration-200 ease-out rtl:origin-right" style={{ transform: `scaleX(${String(progress)})` }} />
    </div>
  );
}

export { NavigationProgress };
