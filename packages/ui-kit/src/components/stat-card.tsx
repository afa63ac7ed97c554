import type * as React from "react";
import { cn } from "#lib/cn.ts";
import { Skeleton } from "./skeleton.tsx";
import { TrendLabel } from "./trend-label.tsx";
import type { Trend } from "./trend-label.tsx";

/** The change shown under a stat: its text (translated, e.g. "+12% vs last week") and direction. */
export interface StatDelta {
  /** The full text; read by screen readers, so include the comparison ("+12% vs last week"). */
  label: React.ReactNode;
  /** Arrow and colour; the text carries the meaning, the colour only repeats it. */
  trend: Trend;
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
  /**
   * Shows placeholders instead of value and delta, and marks the card busy. A `delta.label` given
   * while loading (a sample of the final text, e.g. "+10% vs last month") is laid out invisibly
   * under the placeholder, so the card keeps its loaded height when the figure arrives.
   */
  loading?: boolean;
  className?: string;
}

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
                delta?.label ? (
                  // The label given while loading is laid out unseen under the placeholder: the
                  // card has its loaded height from the first paint (no shift when the figure arrives).
                  <span aria-hidden="true" className="relative flex">
                    <TrendLabel trend="flat" className="invisible">
                      {delta.label}
                    </TrendLabel>
                    <Skeleton className="absolute inset-0" />
                  </span>
                ) : (
                  <Skeleton className="h-4 w-32" />
                )
              ) : (
                <>
                  {delta && <TrendLabel trend={delta.trend}>{delta.label}</TrendLabel>}
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
