import { Group } from "@visx/group";
import { Pie } from "@visx/shape";
import { ChartFrame, defaultFormat, fills, pick } from "#internal/chart-frame.tsx";
import type { ChartBaseProps } from "#internal/chart-frame.tsx";

export type { ChartBaseProps } from "#internal/chart-frame.tsx";

/** One slice: its name (translated) and a non-negative value. */
export interface PieSlice {
  key: string;
  label: string;
  value: number;
}

/** Props of {@link PieChart}. */
export interface PieChartProps extends ChartBaseProps {
  data: readonly PieSlice[];
  /** Hole in the middle as a share of the radius (0 = pie, 0.6 = donut). Default 0.6. */
  innerRatio?: number;
  /** Header of the share column in the data table, e.g. "Share". */
  shareLabel?: string;
  /** Header of the value column in the data table, e.g. "Broadcasters". */
  valueLabel?: string;
}

/**
 * A pie or donut chart (visx, SVG) for shares of a whole, e.g. broadcasters by contract state.
 * The legend lists every slice with its value and share, so colour is never the only key.
 */
function PieChart({ data, innerRatio = 0.6, shareLabel = "%", valueLabel = "", height = 260, formatValue = defaultFormat, ...frame }: PieChartProps) {
  const slices = data.filter((slice) => slice.value > 0);
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  const percent = new Intl.NumberFormat(undefined, { style: "percent", maximumFractionDigits: 1 });
  const share = (value: number) => percent.format(total === 0 ? 0 : value / total);
  return (
    <ChartFrame
      slot="pie-chart"
      height={height}
      empty={total === 0}
      legend={slices.map((slice) => ({ label: slice.label, value: `${formatValue(slice.value)} (${share(slice.value)})` }))}
      table={{ columns: [valueLabel, shareLabel], rows: slices.map((slice) => [slice.label, formatValue(slice.value), share(slice.value)] as const) }}
      {...frame}
    >
      {(width) => {
        const radius = Math.max(10, Math.min(width, height) / 2 - 4);
        return (
          <svg width={width} height={height} aria-hidden="true">
            <Group top={height / 2} left={width / 2}>
              <Pie data={slices} pieValue={(slice) => slice.value} outerRadius={radius} innerRadius={radius * innerRatio} padAngle={0.01} pieSortValues={null}>
                {(pie) =>
                  pie.arcs.map((arc, index) => (
                    <path key={arc.data.key} d={pie.path(arc) ?? ""} className={pick(fills, index)}>
                      <title>{`${arc.data.label}: ${formatValue(arc.data.value)} (${share(arc.data.value)})`}</title>
                    </path>
                  ))
                }
              </Pie>
            </Group>
          </svg>
        );
      }}
    </ChartFrame>
  );
}

export { PieChart };
