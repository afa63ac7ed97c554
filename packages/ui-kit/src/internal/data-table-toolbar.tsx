import type { RowData } from "@tanstack/react-table";
import { DropdownMenu } from "radix-ui";
import type * as React from "react";
import { toCsv, downloadCsv } from "#lib/csv.ts";
import { Button } from "#components/button.tsx";
import type { DataTableInstance } from "./data-table-features.ts";
import type { DataTableColumn, DataTableLabels } from "./data-table-types.ts";
import { CheckMark } from "./check-mark.tsx";

/**
 * The CSV of what the table shows: the visible columns (minus `excludeFromExport`) in their order,
 * and the rows of the current page in their current order. RFC 4180, formula-safe (`toCsv`).
 */
function tableCsv<TData extends RowData>(table: DataTableInstance<TData>, columns: readonly DataTableColumn<TData>[]): string {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const shown = table
    .getVisibleLeafColumns()
    .map((column) => byId.get(column.id))
    .filter((column): column is DataTableColumn<TData> => column !== undefined && column.excludeFromExport !== true);
  return toCsv(
    shown.map((column) => column.header),
    table.getRowModel().rows.map((row) => shown.map((column) => column.accessor(row.original))),
  );
}

interface ToolbarProps<TData extends RowData> {
  table: DataTableInstance<TData>;
  columns: readonly DataTableColumn<TData>[];
  labels: DataTableLabels;
  /** File name of the export; `false` hides the export button. */
  exportFileName: string | false;
  selectedCount: number;
  disabled: boolean;
  children?: React.ReactNode;
}

/** Above the table: the app's own actions, the selected count, the columns menu and CSV export. */
function DataTableToolbar<TData extends RowData>({ table, columns, labels, exportFileName, selectedCount, disabled, children }: ToolbarProps<TData>) {
  const hideable = columns.filter((column) => column.hideable !== false);
  return (
    <div data-slot="data-table-toolbar" className="flex flex-wrap items-center justify-between gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {children}
        {selectedCount > 0 && (
          <span className="text-sm text-fg-muted" aria-live="polite">
            {labels.selected(selectedCount)}
          </span>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {hideable.length > 0 && (
          <DropdownMenu.Root>
            <DropdownMenu.Trigger asChild>
              <Button variant="secondary" size="sm">
                {labels.columns}
              </Button>
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content align="end" sideOffset={4} className="z-50 min-w-48 rounded-md border border-border bg-surface p-1 text-fg shadow-popover">
                {hideable.map((column) => {
                  const tableColumn = table.getColumn(column.id);
                  const visible = tableColumn?.getIsVisible() ?? true;
                  return (
                    <DropdownMenu.CheckboxItem
                      key={column.id}
                      checked={visible}
                      onCheckedChange={(checked) => tableColumn?.toggleVisibility(checked)}
                      onSelect={(event) => event.preventDefault()}
                      className="relative flex min-h-9 cursor-default select-none items-center rounded-sm ps-8 pe-3 text-sm outline-none data-[highlighted]:bg-surface-sunken"
                    >
                      <DropdownMenu.ItemIndicator className="absolute start-2 inline-flex text-brand-600">
                        <CheckMark />
                      </DropdownMenu.ItemIndicator>
                      {column.header}
                    </DropdownMenu.CheckboxItem>
                  );
                })}
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        )}
        {exportFileName !== false && (
          <Button variant="secondary" size="sm" disabled={disabled} onClick={() => downloadCsv(tableCsv(table, columns), exportFileName)}>
            {labels.exportCsv}
          </Button>
        )}
      </div>
    </div>
  );
}

export { DataTableToolbar, tableCsv };
