import type { RowData } from "@tanstack/react-table";
import { useVirtualizer } from "@tanstack/react-virtual";
import { cn } from "../lib/cn.ts";
import { Checkbox } from "../components/checkbox.tsx";
import type { DataTableInstance } from "./data-table-features.ts";
import type { DataTableColumn, DataTableLabels } from "./data-table-types.ts";
import { alignClass } from "./data-table-types.ts";

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
 * The virtualised body: only the rows in view (plus 8 above and below) are in the DOM, each placed
 * with a transform inside a spacer as tall as all rows, so 10,000 rows scroll smoothly with a few
 * dozen elements. Every row carries `aria-rowindex`, so screen readers still announce its position.
 */
function DataTableBody<TData extends RowData>({ table, columns, selectable, labels, scrollElement, rowHeight, viewportHeight, headerRows }: BodyProps<TData>) {
  const rows = table.getRowModel().rows;
  const byId = new Map(columns.map((column) => [column.id, column]));
  // The kit is not compiled with React Compiler; the virtualizer re-renders this body on scroll.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => rowHeight,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 8,
    initialRect: { width: 0, height: viewportHeight },
  });
  return (
    <div role="rowgroup" data-slot="data-table-body" className="relative" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        const selected = row.getIsSelected();
        return (
          <div
            key={row.id}
            role="row"
            data-slot="data-table-row"
            aria-rowindex={headerRows + item.index + 1}
            aria-selected={selectable ? selected : undefined}
            data-state={selected ? "selected" : undefined}
            className="absolute inset-x-0 top-0 grid grid-cols-(--dt-cols) border-b border-border text-sm text-fg hover:bg-surface-muted data-[state=selected]:bg-brand-50"
            style={{ height: item.size, transform: `translateY(${String(item.start)}px)` }}
          >
            {selectable && (
              <div role="cell" className="flex items-center justify-center">
                <Checkbox aria-label={labels.selectRow(item.index + 1)} checked={selected} disabled={!row.getCanSelect()} onCheckedChange={(checked) => row.toggleSelected(checked === true)} />
              </div>
            )}
            {row.getVisibleCells().map((cell) => {
              const def = byId.get(cell.column.id);
              if (!def) return null;
              const value = def.accessor(row.original);
              return (
                <div key={cell.id} role="cell" className={cn("flex min-w-0 items-center px-3", alignClass[def.align ?? "start"], def.align === "end" && "tabular-nums")}>
                  {def.cell ? def.cell(row.original) : <span className="truncate">{value instanceof Date ? value.toLocaleDateString() : String(value ?? "")}</span>}
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}

export { DataTableBody };
