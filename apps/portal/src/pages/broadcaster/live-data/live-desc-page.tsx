import { pathOf } from "@agent-portal/permissions/route-path";
import { useLiveDataConfigQuery } from "@agent-portal/api-client/services/live-data-report";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { LIVE_METRIC_TYPES, isLiveMetricType } from "#shared/live-data/live-metrics.ts";
import { MetricDefinition } from "#shared/live-data/metric-definition.tsx";
import { UnknownMetric } from "#shared/live-data/unknown-metric.tsx";

/**
 * desc/{type} (alias live-desc/{type}; SPEC section 2, BroadcasterLiveDesc; issue 7): what a live
 * metric (`live-metrics.ts`) counts, in which unit, how it is counted and when it is final; links
 * to its detail for the agency; the rules (day boundary and zone, daily cap, valid day, voice rooms,
 * update delay) come from live data `config` (`MetricDefinition`); and to the other metrics' descriptions.
 */
export default function LiveDescPage() {
  const { t } = useTranslation();
  const { type } = useParams();
  const config = useLiveDataConfigQuery();
  if (!isLiveMetricType(type)) return <UnknownMetric type={type ?? ""} />;
  const key = `broadcaster.liveMetric.${type}`;
  return (
    <article aria-labelledby="metric-name" className="flex max-w-3xl flex-col gap-4 rounded-lg border border-border bg-surface p-4">
      <h2 id="metric-name" className="text-lg font-semibold text-fg">
        {t(`${key}.name`)}
      </h2>
      <MetricDefinition type={type} rules={config.data?.rules} />
      <Link to={pathOf("BroadcasterLiveDetail", { type })} className="text-sm text-brand-700 hover:underline">
        {t("broadcaster.live.agencyDetail", { metric: t(`${key}.name`) })}
      </Link>
      <nav aria-label={t("broadcaster.live.metrics")}>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {LIVE_METRIC_TYPES.filter((other) => other !== type).map((other) => (
            <li key={other}>
              <Link to={pathOf("BroadcasterLiveDesc", { type: other })} className="text-brand-700 hover:underline">
                {t(`broadcaster.liveMetric.${other}.name`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
