import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import type { agentOssOverview } from "@agent-portal/api-client/contract/live-data-agent-oss";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { pathOf } from "@agent-portal/permissions/route-path";
import { StatCard } from "@agent-portal/ui-kit/components/stat-card";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { winRate } from "#shared/live-data/compare.ts";
import type { LiveMetricType } from "#shared/live-data/live-metrics.ts";
import { LIVE_METRICS, formatMetric } from "#shared/live-data/live-metrics.ts";
import { MetricDefinitionLink } from "#shared/live-data/metric-definition-link.tsx";
import { deltaOf, placeholderDelta } from "#pages/data-center/shared/named-comparison.ts";

type Overview = ResponseOf<typeof agentOssOverview>;

/** The metrics of the core tab's cards with a change against the previous range, in order. */
const CARD_METRICS: readonly LiveMetricType[] = ["beans", "duration", "valid-days", "pk"];

/** Props of {@link CoreCards}. */
export interface CoreCardsProps {
  /** The overview answer; undefined while loading. */
  readonly overview: Overview | undefined;
  /** The comparison's name, e.g. "vs the previous 30 days (Oct 2 – Oct 31)". */
  readonly comparison: string;
  /** The range's query string (`?from=…&to=…`), carried to each metric's detail/{type}. */
  readonly rangeQuery: string;
  /** Further figures of the totals, each an `<li>` (the new broadcasters). */
  readonly children?: ReactNode;
}

/**
 * The agency's totals for the range (agentOss overview): beans, live time, valid live days and PK
 * battles, each with its change against the previous range of the same length, named
 * (`comparison`; "—" without an earlier base, never "∞%"), then broadcasters live and the PK win
 * rate with its count (a gap without battles), then `children` (the new broadcasters). Each figure links to its detail (detail/{type}, the
 * range kept) and to its definition.
 */
export function CoreCards({ overview, comparison, rangeQuery, children }: CoreCardsProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const loading = overview === undefined;
  const rate = overview === undefined ? null : winRate(overview.current.pkWinCount, overview.current.pkCount);
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label={t("broadcaster.live.totals")} data-testid="core-totals">
      {CARD_METRICS.map((type) => {
        const name = t(`broadcaster.liveMetric.${type}.name`);
        const field = LIVE_METRICS[type].field;
        return (
          <li key={type} data-metric={field}>
            <StatCard
              loading={loading}
              label={
                <span className="flex min-w-0 items-center gap-1">
                  <Link to={`${pathOf("LiveDataDetail", { type })}${rangeQuery}`} className="truncate hover:underline">
                    {name}
                  </Link>
                  <MetricDefinitionLink type={type} name={name} />
                </span>
              }
              value={overview === undefined ? "" : formatMetric(type, overview.current[field], format)}
              delta={overview === undefined ? placeholderDelta(format, comparison) : deltaOf(format, overview.current[field], overview.previous[field], comparison)}
            />
          </li>
        );
      })}
      <li data-metric="activeAnchors">
        <StatCard loading={loading} label={t("dataCenter.live.activeAnchors")} value={overview === undefined ? "" : format.number(overview.activeAnchors)} />
      </li>
      <li data-metric="winRate">
        <StatCard
          loading={loading}
          label={
            <span className="flex min-w-0 items-center gap-1">
              <span className="truncate">{t("dataCenter.live.winRate")}</span>
              <MetricDefinitionLink type="pk" name={t("dataCenter.live.winRate")} />
            </span>
          }
          value={rate === null ? "—" : format.percent(rate, 1)}
          hint={t("dataCenter.live.ofBattles", { n: format.number(overview?.current.pkCount ?? 0) })}
        />
      </li>
      {children}
    </ul>
  );
}
