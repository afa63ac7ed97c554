import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { XLabels, YGrid, margin } from "#internal/chart-axes.tsx";
import { ChartFrame, defaultFormat, fills, pick } from "#internal/chart-frame.tsx";
import type { ChartBaseProps } from "#internal/chart-frame.tsx";
import type { ChartSeries } from "./line-chart.tsx";

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
 * bars for several series. Bars start at zero; negative values go below the axis. Same frame,
 * legend, tooltips and accessible data table as the other charts.
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
        rows: categories.map((category, index) => [category, ...series.map((bar) => (bar.values[index] == null ? "" : formatValue(bar.values[index] ?? 0)))] as const),
      }}
      {...frame}
    >
      {(width) => {
        const x = scaleBand({ domain: [...categories], range: [margin.left, width - margin.right], padding: 0.25 });
        const inner = scaleBand({ domain: series.map((bar) => bar.key), range: [0, x.bandwidth()], padding: 0.1 });
        const y = scaleLinear({ domain: [Math.min(0, ...values), Math.max(0, ...values)], range: [height - margin.bottom, margin.top], nice: true });
        const zero = y(0);
        return (
          <svg width={width} height={height} direction="ltr" aria-hidden="true">
            <YGrid ticks={y.ticks(5)} y={(value) => y(value)} width={width} format={formatValue} />
            <XLabels categories={categories} x={(category) => (x(category) ?? 0) + x.bandwidth() / 2} height={height} width={width} />
            {categories.map((category, index) =>
              series.map((bar, seriesIndex) => {
                const value = bar.values[index];
                if (value === null || value === undefined) return null;
                const top = Math.min(y(value), zero);
                return (
                  <Bar
                    key={`${category}-${bar.key}`}
                    x={(x(category) ?? 0) + (inner(bar.key) ?? 0)}
                    y={top}
                    width={inner.bandwidth()}
                    height={Math.max(1, Math.abs(zero - y(value)))}
                    rx={2}
                    className={pick(fills, seriesIndex)}
                  >
                    <title>{`${series.length > 1 ? `${bar.label} · ` : ""}${category}: ${formatValue(value)}`}</title>
                  </Bar>
                );
              }),
            )}
            <line x1={margin.left} x2={width - margin.right} y1={zero} y2={zero} className="stroke-border-strong" />
          </svg>
        );
      }}
    </ChartFrame>
  );
}

export { BarChart };
