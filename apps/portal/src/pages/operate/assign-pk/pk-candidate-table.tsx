import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { Button } from "@agent-portal/ui-kit/components/button";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import { useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { NOT_SENT_VIEW, useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import type { PageQueryResult } from "@agent-portal/app-runtime/list/use-list-query";
import type { ListState } from "@agent-portal/app-runtime/list/use-list-state";
import type { ASSIGN_PK_SPEC, CandidatePage, PkAnchor, PkCandidate } from "./assign-pk-params.ts";
import { PkBigoFilter } from "./pk-bigo-filter.tsx";
import { pkFigureColumns } from "./pk-columns.tsx";
import { useRecommend } from "./use-recommend.ts";

/** Props of {@link PkCandidateTable}. */
export interface PkCandidateTableProps {
  readonly list: ListState<typeof ASSIGN_PK_SPEC>;
  /** The broadcaster whose opponents are chosen. */
  readonly anchor: PkAnchor;
  /** The shown tab's candidate query. */
  readonly query: PageQueryResult<PkCandidate> & { readonly data?: CandidatePage | undefined; readonly fulfilledTimeStamp?: number | undefined };
  /** Whether the search is a Bigo ID that cannot exist (nothing was sent). */
  readonly invalid: boolean;
}

/**
 * A candidate list (one source tab): "7 / 10 recommended" from the server's answer, search by Bigo
 * ID, sort by beans, win rate or PKs (server), paging, and per row Recommend or Withdraw that
 * responds at once and rolls back with a message when refused (`useRecommend`). At the limit,
 * Recommend is disabled and the reason shows beside the count.
 */
export function PkCandidateTable({ list, anchor, query, invalid }: PkCandidateTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const reasonId = useId();
  const fetched = useListQuery(query);
  const view = invalid ? NOT_SENT_VIEW : fetched;
  const recommend = useRecommend(
    anchor.anchor_uid,
    {
      count: query.data?.recommend_count ?? anchor.recommend_count,
      limit: query.data?.recommend_limit ?? Number.POSITIVE_INFINITY,
      fetchedAt: query.fulfilledTimeStamp,
    },
    view.retry,
  );
  const known = query.data !== undefined;

  const columns = useMemo<DataTableColumn<PkCandidate>[]>(
    () => [
      ...pkFigureColumns<PkCandidate>(t, format, true),
      { id: "region", priority: 4, header: t("operate.assignPk.column.region"), width: 140, accessor: (row) => format.region(row.country) },
      {
        id: "beans",
        priority: 3,
        header: t("operate.assignPk.column.beans"),
        width: 130,
        align: "end",
        sortable: true,
        accessor: (row) => row.beans_30d,
        cell: (row) => format.number(row.beans_30d),
      },
      {
        id: "recommend",
        header: t("operate.assignPk.column.recommended"),
        hideable: false,
        excludeFromExport: true,
        width: 220,
        accessor: (row) => (recommend.isRecommended(row) ? 1 : 0),
        cell: (row) => {
          const on = recommend.isRecommended(row);
          return (
            <span className="flex items-center gap-2">
              {on ? <Badge tone="brand">{t("operate.assignPk.recommended")}</Badge> : null}
              <Button
                size="sm"
                variant={on ? "ghost" : "secondary"}
                disabled={!on && recommend.full}
                aria-describedby={!on && recommend.full ? reasonId : undefined}
                onClick={() => recommend.toggle(row)}
              >
                {on ? t("operate.assignPk.withdraw") : t("operate.assignPk.recommend")}
                <span className="sr-only"> {row.nick_name}</span>
              </Button>
            </span>
          );
        },
      },
    ],
    [t, format, recommend, reasonId],
  );

  return (
    <div className="flex flex-col gap-4">
      <PkBigoFilter list={list} label={t("operate.assignPk.candidateFilter")} />
      {known ? (
        <p className="flex flex-wrap items-center gap-3 text-sm" aria-live="polite">
          <strong data-testid="pk-recommend-count">{t("operate.assignPk.countOfLimit", { count: recommend.count, limit: recommend.limit })}</strong>
          {recommend.full ? (
            <span id={reasonId} className="text-fg-muted">
              {t("operate.assignPk.fullReason", { limit: recommend.limit })}
            </span>
          ) : null}
        </p>
      ) : null}
      <ListTable
        caption={t(`operate.assignPk.source.${list.values.source}`)}
        columns={columns}
        view={view}
        state={list.table}
        getRowId={(row) => row.anchor_uid}
        exportFileName={false}
        emptyTitle={invalid ? t("shared.bigoId.invalid") : list.values.bigo === "" ? t(`operate.assignPk.empty.${list.values.source}`) : t("shared.list.emptyFiltered")}
      />
    </div>
  );
}
