import type * as React from "react";

/** Margins of the cartesian plots, in px. */
const margin = { top: 12, right: 12, bottom: 28, left: 56 } as const;

interface YGridProps {
  ticks: readonly number[];
  y: (value: number) => number;
  width: number;
  format: (value: number) => string;
}

/** Horizontal grid lines with the value labels at the start (left) of the plot. */
function YGrid({ ticks, y, width, format }: YGridProps) {
  return (
    <g aria-hidden="true">
      {ticks.map((tick) => (
        <g key={tick} transform={`translate(0, ${String(y(tick))})`}>
          <line x1={margin.left} x2={width - margin.right} className="stroke-border" strokeWidth={1} />
          <text x={margin.left - 8} dy="0.32em" textAnchor="end" className="fill-fg-muted text-xs">
            {format(tick)}
          </text>
        </g>
      ))}
    </g>
  );
}

interface XLabelsProps {
  categories: readonly string[];
  x: (category: string) => number;
  height: number;
  /** Minimum space per label in px; labels are thinned to every n-th to keep it. */
  minSpacing?: number;
  width: number;
}

/** Category labels under the plot, thinned so they never overlap. */
function XLabels({ categories, x, height, minSpacing = 64, width }: XLabelsProps): React.ReactNode {
  const room = Math.max(1, width - margin.left - margin.right);
  const step = Math.max(1, Math.ceil((categories.length * minSpacing) / room));
  return (
    <g aria-hidden="true">
      {categories.map((category, index) =>
        index % step === 0 ? (
          <text key={category} x={x(category)} y={height - 8} textAnchor="middle" className="fill-fg-muted text-xs">
            {category}
          </text>
        ) : null,
      )}
    </g>
  );
}

export { XLabels, YGrid, margin };
