import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import type { GetAgentData } from "@agent-portal/api-client/contract/live-agent-front-agent";
import { useGetAgentDataQuery } from "@agent-portal/api-client/services/live-agent-front-agent";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import type { Formatters } from "@agent-portal/i18n/format/create-formatters";
import { pathOf } from "@agent-portal/permissions/route-path";
import { StatCard } from "@agent-portal/ui-kit/components/stat-card";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { changeRatio, monthPeriods, trendOf } from "./month-compare.ts";

type AgentData = ResponseOf<typeof GetAgentData>;

/** The figures of the strip: the GetAgentData field, its text key and how it is written. */
const FIGURES: readonly { readonly field: keyof AgentData; readonly key: string; readonly format: (format: Formatters, value: number) => string }[] = [
  { field: "active_anchor_count", key: "activeAnchors", format: (format, value) => format.number(value) },
  { field: "new_anchor_count", key: "newAnchors", format: (format, value) => format.number(value) },
  { field: "beans", key: "beans", format: (format, value) => format.beans(value) },
  { field: "live_duration", key: "liveDuration", format: (format, value) => format.duration(value) },
];

// One card per row on a phone, two from 40rem, four from 80rem: a card narrower than about 13rem
// breaks a figure such as "4,597,695 beans" over two lines, taller than its placeholder.
const GRID = "grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4";

/**
 * The agency's headline figures (issue 25, item 1), for holders of LiveDataAnalysis: this month so
 * far against the same days of last month (GetAgentData twice, `monthPeriods`), with a link to the
 * data center's live data. Loading (the four cards with skeleton values, so nothing below moves when
 * the figures come), failure (translated, with Try again) through `QueryView`.
 */
export function HeadlineStrip() {
  const { t } = useTranslation();
  const format = useFormatters();
  const periods = useMemo(() => monthPeriods(new Date()), []);
  // What a loaded card says under its figure, as wide as most: the placeholders keep that height.
  // A literal sample: formatting it would build the first Intl object (the ICU data, about 25 ms)
  // inside the first render instead of in the warm-up's own task.
  const sampleDelta = t("welcome.headline.vsLastMonth", { change: "+10%" });
  const current = useGetAgentDataQuery(periods.current);
  const previous = useGetAgentDataQuery(periods.previous);
  const both = {
    data: current.data !== undefined && previous.data !== undefined ? { current: current.data, previous: previous.data } : undefined,
    error: current.error ?? previous.error,
    isError: current.isError || previous.isError,
    isLoading: current.isLoading || previous.isLoading,
    isFetching: current.isFetching || previous.isFetching,
    refetch: () => {
      if (current.isError) void current.refetch();
      if (previous.isError) void previous.refetch();
    },
  };
  return (
    <section aria-labelledby="headline-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="headline-title" className="text-lg font-semibold text-fg">
          {t("welcome.headline.title")}
        </h2>
        <Link to={pathOf("LiveData")} className="text-sm text-brand-700 hover:underline">
          {t("welcome.headline.more")}
        </Link>
      </div>
      <QueryView
        query={both}
        placeholder={
          <ul aria-busy="true" aria-label={t("common.loading")} className={GRID}>
            {FIGURES.map((figure) => (
              <li key={figure.field}>
                <StatCard label={t(`welcome.headline.${figure.key}`)} value="" delta={{ trend: "flat", label: sampleDelta }} loading />
              </li>
            ))}
          </ul>
        }
      >
        {({ current: now, previous: before }) => (
          <ul className={GRID}>
            {FIGURES.map((figure) => {
              const ratio = changeRatio(now[figure.field], before[figure.field]);
              return (
                <li key={figure.field}>
                  <StatCard
                    label={t(`welcome.headline.${figure.key}`)}
                    value={figure.format(format, now[figure.field])}
                    delta={{
                      trend: trendOf(ratio),
                      label: ratio === null ? t("welcome.headline.noBase") : t("welcome.headline.vsLastMonth", { change: `${ratio > 0 ? "+" : ""}${format.percent(ratio, 0)}` }),
                    }}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
