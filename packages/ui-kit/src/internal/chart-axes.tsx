import { AxisBottom, AxisLeft, AxisRight } from "@visx/axis";
import type { AxisScale, TickRendererProps } from "@visx/axis";
import { GridRows } from "@visx/grid";

/** Margins of a cartesian plot, in px. */
export interface ChartMargin {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

/** The value axis's side: 56 px for its labels at the start of the reading direction. */
const VALUE_AXIS = 56;
const EDGE = 12;

/**
 * The plot's margins in a writing direction: the value axis sits at the start of the line (left in
 * left-to-right languages, right in right-to-left ones), the category axis below.
 */
function marginOf(rtl: boolean): ChartMargin {
  return rtl ? { top: EDGE, right: VALUE_AXIS, bottom: 28, left: EDGE } : { top: EDGE, right: EDGE, bottom: 28, left: VALUE_AXIS };
}

/** The x range of a plot `width` px wide: left to right, or mirrored (right to left) for right-to-left languages. */
function xRange(width: number, margin: ChartMargin, rtl: boolean): [number, number] {
  return rtl ? [width - margin.right, margin.left] : [margin.left, width - margin.right];
}

/** Approximate width of a tick label in px (0.6 em per character at 12 px, plus a gap). */
const labelWidth = (label: string) => label.length * 7.2 + 16;

/**
 * The categories to label so that no two labels overlap in `room` px: every n-th one, n the
 * smallest step that leaves each label the width of the longest label. The first category is
 * always labelled; all of them when they fit.
 */
function thinTicks<T extends string>(categories: readonly T[], room: number): T[] {
  if (categories.length === 0) return [];
  const widest = Math.max(...categories.map(labelWidth));
  const fit = Math.max(1, Math.floor(Math.max(0, room) / widest));
  const step = Math.max(1, Math.ceil(categories.length / fit));
  return categories.filter((_category, index) => index % step === 0);
}

interface CartesianAxesProps {
  /** The category scale (point or band), already mirrored for right-to-left. */
  readonly x: AxisScale;
  /** The value scale. */
  readonly y: AxisScale;
  readonly categories: readonly string[];
  readonly width: number;
  readonly height: number;
  readonly margin: ChartMargin;
  readonly rtl: boolean;
  readonly formatValue: (value: number) => string;
}

const tickLabel = { className: "fill-fg-muted text-xs", fontSize: 12 } as const;

/**
 * A tick label as one SVG `<text>`. `@visx/text`'s `Text`, the axis's default, measures every
 * word of every label in the DOM (a forced layout per word) even when it neither wraps nor scales,
 * which was the longest part of the chart's first render; a label here is one line, so the
 * measure is never needed.
 */
function TickLabel({ formattedValue, ...props }: TickRendererProps) {
  return <text {...props}>{formattedValue}</text>;
}

/**
 * The axes of the line and bar charts, on `@visx/axis` and `@visx/grid`: grid rows and the value
 * axis (about one tick per 50 px of height, at the start of the reading direction) and the
 * category axis below, its labels thinned by {@link thinTicks} so that they never overlap.
 */
function CartesianAxes({ x, y, categories, width, height, margin, rtl, formatValue }: CartesianAxesProps) {
  const plotWidth = width - margin.left - margin.right;
  const valueTicks = Math.max(2, Math.floor((height - margin.top - margin.bottom) / 50));
  const ValueAxis = rtl ? AxisRight : AxisLeft;
  return (
    <g aria-hidden="true" data-testid="chart-axes">
      <GridRows scale={y} left={margin.left} width={plotWidth} numTicks={valueTicks} className="stroke-border" />
      <ValueAxis
        scale={y}
        left={rtl ? width - margin.right : margin.left}
        numTicks={valueTicks}
        hideAxisLine
        hideTicks
        tickFormat={(value) => formatValue(Number(value))}
        tickComponent={TickLabel}
        tickLabelProps={() => ({ ...tickLabel, textAnchor: rtl ? "start" : "end", dx: rtl ? "0.5em" : "-0.25em", dy: "0.32em" })}
      />
      <AxisBottom
        scale={x}
        top={height - margin.bottom}
        tickValues={thinTicks(categories, plotWidth)}
        hideAxisLine
        tickLength={4}
        tickClassName="stroke-border"
        tickStroke="currentColor"
        tickComponent={TickLabel}
        tickLabelProps={() => ({ ...tickLabel, textAnchor: "middle", "data-tick": "x" })}
      />
    </g>
  );
}

export { CartesianAxes, marginOf, thinTicks, xRange };
