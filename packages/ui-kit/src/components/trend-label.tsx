import { cva } from "class-variance-authority";
import type * as React from "react";
import { cn } from "#lib/cn.ts";

const trendVariants = cva("inline-flex items-center gap-0.5 text-xs font-medium", {
  variants: {
    trend: {
      up: "text-success-700",
      down: "text-danger-700",
      flat: "text-fg-muted",
    },
  },
});

/** The direction of a change: up (better), down (worse) or flat (none, or not comparable). */
export type Trend = "up" | "down" | "flat";

/** Props of {@link TrendLabel}. */
export interface TrendLabelProps {
  /** Arrow and colour; the text carries the meaning, the colour only repeats it. */
  trend: Trend;
  /** The full text, translated, read by screen readers: say what it compares against ("+12% vs last week", "Up 2 places vs the previous period"). */
  children: React.ReactNode;
  className?: string;
}

const arrows: Readonly<Record<Trend, string>> = { up: "M8 12V4M4 8l4-4 4 4", down: "M8 4v8M4 8l4 4 4-4", flat: "M3 8h10" };

/**
 * A change with its arrow (up, down or flat) and colour: a stat card's delta, a ranking's change
 * of place. The arrow is decoration; the text says the change and its comparison.
 */
function TrendLabel({ trend, children, className }: TrendLabelProps) {
  return (
    <span data-slot="trend-label" data-trend={trend} className={cn(trendVariants({ trend }), className)}>
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5 shrink-0" fill="none">
        <path d={arrows[trend]} stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {children}
    </span>
  );
}

export { TrendLabel };
