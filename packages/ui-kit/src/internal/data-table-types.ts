import type * as React from "react";
import type { CsvValue } from "#lib/csv.ts";
import { DEFAULT_COLUMN_WIDTH, SELECTION_COLUMN_WIDTH } from "./data-table-fit.ts";

/** One option of a select filter. */
export interface DataTableFilterOption {
  value: string;
  label: string;
}

/** A column of the {@link DataTable}. Texts arrive translated. */
export interface DataTableColumn<TData> {
  /** Stable id: the key in sorting, filter and visibility state (send it to the server). */
  id: string;
  /** Header text; also the CSV header and the name of the column's controls. */
  header: string;
  /**
   * Content after the header text, inside the column header (e.g. a link to the column's
   * definition). The header keeps `header` as its accessible name; not exported to CSV nor shown
   * in the columns menu. Keep it small (an icon link): the header row is one line.
   */
  headerAction?: React.ReactNode;
  /** The cell's plain value: exported to CSV and shown when `cell` is absent. */
  accessor: (row: TData) => CsvValue;
  /** Custom cell content (badges, links, actions). */
  cell?: (row: TData) => React.ReactNode;
  /** Whether the header sorts (the server sorts; see `sorting`). Default false. */
  sortable?: boolean;
  /** A filter control under the header (the server filters; see `columnFilters`). */
  filter?: { type: "text" } | { type: "select"; options: readonly DataTableFilterOption[] };
  /** Whether the column can be hidden from the columns menu. Default true. */
  hideable?: boolean;
  /** Text alignment; numbers read best `end`-aligned. Default `start`. */
  align?: "start" | "center" | "end";
  /** Minimum width in px; columns share the spare width. Default 160. */
  width?: number;
  /**
   * Makes the column give way when the table is narrower than its visible columns' minimum
   * widths: the highest number is hidden first (1 = hidden last). The columns menu still lists it;
   * showing it there keeps it, and the table then scrolls sideways (the first column stays in
   * place). Columns without a priority always show.
   */
  priority?: number;
  /** Leave the column out of the CSV export (e.g. an actions column). Default false. */
  excludeFromExport?: boolean;
}

/** Texts of the {@link DataTable}; English defaults, pass translations. */
export interface DataTableLabels {
  loading: string;
  empty: string;
  error: string;
  retry: string;
  /** The columns menu button. */
  columns: string;
  exportCsv: string;
  selectAll: string;
  /** Name of a row's checkbox, e.g. `(index) => \`Select row ${index}\``; index is 1-based on the page. */
  selectRow: (index: number) => string;
  /** Name of a column's filter control, e.g. `(header) => \`Filter by ${header}\``. */
  filterBy: (header: string) => string;
  /** "All" choice of select filters. */
  all: string;
  /** Selected-count text, e.g. `(count) => \`${count} selected\``. */
  selected: (count: number) => string;
}

const defaultDataTableLabels: DataTableLabels = {
  loading: "Loading…",
  empty: "No data",
  error: "The data could not be loaded.",
  retry: "Try again",
  columns: "Columns",
  exportCsv: "Export CSV",
  selectAll: "Select all rows on this page",
  selectRow: (index) => `Select row ${String(index)}`,
  filterBy: (header) => `Filter by ${header}`,
  all: "All",
  selected: (count) => `${String(count)} selected`,
};

/** Grid template of the columns: a 44 px selection column, then each column's `minmax(width, 1fr)`. */
function gridTemplate(columns: readonly { width?: number }[], selectable: boolean): string {
  return [...(selectable ? [`${String(SELECTION_COLUMN_WIDTH)}px`] : []), ...columns.map((column) => `minmax(${String(column.width ?? DEFAULT_COLUMN_WIDTH)}px, 1fr)`)].join(" ");
}

const alignClass = { start: "justify-start text-start", center: "justify-center text-center", end: "justify-end text-end" } as const;

/**
 * The classes keeping a cell in place while the table scrolls sideways: the selection column at
 * the start, the first column after it (`afterSelection`: there is a selection column), an edge
 * line after the first column. Its background is given by the caller (header or row colours).
 */
function stickyCellClass(kind: "selection" | "first", afterSelection: boolean): string {
  if (kind === "selection") return "sticky start-0 z-[1]";
  return `sticky z-[1] shadow-[inset_-1px_0_0_var(--color-border)] rtl:shadow-[inset_1px_0_0_var(--color-border)] ${afterSelection ? "start-11" : "start-0"}`;
}

export { alignClass, defaultDataTableLabels, gridTemplate, stickyCellClass };
