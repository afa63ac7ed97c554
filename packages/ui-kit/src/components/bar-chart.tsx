import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { CartesianAxes, marginOf, xRange } from "#internal/chart-axes.tsx";
import { ChartFrame, cellOf, defaultFormat, fills, pick } from "#internal/chart-frame.tsx";
import { CategoryTooltip, useCategoryHover } from "#internal/chart-tooltip.tsx";
import type { ChartBaseProps } from "#internal/chart-frame.tsx";
import type { ChartSeries, PlotProps } from "./line-chart.tsx";

export type { ChartBaseProps } from "#internal/chart-frame.tsx";
export type { ChartSeries } from "./line-chart.tsx";

/** Props of {@link BarChart}. */
export interface BarChartProps extends ChartBaseProps {
  /** The categories along the x axis (e.g. agencies, months). */
  categories: readonly string[];
  /** One series draws one bar per category; several draw grouped bars with a legend. */
  series: readonly ChartSeries[];
}

/**
 * A bar chart (visx, SVG) comparing amounts across categories, e.g. earnings per month; grouped
 * bars for several series. Bars start at zero; negative values go below the axis. Same axes
 * (thinned, mirrored in right-to-left text), legend, tooltip and accessible data table as
 * {@link LineChart}.
 */
function BarChart({ categories, series, height = 260, formatValue = defaultFormat, ...frame }: BarChartProps) {
  const values = series.flatMap((bar) => bar.values.filter((value): value is number => value !== null));
  const empty = categories.length === 0 || values.length === 0;
  return (
    <ChartFrame
      slot="bar-chart"
      height={height}
      empty={empty}
      legend={series.length > 1 ? series.map((bar) => ({ label: bar.label })) : undefined}
      table={{
        columns: series.map((bar) => bar.label),
        rows: categories.map((category, index) => [category, ...series.map((bar) => cellOf(bar.values[index], formatValue))] as const),
      }}
      {...frame}
    >
      {(width, rtl) => <BarPlot categories={categories} series={series} values={values} width={width} height={height} rtl={rtl} formatValue={formatValue} />}
    </ChartFrame>
  );
}

function BarPlot({ categories, series, values, width, height, rtl, formatValue }: PlotProps) {
  const margin = marginOf(rtl);
  const x = scaleBand({ domain: [...categories], range: xRange(width, margin, rtl), padding: 0.25 });
  const inner = scaleBand({ domain: series.map((bar) => bar.key), range: [0, x.bandwidth()], padding: 0.1 });
  const y = scaleLinear({ domain: [Math.min(0, ...values), Math.max(0, ...values)], range: [height - margin.bottom, margin.top], nice: true });
  const zero = y(0);
  const hover = useCategoryHover(categories.map((category) => (x(category) ?? 0) + x.bandwidth() / 2));
  const hovered = hover.index === null ? undefined : categories[hover.index];
  return (
    <>
      <svg width={width} height={height} direction="ltr" aria-hidden="true">
        <CartesianAxes x={x} y={y} categories={categories} width={width} height={height} margin={margin} rtl={rtl} formatValue={formatValue} />
        {hovered !== undefined && <rect x={x(hovered) ?? 0} y={margin.top} width={x.bandwidth()} height={height - margin.top - margin.bottom} className="fill-surface-sunken" />}
        {categories.map((category, index) =>
          series.map((bar, seriesIndex) => {
            const value = bar.values[index];
            if (value === null || value === undefined) return null;
            return (
              <Bar
                key={`${category}-${bar.key}`}
                x={(x(category) ?? 0) + (inner(bar.key) ?? 0)}
                y={Math.min(y(value), zero)}
                width={inner.bandwidth()}
                height={Math.max(1, Math.abs(zero - y(value)))}
                rx={2}
                className={pick(fills, seriesIndex)}
              />
            );
          }),
        )}
        <line x1={margin.left} x2={width - margin.right} y1={zero} y2={zero} className="stroke-border-strong" />
        <rect x={0} y={0} width={width} height={height} fill="transparent" data-testid="chart-overlay" {...hover.overlay} />
      </svg>
      <CategoryTooltip
        hover={hover}
        title={hovered ?? ""}
        rows={series.map((bar) => ({ label: bar.label, value: cellOf(hover.index === null ? null : bar.values[hover.index], formatValue) }))}
      />
    </>
  );
}

export { BarChart };
