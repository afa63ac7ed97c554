import { useLiveDataConfigQuery } from "@agent-portal/api-client/services/live-data-report";
import { pathOf } from "@agent-portal/permissions/route-path";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { LIVE_METRIC_TYPES, isLiveMetricType } from "#shared/live-data/live-metrics.ts";
import { MetricDefinition } from "#shared/live-data/metric-definition.tsx";
import { NotFound } from "#shared/not-found/not-found.tsx";
import { NEW_BROADCASTERS_TYPE, NewBroadcasterDefinition } from "#pages/data-center/new-broadcasters/new-broadcaster-definition.tsx";

/**
 * desc/{type} of live data (SPEC section 2, LiveDataDesc `/data-center/live-data/desc/:type`;
 * issue 20): a metric's definition rendered from the server's configuration (live data `config`
 * `rules`), with links to the other metrics' definitions; `new-broadcasters` defines what counts
 * as a new broadcaster (milestones from live data `new_anchor/milestones`). An unknown `type` is
 * NotFound (issue 20).
 */
export default function DescPage() {
  const { t } = useTranslation();
  const { type } = useParams();
  const config = useLiveDataConfigQuery();
  const newBroadcasters = type === NEW_BROADCASTERS_TYPE;
  if (!newBroadcasters && !isLiveMetricType(type)) return <NotFound />;
  return (
    <article aria-labelledby="metric-name" className="flex max-w-3xl flex-col gap-4 rounded-lg border border-border bg-surface p-4">
      <h2 id="metric-name" className="text-lg font-semibold text-fg">
        {newBroadcasters ? t("dataCenter.live.newAnchors") : t(`broadcaster.liveMetric.${type}.name`)}
      </h2>
      {newBroadcasters ? <NewBroadcasterDefinition rules={config.data?.rules} /> : <MetricDefinition type={type} rules={config.data?.rules} />}
      <nav aria-label={t("broadcaster.live.metrics")}>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {LIVE_METRIC_TYPES.filter((other) => other !== type).map((other) => (
            <li key={other}>
              <Link to={pathOf("LiveDataDesc", { type: other })} className="text-brand-700 hover:underline">
                {t(`broadcaster.liveMetric.${other}.name`)}
              </Link>
            </li>
          ))}
          {!newBroadcasters && (
            <li>
              <Link to={pathOf("LiveDataDesc", { type: NEW_BROADCASTERS_TYPE })} className="text-brand-700 hover:underline">
                {t("dataCenter.live.newAnchors")}
              </Link>
            </li>
          )}
        </ul>
      </nav>
    </article>
  );
}
