import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";

/** The data-center tables' broadcaster column: name over Bigo ID (the CSV and sort text: "name (Bigo ID)"). */
export function broadcasterColumn<Row extends { nickName: string; bigoId: string }>(t: TFunction): DataTableColumn<Row> {
  return {
    id: "broadcaster",
    header: t("dataCenter.column.broadcaster"),
    hideable: false,
    width: 200,
    accessor: (row) => `${row.nickName} (${row.bigoId})`,
    cell: (row) => (
      <span className="flex flex-col">
        <span className="font-medium">{row.nickName}</span>
        <span className="text-xs text-fg-muted">{row.bigoId}</span>
      </span>
    ),
  };
}
