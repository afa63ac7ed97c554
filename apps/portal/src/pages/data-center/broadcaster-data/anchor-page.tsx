import { skipToken } from "@reduxjs/toolkit/query";
import { BenefitType } from "@agent-portal/api-client/enums";
import { useBrokerageAnchorListByTypeQuery, useBrokerageAnchorListQuery, useLazyBrokerageAnchorExportUrlQuery } from "@agent-portal/api-client/services/live-data-brokerage";
import { useLiveDataConfigQuery } from "@agent-portal/api-client/services/live-data-report";
import { FilterBar, ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useColumnVisibility } from "@agent-portal/app-runtime/list/use-column-visibility";
import { useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { BigoIdField } from "#shared/list/bigo-id-field.tsx";
import { EnumFilter } from "#shared/list/enum-filter.tsx";
import { ServerExportButton, useServerExport } from "#shared/list/server-export.tsx";
import { useBigoIdFilter } from "#shared/list/use-bigo-id-filter.ts";
import { monthOptions } from "#pages/data-center/broadcaster-stats/month-params.ts";
import { DataAsOf } from "#pages/data-center/shared/data-as-of.tsx";
import { anchorColumns } from "./anchor-columns.tsx";
import type { AnchorIncomeRow } from "./anchor-params.ts";
import { ANCHOR_SORTABLE, ANCHOR_SPEC, anchorExportFileName, anchorExportRequest, anchorRequests } from "./anchor-params.ts";
import { AnchorTotals } from "./anchor-totals.tsx";
import { MonthField } from "#pages/data-center/shared/month-field.tsx";

const COLUMN_IDS = ["broadcaster", "amount", "type1", "type2", "type3", "type4", "type5"] as const;
const TYPES = Object.values(BenefitType);

/**
 * Broadcaster data, anchor (SPEC section 2, LiveDataAnchor `/data-center/broadcaster-data/anchor`;
 * issue 20 item 2): each broadcaster's income of a month, in all and by benefit type
 * (brokerageBackend anchorList), or of one type (anchorListByType), highest first; totals over
 * every row from the server; the export is the server's file of the same month, type and Bigo ID
 * (brokerageBackend anchorExportUrl). Month, type, Bigo ID and page live in the URL.
 */
export default function AnchorPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const list = useListState(ANCHOR_SPEC, ANCHOR_SORTABLE);
  const config = useLiveDataConfigQuery();
  const options = useMemo(() => (config.data ? monthOptions(config.data.minDay, config.data.maxDay) : []), [config.data]);
  const month = list.values.month !== null && options.includes(list.values.month) ? list.values.month : (options[0] ?? null);
  const requests = useMemo(() => anchorRequests(list.values, month), [list.values, month]);
  const all = useBrokerageAnchorListQuery(requests?.all ?? skipToken);
  const byType = useBrokerageAnchorListByTypeQuery(requests?.byType ?? skipToken);
  const typed = list.values.type !== null;
  const allView = useListQuery<AnchorIncomeRow>(all);
  const typeView = useListQuery<AnchorIncomeRow>(byType);
  const bigo = useBigoIdFilter(list.values.bigo, (value) => list.update({ bigo: value }));
  const exportRequest = useMemo(() => anchorExportRequest(list.values, month), [list.values, month]);
  const exporter = useServerExport(useLazyBrokerageAnchorExportUrlQuery(), exportRequest, anchorExportFileName(month, list.values.type));
  const [visibility, setVisibility] = useColumnVisibility("broadcaster-data-anchor", COLUMN_IDS);
  const columns = useMemo(() => anchorColumns(t, format, list.values.type), [t, format, list.values.type]);
  const allAnswer = all.isError ? undefined : all.currentData;
  const typeAnswer = byType.isError ? undefined : byType.currentData;
  const filtered = list.values.bigo !== "" || typed;

  return (
    <ListPage
      label={t("route.LiveDataAnchor")}
      filters={
        <FilterBar
          label={t("dataCenter.filters")}
          onSubmit={bigo.submit}
          active={filtered}
          onReset={() => {
            bigo.reset();
            list.update({ bigo: "", type: null });
          }}
        >
          <MonthField options={options} month={month} onChange={(value) => list.update({ month: value })} />
          <EnumFilter
            label={t("dataCenter.settlement.type")}
            value={list.values.type}
            values={TYPES}
            labelOf={(type) => t(`dataCenter.benefit.${String(type)}`)}
            onChange={(type) => list.update({ type })}
          />
          <BigoIdField filter={bigo} />
        </FilterBar>
      }
      actions={<ServerExportButton exporter={exporter} />}
      summary={config.data ? <DataAsOf day={config.data.maxDay} inProgress={month === config.data.maxDay.slice(0, 7)} /> : null}
    >
      {typed ? (
        typeAnswer ? (
          <AnchorTotals count={typeAnswer.total} amountCents={typeAnswer.totalCents} byType={null} />
        ) : null
      ) : allAnswer ? (
        <AnchorTotals count={allAnswer.total} amountCents={allAnswer.totals.amountCents} byType={allAnswer.totals.byType} />
      ) : null}
      <ListTable
        caption={t("route.LiveDataAnchor")}
        columns={columns}
        view={typed ? typeView : allView}
        state={list.table}
        getRowId={(row) => row.uid}
        columnVisibility={visibility}
        onColumnVisibilityChange={setVisibility}
        exportFileName={false}
        emptyTitle={requests === null && month !== null ? t("shared.bigoId.invalid") : filtered ? t("shared.list.emptyFiltered") : t("dataCenter.anchor.empty")}
      />
    </ListPage>
  );
}
