import { skipToken } from "@reduxjs/toolkit/query";
import { useGetAnchorListWithPkInfoQuery } from "@agent-portal/api-client/services/live-agent-service-pk";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Button } from "@agent-portal/ui-kit/components/button";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { NOT_SENT_VIEW, useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import type { ListState } from "@agent-portal/app-runtime/list/use-list-state";
import type { ASSIGN_PK_SPEC, PkAnchor } from "./assign-pk-params.ts";
import { anchorListRequest } from "./assign-pk-params.ts";
import { PkBigoFilter } from "./pk-bigo-filter.tsx";
import { pkFigureColumns } from "./pk-columns.tsx";

/**
 * The first step of assign-PK: the agency's signed broadcasters with their PK figures of 30 days
 * (GetAnchorListWithPkInfo, most PKs first), searched by Bigo ID and paged on the server, each with
 * "n / limit recommended" and a button that opens their candidates (`anchor` in the URL).
 */
export function PkAnchorList({ list }: { readonly list: ListState<typeof ASSIGN_PK_SPEC> }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const request = useMemo(() => anchorListRequest(list.values), [list.values]);
  const query = useGetAnchorListWithPkInfoQuery(request ?? skipToken);
  const fetched = useListQuery(query);
  const view = request === null ? NOT_SENT_VIEW : fetched;
  const limit = query.data?.recommend_limit;

  const columns = useMemo<DataTableColumn<PkAnchor>[]>(
    () => [
      ...pkFigureColumns<PkAnchor>(t, format, false),
      {
        id: "recommended",
        priority: 1,
        header: t("operate.assignPk.column.recommended"),
        width: 150,
        align: "end",
        accessor: (row) => row.recommend_count,
        cell: (row) => (limit === undefined ? format.number(row.recommend_count) : t("operate.assignPk.countOfLimit", { count: row.recommend_count, limit })),
      },
      {
        id: "choose",
        header: t("operate.assignPk.column.actions"),
        hideable: false,
        excludeFromExport: true,
        width: 170,
        accessor: () => "",
        cell: (row) => (
          <Button size="sm" variant="secondary" onClick={() => list.update({ anchor: row.bigo_id, bigo: "", source: "agency", sort: "default", order: "desc" }, { push: true })}>
            {t("operate.assignPk.choose")}
            <span className="sr-only"> {row.nick_name}</span>
          </Button>
        ),
      },
    ],
    [t, format, limit, list],
  );

  return (
    <ListPage label={t("route.AssignPk")} filters={<PkBigoFilter list={list} label={t("operate.assignPk.anchorFilter")} />}>
      <p className="text-sm text-fg-muted">{t("operate.assignPk.anchorIntro")}</p>
      <ListTable
        caption={t("operate.assignPk.anchorsCaption")}
        columns={columns}
        view={view}
        state={list.table}
        getRowId={(row) => row.anchor_uid}
        exportFileName={false}
        emptyTitle={request === null ? t("shared.bigoId.invalid") : list.values.bigo === "" ? t("operate.assignPk.noAnchors") : t("shared.list.emptyFiltered")}
      />
    </ListPage>
  );
}
