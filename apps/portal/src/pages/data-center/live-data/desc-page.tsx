import { useLiveDataConfigQuery } from "@agent-portal/api-client/services/live-data-report";
import { pathOf } from "@agent-portal/permissions/route-path";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { LIVE_METRIC_TYPES, isLiveMetricType } from "#shared/live-data/live-metrics.ts";
import { MetricDefinition } from "#shared/live-data/metric-definition.tsx";
import { NotFound } from "#shared/not-found/not-found.tsx";

/**
 * desc/{type} of live data (SPEC section 2, LiveDataDesc `/data-center/live-data/desc/:type`;
 * issue 20): a metric's definition rendered from the server's configuration (live data `config`
 * `rules`), with links to the other metrics' definitions. An unknown `type` is NotFound (issue 20).
 */
export default function DescPage() {
  const { t } = useTranslation();
  const { type } = useParams();
  const config = useLiveDataConfigQuery();
  if (!isLiveMetricType(type)) return <NotFound />;
  return (
    <article aria-labelledby="metric-name" className="flex max-w-3xl flex-col gap-4 rounded-lg border border-border bg-surface p-4">
      <h2 id="metric-name" className="text-lg font-semibold text-fg">
        {t(`broadcaster.liveMetric.${type}.name`)}
      </h2>
      <MetricDefinition type={type} rules={config.data?.rules} />
      <nav aria-label={t("broadcaster.live.metrics")}>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {LIVE_METRIC_TYPES.filter((other) => other !== type).map((other) => (
            <li key={other}>
              <Link to={pathOf("LiveDataDesc", { type: other })} className="text-brand-700 hover:underline">
                {t(`broadcaster.liveMetric.${other}.name`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
