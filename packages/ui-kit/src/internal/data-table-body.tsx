import type { Cell, Row, RowData } from "@tanstack/react-table";
import * as React from "react";
import { elementScroll, observeElementRect, useVirtualizer } from "@tanstack/react-virtual";
import type { Rect, Virtualizer } from "@tanstack/react-virtual";
import { cn } from "#lib/cn.ts";
import { Checkbox } from "#components/checkbox.tsx";
import type { DataTableFeatures, DataTableInstance } from "./data-table-features.ts";
import type { DataTableColumn, DataTableLabels } from "./data-table-types.ts";
import { alignClass, stickyCellClass } from "./data-table-types.ts";

interface BodyProps<TData extends RowData> {
  table: DataTableInstance<TData>;
  columns: readonly DataTableColumn<TData>[];
  selectable: boolean;
  labels: DataTableLabels;
  /** The scrolling element (owns both header and body, so they scroll sideways together). */
  scrollElement: HTMLDivElement | null;
  rowHeight: number;
  /** Height of the scroll area, for the first render before it is measured (tests, SSR). */
  viewportHeight: number;
  /** Rows before the body (the header rows), for `aria-rowindex`. */
  headerRows: number;
}

/**
 * Reports the scroll area's inner size (its content box, px: the area has no padding, so this
 * is the `clientWidth`/`clientHeight` the library reads) to the virtualizer from a
 * ResizeObserver alone, whose first report comes with the browser's next layout. The library's
 * own observer also reads the size as the body mounts, which forces a layout of the whole page
 * inside the commit that mounts the rows; until the first report, the virtualizer uses
 * `initialRect`. Without ResizeObserver,
 * the library's observer.
 */
function observeRectAfterLayout(instance: Virtualizer<HTMLDivElement, Element>, onRect: (rect: Rect) => void): (() => void) | undefined {
  const element = instance.scrollElement;
  if (element === null) return undefined;
  if (typeof ResizeObserver === "undefined") return observeElementRect(instance, onRect);
  const observer = new ResizeObserver((entries) => {
    const entry = entries.at(-1);
    if (entry) onRect({ width: Math.round(entry.contentRect.width), height: Math.round(entry.contentRect.height) });
  });
  observer.observe(element, { box: "content-box" });
  return () => observer.disconnect();
}

/** Scroll areas the virtualizer has written a position to (see {@link scrollAfterFirstWrite}). */
const written = new WeakSet<Element>();

/**
 * The virtualizer's scroll writes, except the first one to a new scroll area when it is the
 * top: the library writes its initial offset (0) as it attaches, and `scrollTo` forces a layout
 * of the page inside the commit, while a new area is at the top already. Every later write
 * (a scroll to a row, the same area attached again) goes through.
 */
function scrollAfterFirstWrite(offset: number, options: { adjustments?: number; behavior?: ScrollBehavior }, instance: Virtualizer<HTMLDivElement, Element>): void {
  const element = instance.scrollElement;
  if (element !== null && !written.has(element)) {
    written.add(element);
    if (offset + (options.adjustments ?? 0) === 0) return;
  }
  elementScroll(offset, options, instance);
}

/** Rows the body keeps in the DOM above and below those in view, once its first rows are on screen. */
const OVERSCAN = 8;

/**
 * The virtualizer's overscan: none until the body's first rows have painted, then
 * {@link OVERSCAN}, in a transition. The rows in view lay out and paint first, and the rows
 * around them render in slices and lay out in a later frame: shorter tasks on the main thread
 * instead of one long one.
 */
function useOverscanAfterFirstPaint(hasRows: boolean): number {
  const [painted, setPainted] = React.useState(false);
  React.useEffect(() => {
    if (painted || !hasRows) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued from an animation frame callback runs after that frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        // A transition: React renders the added rows in slices that yield to the browser.
        React.startTransition(() => {
          setPainted(true);
        });
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted, hasRows]);
  return painted ? OVERSCAN : 0;
}

