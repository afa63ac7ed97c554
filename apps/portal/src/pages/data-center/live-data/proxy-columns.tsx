import { useBrokerageProxyBenefitByTypeQuery } from "@agent-portal/api-client/services/live-data-brokerage";
import type { Formatters } from "@agent-portal/i18n/use-formatters";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { pathOf } from "@agent-portal/permissions/route-path";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import type { LiveMetricType } from "#shared/live-data/live-metrics.ts";
import { INCOME_CURRENCY, LIVE_METRICS, formatMetric } from "#shared/live-data/live-metrics.ts";
import { metricColumn } from "#shared/live-data/metric-columns.ts";
import type { ProxyRow } from "./proxy-live-params.ts";
import { shareOf } from "./proxy-live-params.ts";

const METRIC_COLUMNS: readonly LiveMetricType[] = ["beans", "duration", "valid-days", "pk", "income"];

/** A sub-agency's commission of a month (brokerageBackend proxyBenefitByType `totalCents`), as money. */
function Commission({ proxyUid, month }: { readonly proxyUid: string; readonly month: string }) {
  const format = useFormatters();
  const query = useBrokerageProxyBenefitByTypeQuery({ month, proxyUid });
  return <span className="tabular-nums">{query.data !== undefined ? format.currency(query.data.totalCents, INCOME_CURRENCY) : query.isError ? "—" : "…"}</span>;
}

/** What the proxyLive columns need besides the row. */
export interface ProxyColumnsContext {
  /** The agency's beans over the range (the share's whole). */
  readonly agencyBeans: number | undefined;
  /** The month whose commission is shown, YYYY-MM (the range's last month). */
  readonly month: string;
  /** The query string of proxy-detail links (range and the way back). */
  readonly detailQuery: (proxyUid: string) => string;
}

/**
 * The proxyLive columns: the sub-agency (linking to its proxy-detail with the range and the way
 * back), its broadcasters, each figure, its share of the agency's beans, and its commission of the
 * range's last month.
 */
export function proxyColumns(t: TFunction, format: Formatters, context: ProxyColumnsContext): DataTableColumn<ProxyRow>[] {
  return [
    {
      id: "proxy",
      header: t("dataCenter.live.subAgency"),
      hideable: false,
      width: 220,
      accessor: (row) => `${row.name} (${row.bigoId})`,
      cell: (row) => (
        <Link to={`${pathOf("LiveDataProxyDetail", { type: "beans" })}${context.detailQuery(row.proxyUid)}`} className="flex min-w-0 flex-col text-brand-700 hover:underline">
          <span className="truncate">{row.name}</span>
          <bdi className="text-xs text-fg-muted">{row.bigoId}</bdi>
        </Link>
      ),
    },
    { id: "anchors", header: t("dataCenter.live.anchorCount"), width: 120, align: "end", accessor: (row) => format.number(row.anchorCount) },
    ...METRIC_COLUMNS.map((type): DataTableColumn<ProxyRow> =>
      metricColumn<ProxyRow>(t, type, (row) => formatMetric(type, row[LIVE_METRICS[type].field], format), { id: LIVE_METRICS[type].field, width: 130 }),
    ),
    {
      id: "share",
      header: t("dataCenter.live.share"),
      width: 110,
      align: "end",
      accessor: (row) => {
        const share = context.agencyBeans === undefined ? null : shareOf(row.beans, context.agencyBeans);
        return share === null ? "—" : format.percent(share, 1);
      },
    },
    {
      id: "commission",
      header: t("dataCenter.live.commission", { month: format.month(`${context.month}-01T00:00:00Z`, { timeZone: "UTC" }) }),
      width: 150,
      align: "end",
      accessor: () => "",
      cell: (row) => <Commission proxyUid={row.proxyUid} month={context.month} />,
    },
  ];
}
