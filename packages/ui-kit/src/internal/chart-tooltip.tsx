import { TooltipWithBounds, useTooltip } from "@visx/tooltip";
import type * as React from "react";
import { cn } from "#lib/cn.ts";
import { pick, swatches } from "./chart-frame.tsx";

/** The hover state of a category chart: the category under the pointer (its index) and where to show the tooltip. */
export interface CategoryHover {
  /** Index of the category under the pointer; null when the pointer is outside the plot. */
  readonly index: number | null;
  readonly left: number;
  readonly top: number;
  /** Handlers for the transparent overlay over the plot. */
  readonly overlay: {
    readonly onPointerMove: (event: React.PointerEvent<SVGRectElement>) => void;
    readonly onPointerLeave: () => void;
  };
}

/**
 * Follows the pointer over a category plot (`@visx/tooltip` useTooltip): the category whose centre
 * `xs[i]` (px) is nearest the pointer, mirrored or not.
 */
export function useCategoryHover(xs: readonly number[]): CategoryHover {
  const tip = useTooltip<number>();
  const onPointerMove = (event: React.PointerEvent<SVGRectElement>) => {
    const box = (event.currentTarget.ownerSVGElement ?? event.currentTarget).getBoundingClientRect();
    const pointer = event.clientX - box.left;
    let best = 0;
    xs.forEach((x, index) => {
      if (Math.abs(x - pointer) < Math.abs((xs[best] ?? 0) - pointer)) best = index;
    });
    tip.showTooltip({ tooltipData: best, tooltipLeft: xs[best] ?? 0, tooltipTop: event.clientY - box.top });
  };
  return {
    index: tip.tooltipOpen ? (tip.tooltipData ?? null) : null,
    left: tip.tooltipLeft ?? 0,
    top: tip.tooltipTop ?? 0,
    overlay: { onPointerMove, onPointerLeave: tip.hideTooltip },
  };
}

/** Props of {@link CategoryTooltip}. */
export interface CategoryTooltipProps {
  readonly hover: CategoryHover;
  /** The category's label (e.g. the formatted day). */
  readonly title: string;
  /** One line per series: its label and the formatted value ("" for a gap). */
  readonly rows: readonly { readonly label: string; readonly value: string }[];
}

/**
 * The tooltip of the category under the pointer (`@visx/tooltip` TooltipWithBounds, kept inside
 * the plot): the category, then each series' swatch, label and value. Hidden from assistive tech,
 * which reads the same numbers in the chart's data table.
 */
export function CategoryTooltip({ hover, title, rows }: CategoryTooltipProps) {
  if (hover.index === null) return null;
  return (
    <TooltipWithBounds
      left={hover.left}
      top={hover.top}
      unstyled
      applyPositionStyle
      aria-hidden="true"
      data-slot="chart-tooltip"
      className="pointer-events-none z-10 rounded-md border border-border bg-surface px-2 py-1.5 text-xs text-fg shadow-md"
    >
      <p className="mb-1 font-medium">{title}</p>
      <ul className="flex flex-col gap-0.5">
        {rows.map((row, index) => (
          <li key={row.label} className="flex items-center gap-1.5">
            <span className={cn("size-2 rounded-sm", pick(swatches, index))} />
            <span>{row.label}</span>
            <span className="ms-auto ps-2 tabular-nums">{row.value}</span>
          </li>
        ))}
      </ul>
    </TooltipWithBounds>
  );
}
