import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { LiveMetricType } from "./live-metrics.ts";
import { LIVE_METRIC_TYPES } from "./live-metrics.ts";

/** Props of {@link MetricLinks}. */
export interface MetricLinksProps {
  /** The metric the page shows (marked as the current page). */
  readonly current: LiveMetricType;
  /** The link of a metric's page (the same page for another metric, its query kept). */
  readonly hrefOf: (type: LiveMetricType) => string;
}

/** The metric switcher of a per-metric page (detail/{type}, proxy-detail/{type}): every metric by name, the current one marked. */
export function MetricLinks({ current, hrefOf }: MetricLinksProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("broadcaster.live.metrics")}>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {LIVE_METRIC_TYPES.map((other) => (
          <li key={other}>
            <Link
              to={hrefOf(other)}
              aria-current={other === current ? "page" : undefined}
              className="text-brand-700 hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-fg"
            >
              {t(`broadcaster.liveMetric.${other}.name`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
