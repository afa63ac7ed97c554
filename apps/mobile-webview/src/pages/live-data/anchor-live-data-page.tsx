import { useCreatorAchieveLevelQuery, useCreatorLivedataQuery, useCreatorLiveOrderQuery } from "@agent-portal/api-client/services/live-data-multi-room";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { useTranslation } from "react-i18next";
import { MonthSelect } from "#shared/month-select.tsx";
import { monthOf, monthRange, monthStart } from "#shared/report-months.ts";
import { Section } from "#shared/section.tsx";
import { useReportMonth } from "#shared/use-report-month.ts";
import { useNow } from "#shared/use-now.ts";
import { CreatorLevel } from "./creator-level.tsx";
import { LiveFigures, isNotLive } from "./live-figures.tsx";
import { MonthTier } from "./month-tier.tsx";

/**
 * AnchorLiveData (`/m/live-data`; issue 20 item 7): the broadcaster's own data in the webview.
 * Their creator level this month and the progress to the next (creator achieveLevel); then, for the
 * month chosen (the URL's `?month=YYYY-MM`, one of the last six UTC months, the current one by
 * default), their live figures with every day (creator livedata over the month) and their tier in
 * that month with what the next tier still needs (their own row of creator liveOrder; the sandbox
 * answers a caller without live-data permission their own rows only). "Data as of" comes from the
 * liveOrder answer (`asOfDay`, UTC); the current month is marked in progress. Each block has its
 * own loading, empty and error (with retry) states.
 */
export default function AnchorLiveDataPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const now = useNow();
  const { months, month, setMonth } = useReportMonth(now);
  const range = monthRange(month);
  const monthName = format.month(monthStart(month), { timeZone: "UTC" });
  const level = useCreatorAchieveLevelQuery({});
  const figures = useCreatorLivedataQuery(range);
  const order = useCreatorLiveOrderQuery({ ...range, page: 1, pageSize: 20 });
  const inProgress = month === monthOf(now);
  const asOfDay = order.data?.asOfDay;
  return (
    <>
      <Section title={t("webview.liveData.levelTitle")}>
        <QueryView query={level} lines={3}>
          {(answer) => <CreatorLevel answer={answer} />}
        </QueryView>
      </Section>
      <MonthSelect months={months} value={month} onChange={setMonth} />
      <Section title={t("webview.liveData.figuresTitle", { month: monthName })} action={inProgress ? <Badge tone="brand">{t("dataCenter.inProgress")}</Badge> : undefined}>
        {asOfDay !== undefined && <p className="text-xs text-fg-muted">{t("dataCenter.asOf", { day: format.date(`${asOfDay}T00:00:00Z`, { timeZone: "UTC" }) })}</p>}
        <QueryView query={figures} lines={4} isEmpty={isNotLive} emptyTitle={t("webview.liveData.notLive", { month: monthName })}>
          {(answer) => <LiveFigures answer={answer} />}
        </QueryView>
      </Section>
      <Section title={t("webview.liveData.tierTitle", { month: monthName })}>
        <QueryView query={order} lines={3} isEmpty={(answer) => answer.list.length === 0} emptyTitle={t("webview.liveData.notLive", { month: monthName })}>
          {(answer) => (answer.list[0] === undefined ? null : <MonthTier row={answer.list[0]} />)}
        </QueryView>
      </Section>
    </>
  );
}
