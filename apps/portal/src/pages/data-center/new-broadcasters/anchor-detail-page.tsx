import { skipToken } from "@reduxjs/toolkit/query";
import { isApiError } from "@agent-portal/api-client/errors";
import { LiveDataErrorCode } from "@agent-portal/api-client/contract/live-data-shared";
import { useNewAnchorProxyDetailsQuery } from "@agent-portal/api-client/services/live-data-new-anchor";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { useUrlState } from "@agent-portal/app-runtime/url-state/use-url-state";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { pathOf } from "@agent-portal/permissions/route-path";
import { Button } from "@agent-portal/ui-kit/components/button";
import { DescriptionList } from "@agent-portal/ui-kit/components/description-list";
import { LineChart } from "@agent-portal/ui-kit/components/line-chart";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { dayOfSeconds } from "#shared/dates/day-range.ts";
import { formatMetric } from "#shared/live-data/live-metrics.ts";
import { rangeSeconds } from "#shared/live-data/live-range.ts";
import { NotFound } from "#shared/not-found/not-found.tsx";
import { ReGradeDialog } from "#shared/dialogs/regrade-dialog.tsx";
import { GradeBadge } from "./agent-columns.tsx";
import { dayNumber, milestoneStates } from "./milestones.ts";
import { MilestoneList } from "./milestone-list.tsx";
import { DETAIL_SPEC, backQuery, useSinceJoining } from "./params.ts";

/** Days after joining during which a re-grade may be asked for (broker SendNewAnchorReGrade; 31008 after). */
export const REGRADE_DAYS = 30;

/**
 * New-broadcaster data, one broadcaster (SPEC section 2, NewBroadcasterDataAnchorDetail
 * `/data-center/new-broadcaster-data/anchor-detail?uid=`; issue 20, item 3): who they are, when
 * they joined and their day since joining, their grade with a re-grade request (broker
 * SendNewAnchorReGrade, within 30 days of joining), their figures since joining, each milestone's
 * state from their days (`new_anchor/proxy/details`), and their cumulative live time per day as a
 * chart with its table. A broadcaster who is not a new broadcaster of the agency is NotFound.
 */
export default function NewBroadcasterDetailPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const [values] = useUrlState(DETAIL_SPEC);
  const since = useSinceJoining();
  const [regrade, setRegrade] = useState(false);
  const query = useNewAnchorProxyDetailsQuery(since.range === null || values.uid === "" ? skipToken : { uid: values.uid, ...rangeSeconds(since.range) });
  if (values.uid === "" || (isApiError(query.error) && query.error.kind === "business" && query.error.code === LiveDataErrorCode.NotFound)) return <NotFound />;
  const lastDay = since.lastDay ?? "";
  const dateOf = (day: string) => format.date(`${day}T00:00:00Z`, { timeZone: "UTC" });

  return (
    <section aria-label={t("route.NewBroadcasterDataAnchorDetail")} className="flex flex-col gap-4">
      <Link to={`${pathOf("NewBroadcasterDataAgent")}${backQuery(values.back)}`} className="text-sm text-brand-700 hover:underline">
        {t("dataCenter.newAnchors.back")}
      </Link>
      <QueryView query={since.query} lines={1}>
        {() => null}
      </QueryView>
      <QueryView query={query} lines={8}>
        {({ anchor, list }) => {
          const day = dayNumber(anchor.joinTime, lastDay);
          const days = [...list].sort((a, b) => a.day.localeCompare(b.day));
          let total = 0;
          const cumulative = days.map((row) => (total += row.liveDuration));
          return (
            <>
              <div className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-border bg-surface p-4">
                <div className="flex flex-col gap-1">
                  <h2 className="text-lg font-semibold text-fg">
                    <bdi>{anchor.nickName}</bdi> <bdi className="text-sm font-normal text-fg-muted">{anchor.bigoId}</bdi>
                  </h2>
                  <p className="text-sm text-fg-muted">{t("dataCenter.newAnchors.joinedOn", { day: dateOf(dayOfSeconds(anchor.joinTime)), n: format.number(day) })}</p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="text-sm text-fg-muted">{t("dataCenter.newAnchors.grade")}</span>
                  <GradeBadge grade={anchor.grade} t={t} />
                  {day <= REGRADE_DAYS && (
                    <Button variant="secondary" size="sm" onClick={() => setRegrade(true)}>
                      {t("broadcaster.list.action.reGrade")}
                    </Button>
                  )}
                </div>
              </div>
              <DescriptionList
                columns={3}
                items={[
                  { term: t("broadcaster.liveMetric.duration.name"), description: formatMetric("duration", anchor.liveDuration, format) },
                  { term: t("broadcaster.liveMetric.valid-days.name"), description: format.number(anchor.validLiveDays) },
                  { term: t("broadcaster.liveMetric.beans.name"), description: formatMetric("beans", anchor.beans, format) },
                ]}
              />
              <section aria-labelledby="milestones-title" className="flex flex-col gap-2">
                <h3 id="milestones-title" className="text-base font-semibold text-fg">
                  {t("dataCenter.newAnchors.milestones")}
                </h3>
                <MilestoneList states={milestoneStates(since.milestones, anchor.joinTime, lastDay, list)} />
              </section>
              <LineChart
                title={t("dataCenter.newAnchors.cumulativeChart")}
                description={t("dataCenter.newAnchors.cumulativeChartDescription")}
                categoryLabel={t("broadcaster.live.day")}
                categories={days.map((row) => dateOf(row.day))}
                series={[{ key: "cumulative", label: t("broadcaster.liveMetric.duration.name"), values: cumulative }]}
                formatValue={(value) => formatMetric("duration", value, format)}
                showTable
                emptyText={t("broadcaster.live.noData")}
              />
              {regrade && <ReGradeDialog anchor={{ anchor_uid: anchor.uid, nick_name: anchor.nickName }} onClose={() => setRegrade(false)} />}
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
