import { scaleLinear, scalePoint } from "@visx/scale";
import { LinePath } from "@visx/shape";
import { cn } from "#lib/cn.ts";
import { CartesianAxes, marginOf, xRange } from "#internal/chart-axes.tsx";
import { ChartFrame, cellOf, defaultFormat, fills, pick, strokes } from "#internal/chart-frame.tsx";
import type { ChartBaseProps } from "#internal/chart-frame.tsx";
import { CategoryTooltip, useCategoryHover } from "#internal/chart-tooltip.tsx";

export type { ChartBaseProps } from "#internal/chart-frame.tsx";

/** One line: its name (translated) and one value per category (`null` for a gap). */
export interface ChartSeries {
  key: string;
  label: string;
  values: readonly (number | null)[];
}

/** Props of {@link LineChart}. */
export interface LineChartProps extends ChartBaseProps {
  /** The x-axis categories in order (e.g. formatted dates). */
  categories: readonly string[];
  series: readonly ChartSeries[];
}

/**
 * A line chart (visx, SVG) for trends over time, e.g. daily live hours. Up to six series in the
 * theme's chart colours with a legend (`@visx/legend`); axes from `@visx/axis` whose category
 * labels thin out to fit the width; mirrored in right-to-left text (the first category at the
 * right, the value axis on the right); the category under the pointer in a tooltip
 * (`@visx/tooltip`); the data as a table for screen readers (see ChartFrame). A `null` value is a
 * gap in the line (a ratio without data), never a zero.
 */
function LineChart({ categories, series, height = 260, formatValue = defaultFormat, ...frame }: LineChartProps) {
  const values = series.flatMap((line) => line.values.filter((value): value is number => value !== null));
  const empty = categories.length === 0 || values.length === 0;
  return (
    <ChartFrame
      slot="line-chart"
      height={height}
      empty={empty}
      legend={series.length > 1 ? series.map((line) => ({ label: line.label })) : undefined}
      table={{
        columns: series.map((line) => line.label),
        rows: categories.map((category, index) => [category, ...series.map((line) => cellOf(line.values[index], formatValue))] as const),
      }}
      {...frame}
    >
      {(width, rtl) => <LinePlot categories={categories} series={series} values={values} width={width} height={height} rtl={rtl} formatValue={formatValue} />}
    </ChartFrame>
  );
}

/** What a category plot draws, at the size and direction the frame measured. */
export interface PlotProps {
  readonly categories: readonly string[];
  readonly series: readonly ChartSeries[];
  readonly values: readonly number[];
  readonly width: number;
  readonly height: number;
  readonly rtl: boolean;
  readonly formatValue: (value: number) => string;
}

function LinePlot({ categories, series, values, width, height, rtl, formatValue }: PlotProps) {
  const margin = marginOf(rtl);
  const x = scalePoint({ domain: [...categories], range: xRange(width, margin, rtl), padding: 0.3 });
  const y = scaleLinear({ domain: [Math.min(0, ...values), Math.max(0, ...values)], range: [height - margin.bottom, margin.top], nice: true });
  const xOf = (category: string) => x(category) ?? 0;
  const hover = useCategoryHover(categories.map(xOf));
  const hovered = hover.index === null ? undefined : categories[hover.index];
  return (
    <>
      <svg width={width} height={height} direction="ltr" aria-hidden="true" className="overflow-visible">
        <CartesianAxes x={x} y={y} categories={categories} width={width} height={height} margin={margin} rtl={rtl} formatValue={formatValue} />
        {hovered !== undefined && <line x1={xOf(hovered)} x2={xOf(hovered)} y1={margin.top} y2={height - margin.bottom} className="stroke-border-strong" />}
        {series.map((line, seriesIndex) => {
          const points = categories.map((category, index) => ({ category, value: line.values[index] ?? null }));
          return (
            <g key={line.key}>
              <LinePath
                data={points}
                defined={(point) => point.value !== null}
                x={(point) => xOf(point.category)}
                y={(point) => y(point.value ?? 0)}
                className={cn("fill-none", pick(strokes, seriesIndex))}
                strokeWidth={2}
                strokeLinejoin="round"
                strokeLinecap="round"
              />
              {points.map((point) =>
                point.value === null ? null : (
                  <circle
                    key={point.category}
                    cx={xOf(point.category)}
                    cy={y(point.value)}
                    r={point.category === hovered ? 5 : 3.5}
                    className={cn("stroke-surface", pick(fills, seriesIndex))}
                    strokeWidth={1.5}
                  />
                ),
              )}
            </g>
          );
        })}
        <rect x={0} y={0} width={width} height={height} fill="transparent" data-testid="chart-overlay" {...hover.overlay} />
      </svg>
      <CategoryTooltip
        hover={hover}
        title={hovered ?? ""}
        rows={series.map((line) => ({ label: line.label, value: cellOf(hover.index === null ? null : line.values[hover.index], formatValue) }))}
      />
    </>
  );
}

export { LineChart };
