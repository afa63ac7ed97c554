import type { Formatters } from "@agent-portal/i18n/use-formatters";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";
import { beansPerPk, winRate } from "./assign-pk-params.ts";

/** The fields both PK tables show: who the broadcaster is, live now, and PK figures of 30 days. */
interface PkFigures {
  readonly nick_name: string;
  readonly bigo_id: string;
  readonly online: 0 | 1;
  readonly pk_count_30d: number;
  readonly pk_win_count_30d: number;
  readonly pk_beans_30d: number;
}

/** "—" where a ratio has no PK to divide by (screen rule 9: a ratio leaves a gap). */
const GAP = "—";

/**
 * The columns of a broadcaster with PK figures (GetAnchorListWithPkInfo definitions, last 30 days):
 * name with a "live now" badge, Bigo ID, PKs, win rate with its count ("55 % (11 / 20)"), beans per
 * PK. `sortable` marks the columns the server sorts (the candidate lists).
 */
export function pkFigureColumns<Row extends PkFigures>(t: TFunction, format: Formatters, sortable: boolean): DataTableColumn<Row>[] {
  return [
    {
      id: "name",
      header: t("operate.assignPk.column.name"),
      hideable: false,
      width: 200,
      accessor: (row) => row.nick_name,
      cell: (row) => (
        <span className="flex min-w-0 items-center gap-2">
          <bdi className="truncate font-medium">{row.nick_name}</bdi>
          {row.online === 1 ? (
            <Badge tone="success" size="sm">
              {t("operate.assignPk.liveNow")}
            </Badge>
          ) : null}
        </span>
      ),
    },
    { id: "bigoId", priority: 1, header: t("shared.bigoId.label"), width: 150, accessor: (row) => row.bigo_id },
    {
      id: "pkCount",
      priority: 2,
      header: t("operate.assignPk.column.pkCount"),
      width: 110,
      align: "end",
      sortable,
      accessor: (row) => row.pk_count_30d,
      cell: (row) => format.number(row.pk_count_30d),
    },
    {
      id: "winRate",
      priority: 2,
      header: t("operate.assignPk.column.winRate"),
      width: 160,
      align: "end",
      sortable,
      accessor: (row) => winRate(row.pk_count_30d, row.pk_win_count_30d) ?? "",
      cell: (row) => {
        const rate = winRate(row.pk_count_30d, row.pk_win_count_30d);
        return rate === null
          ? GAP
          : t("operate.assignPk.winRateValue", { rate: format.percent(rate, 0), wins: format.number(row.pk_win_count_30d), pks: format.number(row.pk_count_30d) });
      },
    },
    {
      id: "beansPerPk",
      priority: 3,
      header: t("operate.assignPk.column.beansPerPk"),
      width: 130,
      align: "end",
      accessor: (row) => beansPerPk(row.pk_count_30d, row.pk_beans_30d) ?? "",
      cell: (row) => {
        const beans = beansPerPk(row.pk_count_30d, row.pk_beans_30d);
        return beans === null ? GAP : format.number(beans);
      },
    },
  ];
}
