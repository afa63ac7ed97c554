import { pathOf } from "@agent-portal/permissions/route-path";
import { CircleHelp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { LiveMetricType } from "./live-metrics.ts";

/** Props of {@link MetricDefinitionLink}. */
export interface MetricDefinitionLinkProps {
  /** The metric whose definition opens (desc/{type}). */
  readonly type: LiveMetricType;
  /** The name the link asks about ("What is <name>?"); default the metric's name. */
  readonly name?: string;
  /** The definitions route: the data center's (LiveDataDesc, the default) or the broadcaster section's (BroadcasterLiveDesc). */
  readonly route?: "LiveDataDesc" | "BroadcasterLiveDesc";
}

/**
 * The definition link of a live metric (issue 20): a help icon named and titled "What is <metric>?"
 * leading to its definition, desc/{type} (LiveDataDesc `/data-center/live-data/desc/:type`). A
 * plain link: in the Tab order, opened with Enter. Used after a metric's column header
 * (the `headerAction` of `metricColumn` in metric-columns.ts) so every live-data table explains its metrics,
 * and beside the label of each figure card (the core tab's, the broadcaster's live data).
 */
export function MetricDefinitionLink({ type, name, route = "LiveDataDesc" }: MetricDefinitionLinkProps) {
  const { t } = useTranslation();
  const label = t("broadcaster.live.whatIsName", { metric: name ?? t(`broadcaster.liveMetric.${type}.name`) });
  return (
    <Link
      to={pathOf(route, { type })}
      aria-label={label}
      title={label}
      data-metric-definition={type}
      className="grid size-6 shrink-0 place-items-center rounded text-fg-muted hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <CircleHelp aria-hidden="true" className="size-4" />
    </Link>
  );
}
