import { pathOf } from "@agent-portal/permissions/route-path";
import { EmptyState } from "@agent-portal/ui-kit/components/empty-state";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LIVE_METRIC_TYPES } from "./live-metrics.ts";

/** The state of detail/{type} or desc/{type} with a `type` that is not a metric: says so and lists the metrics. */
export function UnknownMetric({ type }: { readonly type: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t("broadcaster.live.unknownMetric")}
      description={<bdi>{type}</bdi>}
      action={
        <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm" aria-label={t("broadcaster.live.metrics")}>
          {LIVE_METRIC_TYPES.map((metric) => (
            <li key={metric}>
              <Link to={pathOf("BroadcasterLiveDesc", { type: metric })} className="text-brand-700 hover:underline">
                {t(`broadcaster.liveMetric.${metric}.name`)}
              </Link>
            </li>
          ))}
        </ul>
      }
    />
  );
}
