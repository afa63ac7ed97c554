import type { RowData } from "@tanstack/react-table";
import * as React from "react";
import { cn } from "#lib/cn.ts";
import { Checkbox } from "#components/checkbox.tsx";
import type { DataTableInstance } from "./data-table-features.ts";
import type { DataTableColumn, DataTableLabels } from "./data-table-types.ts";
import { alignClass, stickyCellClass } from "./data-table-types.ts";

/** A text filter that reports 300 ms after the last keystroke (one request per pause, not per key). */
function TextFilter({ value, label, onChange }: { value: string; label: string; onChange: (value: string) => void }) {
  const [text, setText] = React.useState(value);
  const [synced, setSynced] = React.useState(value);
  if (value !== synced) {
    setSynced(value);
    setText(value);
  }
  React.useEffect(() => {
    if (text === value) return;
    const timer = window.setTimeout(() => onChange(text), 300);
    return () => window.clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <input
      type="search"
      aria-label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      className="h-8 w-full min-w-0 rounded-md border border-border-strong bg-surface px-2 text-sm font-normal text-fg"
    />
  );
}

interface HeaderProps<TData extends RowData> {
  table: DataTableInstance<TData>;
  columns: readonly DataTableColumn<TData>[];
  selectable: boolean;
  hasFilters: boolean;
  labels: DataTableLabels;
}

const sortIcon = (sorted: false | "asc" | "desc") => (
  <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" className={cn("size-3.5 shrink-0", sorted === false && "opacity-40")}>
    <path d="M5 6l3-3 3 3" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" className={sorted === "desc" ? "opacity-30" : undefined} />
    <path d="M5 10l3 3 3-3" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" className={sorted === "asc" ? "opacity-30" : undefined} />
  </svg>
);

/**
 * The sticky header: column titles with sort buttons (`aria-sort`), then a row of filters. The
 * selection and first columns stay in place when the table scrolls sideways.
 */
function DataTableHeader<TData extends RowData>({ table, columns, selectable, hasFilters, labels }: HeaderProps<TData>) {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const visible = table.getVisibleLeafColumns();
  const filters = table.state.columnFilters;
  const cellClass = "flex min-w-0 items-center gap-1 px-3";
  const firstId = visible[0]?.id;
  const sticky = (id: string) => (id === firstId ? cn(stickyCellClass("first", selectable), "bg-surface-sunken") : undefined);
  return (
    <div role="rowgroup" data-slot="data-table-header" className="sticky top-0 z-10 bg-surface-sunken text-sm font-medium text-fg shadow-[inset_0_-1px_0_var(--color-border)]">
      <div role="row" aria-rowindex={1} className="grid min-h-11 grid-cols-(--dt-cols)">
        {selectable && (
          <div role="columnheader" className={cn("flex items-center justify-center bg-surface-sunken", stickyCellClass("selection", false))}>
            <Checkbox
              aria-label={labels.selectAll}
              checked={table.getIsAllPageRowsSelected() ? true : table.getIsSomePageRowsSelected() ? "indeterminate" : false}
              onCheckedChange={(checked) => table.toggleAllPageRowsSelected(checked === true)}
            />
          </div>
        )}
        {visible.map((column) => {
          const def = byId.get(column.id);
          if (!def) return null;
          const sorted = column.getIsSorted();
          const align = alignClass[def.align ?? "start"];
          return (
            <div
              key={column.id}
              role="columnheader"
              aria-sort={def.sortable === true ? (sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none") : undefined}
              aria-label={def.headerAction === undefined ? undefined : def.header}
              className={cn(cellClass, align, sticky(column.id))}
            >
              {def.sortable === true ? (
                <button
                  type="button"
                  onClick={() => column.toggleSorting(undefined, false)}
                  className={cn("-mx-1 inline-flex min-h-8 items-center gap-1 rounded-sm px-1 hover:text-brand-700", align)}
                >
                  <span className="truncate">{def.header}</span>
                  {sortIcon(sorted)}
                </button>
              ) : (
                <span className="truncate">{def.header}</span>
              )}
              {def.headerAction}
            </div>
          );
        })}
      </div>
      {hasFilters && (
        <div role="row" aria-rowindex={2} className="grid min-h-11 grid-cols-(--dt-cols) pb-2">
          {selectable && <div role="columnheader" className={cn("bg-surface-sunken", stickyCellClass("selection", false))} />}
          {visible.map((column) => {
            const def = byId.get(column.id);
            if (!def) return null;
            const current = filters.find((filter) => filter.id === column.id)?.value;
            const value = typeof current === "string" ? current : "";
            const set = (next: string) => column.setFilterValue(next === "" ? undefined : next);
            return (
              <div key={column.id} role="columnheader" className={cn(cellClass, sticky(column.id))}>
                {def.filter?.type === "text" && <TextFilter value={value} label={labels.filterBy(def.header)} onChange={set} />}
                {def.filter?.type === "select" && (
                  <select
                    aria-label={labels.filterBy(def.header)}
                    value={value}
                    onChange={(event) => set(event.target.value)}
                    className="h-8 w-full min-w-0 rounded-md border border-border-strong bg-surface px-2 text-sm font-normal text-fg"
                  >
                    <option value="">{labels.all}</option>
                    {def.filter.options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                )}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}

export { DataTableHeader };
