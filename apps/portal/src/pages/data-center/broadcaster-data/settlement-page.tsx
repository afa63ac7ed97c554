import { useLiveDataConfigQuery } from "@agent-portal/api-client/services/live-data-report";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { Skeleton } from "@agent-portal/ui-kit/components/skeleton";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { monthOptions } from "#pages/data-center/broadcaster-stats/month-params.ts";
import { DataAsOf } from "#pages/data-center/shared/data-as-of.tsx";
import { CommissionByType } from "./commission-by-type.tsx";
import { SETTLEMENT_SORTABLE, SETTLEMENT_SPEC } from "./settlement-params.ts";
import { Statements } from "./statements.tsx";
import { MonthField } from "#pages/data-center/shared/month-field.tsx";

/**
 * Broadcaster data, proxy: the agency's settlement (SPEC section 2, LiveDataProxy
 * `/data-center/broadcaster-data/proxy`; issue 20 item 5): its monthly statements (agentOss
 * invoiceList) with signing as a deliberate, confirmed action (agentOss signature), and its
 * commission of a chosen month by benefit type (brokerageBackend proxyBenefitByType), each type
 * linked to its rule (typeRulePage). Month and the statements' page live in the URL.
 */
export default function SettlementPage() {
  const { t } = useTranslation();
  const list = useListState(SETTLEMENT_SPEC, SETTLEMENT_SORTABLE);
  const config = useLiveDataConfigQuery();
  const options = useMemo(() => (config.data ? monthOptions(config.data.minDay, config.data.maxDay) : []), [config.data]);
  const month = list.values.month !== null && options.includes(list.values.month) ? list.values.month : (options[0] ?? null);

  return (
    <section aria-label={t("route.LiveDataProxy")} className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <h2 className="text-base font-semibold">{t("dataCenter.settlement.statements")}</h2>
        <p className="text-sm text-fg-muted">{t("dataCenter.settlement.statementsHint")}</p>
        <Statements list={list} />
      </div>
      <div className="flex flex-col gap-3">
        <h2 className="text-base font-semibold">{t("dataCenter.settlement.commissionTitle")}</h2>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <MonthField options={options} month={month} onChange={(value) => list.update({ month: value }, { resetPage: false })} />
          {config.data ? <DataAsOf day={config.data.maxDay} inProgress={month === config.data.maxDay.slice(0, 7)} /> : null}
        </div>
        {month === null ? <Skeleton className="h-48" /> : <CommissionByType month={month} />}
      </div>
    </section>
  );
}
