import { columnFilteringFeature, columnVisibilityFeature, rowPaginationFeature, rowSelectionFeature, rowSortingFeature, tableFeatures } from "@tanstack/react-table";
import type { ReactTable, RowData } from "@tanstack/react-table";

/**
 * The TanStack Table v9 features the DataTable registers: state and APIs for sorting, column
 * filters, pagination, column visibility and row selection. No client row models: the server sorts,
 * filters and pages (`manual*` options), so none of the processing code is bundled.
 */
const dataTableFeatures = tableFeatures({ rowSortingFeature, columnFilteringFeature, rowPaginationFeature, columnVisibilityFeature, rowSelectionFeature });

/** The features' type, for the row and cell types (`Row<DataTableFeatures, TData>`). */
export type DataTableFeatures = typeof dataTableFeatures;

/** The table instance type of the DataTable. */
export type DataTableInstance<TData extends RowData> = ReactTable<typeof dataTableFeatures, TData>;

export { dataTableFeatures };
