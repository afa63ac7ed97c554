import type { Formatters } from "@agent-portal/i18n/use-formatters";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import { RoundOutcome } from "@agent-portal/api-client/enums";
import type { TFunction } from "i18next";
import { recordColumns } from "./record-columns.tsx";
import { OpponentCell } from "./record-cells.tsx";
import type { RoundRecord } from "./result-params.ts";

/** The ids of the results' columns (column visibility). */
export const RESULT_COLUMN_IDS = ["broadcaster", "activity", "round", "opponent", "outcome", "score", "beans", "rank", "reward"] as const;

/** A figure that exists only once the round has a result: the number, or "—" before. */
const figure = (row: RoundRecord, value: number, format: Formatters): string => (row.outcome === RoundOutcome.Pending ? "—" : format.number(value));

/**
 * The round results' columns (act-regist-result/info): the broadcaster, activity, round and
 * opponent, the outcome (won, lost, no result yet), the score, the beans received in the round's
 * PK (whole beans, as the data center counts PK beans), the rank and the reward it earns in beans.
 * Sorting by rank shows the ranking view: each round's broadcasters by rank, from the server.
 * Before a result the figures show "—" (no result is not zero).
 */
export function resultColumns(t: TFunction, format: Formatters): DataTableColumn<RoundRecord>[] {
  return [
    ...recordColumns<RoundRecord>(t),
    { id: "round", priority: 2, header: t("operate.results.round"), width: 120, accessor: (row) => row.roundName },
    { id: "opponent", priority: 3, header: t("operate.results.opponent"), width: 180, accessor: (row) => row.opponentBigoId, cell: (row) => <OpponentCell row={row} /> },
    {
      id: "outcome",
      priority: 1,
      header: t("operate.results.outcome"),
      width: 130,
      accessor: (row) => row.outcome,
      cell: (row) => (
        <Badge tone={row.outcome === RoundOutcome.Win ? "success" : row.outcome === RoundOutcome.Loss ? "danger" : "neutral"}>
          {t(`operate.results.outcomeValue.${String(row.outcome)}`)}
        </Badge>
      ),
    },
    { id: "score", priority: 2, header: t("operate.results.score"), width: 100, align: "end", accessor: (row) => row.score, cell: (row) => figure(row, row.score, format) },
    { id: "beans", priority: 1, header: t("operate.results.beans"), width: 110, align: "end", accessor: (row) => row.beans, cell: (row) => figure(row, row.beans, format) },
    {
      id: "rank",
      priority: 1,
      header: t("operate.results.rank"),
      width: 80,
      align: "end",
      // The ranking view: the server ranks each round's broadcasters (round_record_page sort=rank).
      sortable: true,
      accessor: (row) => row.rank,
      cell: (row) => figure(row, row.rank, format),
    },
    {
      id: "reward",
      priority: 2,
      header: t("operate.results.reward"),
      width: 130,
      align: "end",
      accessor: (row) => row.rewardBeans,
      cell: (row) => figure(row, row.rewardBeans, format),
    },
  ];
}
