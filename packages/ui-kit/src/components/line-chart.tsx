import { scaleLinear, scalePoint } from "@visx/scale";
import { LinePath } from "@visx/shape";
import { cn } from "#lib/cn.ts";
import { XLabels, YGrid, margin } from "#internal/chart-axes.tsx";
import { ChartFrame, defaultFormat, fills, pick, strokes } from "#internal/chart-frame.tsx";
import type { ChartBaseProps } from "#internal/chart-frame.tsx";

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
 * theme's chart colours with a legend; values under the pointer via native tooltips; the data as a
 * table for screen readers (see ChartFrame).
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
        rows: categories.map((category, index) => [category, ...series.map((line) => (line.values[index] == null ? "" : formatValue(line.values[index] ?? 0)))] as const),
      }}
      {...frame}
    >
      {(width) => {
        const x = scalePoint({ domain: [...categories], range: [margin.left, width - margin.right], padding: 0.3 });
        const y = scaleLinear({ domain: [Math.min(0, ...values), Math.max(0, ...values)], range: [height - margin.bottom, margin.top], nice: true });
        const xOf = (category: string) => x(category) ?? 0;
        return (
          <svg width={width} height={height} direction="ltr" aria-hidden="true" className="overflow-visible">
            <YGrid ticks={y.ticks(5)} y={(value) => y(value)} width={width} format={formatValue} />
            <XLabels categories={categories} x={xOf} height={height} width={width} />
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
                        r={3.5}
                        className={cn("stroke-surface", pick(fills, seriesIndex))}
                        strokeWidth={1.5}
                      >
                        <title>{`${line.label} · ${point.category}: ${formatValue(point.value)}`}</title>
                      </circle>
                    ),
                  )}
                </g>
              );
            })}
          </svg>
        );
      }}
    </ChartFrame>
  );
}

export { LineChart };
