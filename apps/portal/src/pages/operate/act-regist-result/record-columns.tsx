import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";
import { BroadcasterCell } from "./record-cells.tsx";

/** What every record names: the broadcaster and the activity. */
interface RecordBase {
  readonly bigoId: string;
  readonly nickName: string;
  readonly activityName: string;
}

/** The first columns of every record list: the broadcaster (name and Bigo ID, always shown) and the activity. */
export function recordColumns<Row extends RecordBase>(t: TFunction): DataTableColumn<Row>[] {
  return [
    {
      id: "broadcaster",
      header: t("operate.results.broadcaster"),
      hideable: false,
      width: 180,
      accessor: (row) => row.bigoId,
      cell: (row) => <BroadcasterCell nickName={row.nickName} bigoId={row.bigoId} />,
    },
    { id: "activity", priority: 3, header: t("operate.results.activity"), width: 200, accessor: (row) => row.activityName },
  ];
}
