import { skipToken } from "@reduxjs/toolkit/query";
import { useGetAgentAggrDataQuery, useGetAggrDataEntryQuery, useGetBrokerAggrDataQuery } from "@agent-portal/api-client/services/live-agent-service";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { StatCard } from "@agent-portal/ui-kit/components/stat-card";
import { useTranslation } from "react-i18next";
import { FailedLoad } from "#pages/data-center/shared/agency-overview.tsx";
import { deltaOf, placeholderDelta } from "#pages/data-center/shared/named-comparison.ts";
import { previousRange } from "#shared/live-data/compare.ts";
import type { DayRange } from "#shared/live-data/live-range.ts";
import { rangeSeconds } from "#shared/live-data/live-range.ts";

/** The aggregate calls' range (`start_time`, `end_time`: Unix seconds, inclusive) of a range of UTC days. */
export function aggregateRange(range: DayRange): { start_time: number; end_time: number } {
  const { startTime, endTime } = rangeSeconds(range);
  return { start_time: startTime, end_time: endTime };
}

/** Props of {@link NewAnchorsCard}. */
export interface NewAnchorsCardProps {
  /** The core tab's range (UTC days). */
  readonly range: DayRange;
  /** The comparison's name ("vs the previous period (…)"), the previous range of the same length. */
  readonly comparison: string;
}

/**
 * The core tab's "New broadcasters" (issue 20, item 1): the broadcasters who joined in the range
 * (`new_anchor_count`), of the whole agency (GetAgentAggrData) for a viewer shown the agency
 * aggregate, else of the viewer's own broadcasters (GetBrokerAggrData), as GetAggrDataEntry says;
 * with its change against the previous range of the same length, named (`comparison`; "—" without
 * an earlier base). Nothing for a viewer shown neither aggregate. A failed call says why, with Try
 * again. An item of the core tab's totals list.
 */
export function NewAnchorsCard({ range, comparison }: NewAnchorsCardProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const entry = useGetAggrDataEntryQuery({});
  const of = entry.data?.agent_entry === 1 ? "agency" : entry.data?.broker_entry === 1 ? "own" : null;
  const now = aggregateRange(range);
  const before = aggregateRange(previousRange(range));
  const agency = [useGetAgentAggrDataQuery(of === "agency" ? now : skipToken), useGetAgentAggrDataQuery(of === "agency" ? before : skipToken)] as const;
  const own = [useGetBrokerAggrDataQuery(of === "own" ? now : skipToken), useGetBrokerAggrDataQuery(of === "own" ? before : skipToken)] as const;
  if (of === null) return null;
  const [current, previous] = of === "agency" ? agency : own;
  const label = t("dataCenter.live.newAnchors");
  const failed = [current, previous].find((query) => query.isError);

  return (
    <li data-metric="newAnchors">
      {failed === undefined ? (
        <StatCard
          label={label}
          loading={current.isFetching || previous.isFetching || current.data === undefined || previous.data === undefined}
          value={current.data === undefined ? "" : format.number(current.data.summary.new_anchor_count)}
          hint={t(of === "agency" ? "dataCenter.live.joinedInRange" : "dataCenter.live.joinedInRangeOwn")}
          delta={
            current.data === undefined || previous.data === undefined
              ? placeholderDelta(format, comparison)
              : deltaOf(format, current.data.summary.new_anchor_count, previous.data.summary.new_anchor_count, comparison)
          }
        />
      ) : (
        <FailedLoad
          what={label}
          error={failed.error}
          retry={() => {
            void current.refetch();
            void previous.refetch();
          }}
        />
      )}
    </li>
  );
}