/**
 * The virtualised body: only the rows in view (plus 8 above and below, from the frame after the
 * first rows paint) are in the DOM, each placed
 * with a transform inside a spacer as tall as all rows, so 10,000 rows scroll smoothly with a few
 * dozen elements. Every row carries `aria-rowindex`, so screen readers still announce its position.
 */
function DataTableBody<TData extends RowData>({ table, columns, selectable, labels, scrollElement, rowHeight, viewportHeight, headerRows }: BodyProps<TData>) {
  const rows = table.getRowModel().rows;
  const byId = React.useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  const overscan = useOverscanAfterFirstPaint(rows.length > 0);
  // The kit is not compiled with React Compiler; the virtualizer re-renders this body on scroll.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => rowHeight,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan,
    initialRect: { width: 0, height: viewportHeight },
    observeElementRect: observeRectAfterLayout,
    scrollToFn: scrollAfterFirstWrite,
  });
  return (
    <div role="rowgroup" data-slot="data-table-body" className="relative" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <DataTableRow
            key={row.id}
            row={row}
            cells={row.getVisibleCells()}
            byId={byId}
            rowIndex={headerRows + item.index + 1}
            selectable={selectable}
            selected={row.getIsSelected()}
            canSelect={row.getCanSelect()}
            selectLabel={selectable ? labels.selectRow(item.index + 1) : ""}
            size={item.size}
            start={item.start}
          />
        );
      })}
    </div>
  );
}

interface RowProps<TData extends RowData> {
  row: Row<DataTableFeatures, TData>;
  /** The row's visible cells (`row.getVisibleCells()`, kept by the table while its columns and visibility stay). */
  cells: readonly Cell<DataTableFeatures, TData>[];
  byId: ReadonlyMap<string, DataTableColumn<TData>>;
  /** `aria-rowindex` (1-based, header rows included). */
  rowIndex: number;
  selectable: boolean;
  selected: boolean;
  canSelect: boolean;
  selectLabel: string;
  /** Height and offset of the row in px (from the virtualizer). */
  size: number;
  start: number;
}

/** The background of a cell that stays in place: the row's own colours, opaque. */
const stickyBackground = "bg-surface group-hover:bg-surface-muted group-data-[state=selected]:bg-brand-50";

/**
 * One body row; the selection and first cells stay in place when the table scrolls sideways. Memoised: a page's re-render (a count or a filter option arriving) does not
 * render its rows again while their data, columns, selection and place are the same.
 */
const DataTableRow = React.memo(function DataTableRow<TData extends RowData>({
  row,
  cells,
  byId,
  rowIndex,
  selectable,
  selected,
  canSelect,
  selectLabel,
  size,
  start,
}: RowProps<TData>) {
  return (
    <div
      role="row"
      data-slot="data-table-row"
      aria-rowindex={rowIndex}
      aria-selected={selectable ? selected : undefined}
      data-state={selected ? "selected" : undefined}
      className="group absolute inset-x-0 top-0 grid grid-cols-(--dt-cols) border-b border-border text-sm text-fg hover:bg-surface-muted data-[state=selected]:bg-brand-50"
      style={{ height: size, transform: `translateY(${String(start)}px)` }}
    >
      {selectable && (
        <div role="cell" className={cn("flex items-center justify-center", stickyCellClass("selection", false), stickyBackground)}>
          <Checkbox aria-label={selectLabel} checked={selected} disabled={!canSelect} onCheckedChange={(checked) => row.toggleSelected(checked === true)} />
        </div>
      )}
      {cells.map((cell, index) => {
        const def = byId.get(cell.column.id);
        if (!def) return null;
        const value = def.accessor(row.original);
        return (
          <div
            key={cell.id}
            role="cell"
            className={cn(
              "flex min-w-0 items-center px-3",
              alignClass[def.align ?? "start"],
              def.align === "end" && "tabular-nums",
              index === 0 && [stickyCellClass("first", selectable), stickyBackground],
            )}
          >
            {def.cell ? def.cell(row.original) : <span className="truncate">{value instanceof Date ? value.toLocaleDateString() : String(value ?? "")}</span>}
          </div>
        );
      })}
    </div>
  );
}) as <TData extends RowData>(props: RowProps<TData>) => React.ReactElement;

export { DataTableBody };
