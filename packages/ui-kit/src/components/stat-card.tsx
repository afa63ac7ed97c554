import { cva } from "class-variance-authority";
import type * as React from "react";
import { cn } from "#lib/cn.ts";
import { Skeleton } from "./skeleton.tsx";

const deltaVariants = cva("inline-flex items-center gap-0.5 text-xs font-medium", {
  variants: {
    trend: {
      up: "text-success-700",
      down: "text-danger-700",
      flat: "text-fg-muted",
    },
  },
});

/** The change shown under a stat: its text (translated, e.g. "+12% vs last week") and direction. */
export interface StatDelta {
  /** The full text; read by screen readers, so include the comparison ("+12% vs last week"). */
  label: React.ReactNode;
  /** Arrow and colour; the text carries the meaning, the colour only repeats it. */
  trend: "up" | "down" | "flat";
}

/** Props of {@link StatCard}. */
export interface StatCardProps {
  /** What is measured (translated), e.g. "Live hours". */
  label: React.ReactNode;
  /** The figure, already formatted for the locale (`Intl.NumberFormat`). */
  value: React.ReactNode;
  delta?: StatDelta;
  /** Small text under the value, e.g. the period. */
  hint?: React.ReactNode;
  /** A decorative icon. */
  icon?: React.ReactNode;
  /** Shows placeholders instead of value and delta, and marks the card busy. */
  loading?: boolean;
  className?: string;
}

const arrows = { up: "M8 12V4M4 8l4-4 4 4", down: "M8 4v8M4 8l4 4 4-4", flat: "M3 8h10" } as const;

/** A key figure with its label and change (live data and earnings dashboards). Term and value form a `<dl>`. */
function StatCard({ label, value, delta, hint, icon, loading = false, className }: StatCardProps) {
  return (
    <div data-slot="stat-card" aria-busy={loading || undefined} className={cn("rounded-lg border border-border bg-surface p-4 shadow-card", className)}>
      <dl>
        <div className="flex flex-col gap-1">
          <dt data-slot="stat-card-label" className="flex items-center justify-between gap-2 text-sm text-fg-muted">
            {label}
            {icon && (
              <span aria-hidden="true" className="[&_svg]:size-5">
                {icon}
              </span>
            )}
          </dt>
          <dd data-slot="stat-card-value" className="text-2xl font-semibold text-fg tabular-nums">
            {loading ? <Skeleton className="h-8 w-24" /> : value}
          </dd>
          {(delta ?? hint) && (
            <dd data-slot="stat-card-meta" className="flex flex-wrap items-center gap-2">
              {loading ? (
                <Skeleton className="h-4 w-32" />
              ) : (
                <>
                  {delta && (
                    <span className={deltaVariants({ trend: delta.trend })}>
                      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5" fill="none">
                        <path d={arrows[delta.trend]} stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
                      </svg>
                      {delta.label}
                    </span>
                  )}
                  {hint && <span className="text-xs text-fg-muted">{hint}</span>}
                </>
              )}
            </dd>
          )}
        </div>
      </dl>
    </div>
  );
}

export { StatCard };
