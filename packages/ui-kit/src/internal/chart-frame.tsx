import { LegendOrdinal } from "@visx/legend";
import { scaleOrdinal } from "@visx/scale";
import * as React from "react";
import { cn } from "#lib/cn.ts";

/** Series colours in order (theme tokens `--color-chart-1..6`), as static class names for Tailwind. */
const fills = ["fill-chart-1", "fill-chart-2", "fill-chart-3", "fill-chart-4", "fill-chart-5", "fill-chart-6"] as const;
const strokes = ["stroke-chart-1", "stroke-chart-2", "stroke-chart-3", "stroke-chart-4", "stroke-chart-5", "stroke-chart-6"] as const;
const swatches = ["bg-chart-1", "bg-chart-2", "bg-chart-3", "bg-chart-4", "bg-chart-5", "bg-chart-6"] as const;

const pick = <T,>(list: readonly T[], index: number): T => list[index % list.length] as T;

/** Width of a chart whose box cannot be observed (no `ResizeObserver`, as in jsdom), px. */
const UNOBSERVED_WIDTH = 480;

/**
 * Width of an element in px, followed with a ResizeObserver: `null` until the first observation
 * (the browser reports the box once it is laid out, before it is painted), so the plot is drawn
 * once, at its real width, rather than first at a guess and then again. Without a
 * ResizeObserver, {@link UNOBSERVED_WIDTH}.
 */
function useElementWidth(): [React.RefObject<HTMLDivElement | null>, number | null] {
  const ref = React.useRef<HTMLDivElement>(null);
  const [width, setWidth] = React.useState<number | null>(() => (typeof ResizeObserver === "undefined" ? UNOBSERVED_WIDTH : null));
  React.useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/**
 * Whether the chart sits in right-to-left text: the `dir` of its closest ancestor that sets one
 * (the app sets `<html dir>` from the language), read once mounted.
 */
function useRightToLeft(ref: React.RefObject<HTMLElement | null>): boolean {
  const [rtl, setRtl] = React.useState(false);
  React.useLayoutEffect(() => {
    setRtl(ref.current?.closest("[dir]")?.getAttribute("dir") === "rtl");
  }, [ref]);
  return rtl;
}

/** Common props of the charts. Texts arrive translated; numbers are formatted by `formatValue`. */
export interface ChartBaseProps {
  /** Title shown above the chart; the figure's accessible name and the data table's caption. */
  title: string;
  /** One or two sentences on what the chart shows (its key finding); read before the data. */
  description?: string;
  /** Height of the plot in px. Default 260. */
  height?: number;
  /** Formats values on the axis, in tooltips and in the data table (e.g. `Intl.NumberFormat`). */
  formatValue?: (value: number) => string;
  /** Show the data table under the chart (it is always there for screen readers). Default false. */
  showTable?: boolean;
  /** Header of the table's first column (the categories), e.g. "Date". */
  categoryLabel?: string;
  /** Shows a placeholder and marks the figure busy. */
  loading?: boolean;
  /** Text shown instead of the plot when there is nothing to draw. */
  emptyText?: string;
  className?: string;
}

interface FrameProps extends Pick<ChartBaseProps, "title" | "description" | "showTable" | "categoryLabel" | "loading" | "emptyText" | "className"> {
  slot: string;
  /** Table: header cells after the category column, then rows of [category, ...cells]. */
  table: { columns: readonly string[]; rows: readonly (readonly [string, ...string[]])[] };
  legend?: readonly { label: string; value?: string }[];
  empty: boolean;
  height: number;
  /**
   * Draws the plot `width` px wide; `rtl` when the chart sits in right-to-left text (mirror the x
   * axis). Called once the plot's box has been measured, not before.
   */
  children: (width: number, rtl: boolean) => React.ReactNode;
}

/**
 * The legend (`@visx/legend` LegendOrdinal over the series' labels), a swatch in the series colour
 * and the label (and value) per item; hidden from assistive tech, which reads the data table.
 */
function ChartLegend({ items }: { readonly items: readonly { label: string; value?: string }[] }) {
  const scale = scaleOrdinal({ domain: items.map((item) => item.label), range: items.map((_item, index) => index) });
  return (
    <LegendOrdinal scale={scale}>
      {(labels) => (
        <ul aria-hidden="true" data-slot="chart-legend" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-fg">
          {labels.map((label) => (
            <li key={label.text} className="flex items-center gap-1.5">
              <span className={cn("size-3 rounded-sm", pick(swatches, label.index))} />
              <span>{label.text}</span>
              {items[label.index]?.value !== undefined && <span className="text-fg-muted tabular-nums">{items[label.index]?.value}</span>}
            </li>
          ))}
        </ul>
      )}
    </LegendOrdinal>
  );
}

/**
 * The frame every chart shares: a `<figure>` named by its caption, the description, the SVG plot
 * (hidden from assistive tech), a legend, and the same data as a `<table>` — visually hidden unless
 * `showTable` — which is what screen readers and keyboard users read.
 */
function ChartFrame({
  slot,
  title,
  description,
  showTable = false,
  categoryLabel = "",
  loading = false,
  emptyText = "",
  className,
  table,
  legend,
  empty,
  height,
  children,
}: FrameProps) {
  const [ref, width] = useElementWidth();
  const rtl = useRightToLeft(ref);
  const id = React.useId();
  return (
    <figure data-slot={slot} aria-labelledby={`${id}-title`} aria-busy={loading || undefined} className={cn("flex flex-col gap-3", className)}>
      <figcaption id={`${id}-title`} className="flex flex-col gap-1">
        <span className="text-base font-semibold text-fg">{title}</span>
        {description && <span className="text-sm text-fg-muted">{description}</span>}
      </figcaption>
      <div ref={ref} className="relative w-full" style={{ height }}>
        {loading ? (
          <div aria-hidden="true" className="size-full animate-pulse rounded-md bg-surface-sunken" />
        ) : empty ? (
          <p className="flex size-full items-center justify-center rounded-md border border-dashed border-border text-sm text-fg-muted">{emptyText}</p>
        ) : width === null ? null : (
          children(width, rtl)
        )}
      </div>
      {legend && legend.length > 0 && !loading && !empty && <ChartLegend items={legend} />}
      {!loading && !empty && (
        <table className={cn(showTable ? "w-full text-sm" : "sr-only")}>
          <caption className={showTable ? "sr-only" : undefined}>{title}</caption>
          <thead>
            <tr className="border-b border-border text-start text-fg-muted">
              <th scope="col" className="px-2 py-1.5 text-start font-medium">
                {categoryLabel}
              </th>
              {table.columns.map((column) => (
                <th key={column} scope="col" className="px-2 py-1.5 text-end font-medium">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map(([category, ...cells]) => (
              <tr key={category} className="border-b border-border">
                <th scope="row" className="px-2 py-1.5 text-start font-normal">
                  {category}
                </th>
                {cells.map((cell, index) => (
                  <td key={table.columns[index] ?? index} className="px-2 py-1.5 text-end tabular-nums">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
}

/** Default number format: the page locale's grouping, up to 2 decimals. */
const defaultFormat = (value: number) => new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 }).format(value);

/** A value as the data table and the tooltip show it: "" for a gap (`null`), never a zero. */
const cellOf = (value: number | null | undefined, format: (value: number) => string) => (value === null || value === undefined ? "" : format(value));

export { ChartFrame, cellOf, defaultFormat, fills, pick, strokes, swatches };
