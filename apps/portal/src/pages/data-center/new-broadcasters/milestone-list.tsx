import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { useTranslation } from "react-i18next";
import { formatMetric } from "#shared/live-data/live-metrics.ts";
import { missingList } from "#pages/data-center/broadcaster-stats/tier-text.ts";
import type { MilestoneState } from "./milestones.ts";

const TONE = { met: "success", missed: "danger", due: "warning" } as const;

/**
 * A new broadcaster's milestones (issue 20, item 3), earliest first: each one's day, what it asks
 * (valid days, live time, beans), what counted toward it, and its state in words (met, missed, or
 * due with what is still missing: "needs 3 hr live and 2 days valid").
 */
export function MilestoneList({ states }: { readonly states: readonly MilestoneState[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <ol aria-label={t("dataCenter.newAnchors.milestones")} className="flex flex-col gap-2">
      {states.map(({ milestone, status, progress, missing }) => {
        const list = missingList(missing, t, format);
        return (
          <li key={milestone.day} data-milestone={milestone.day} className="flex flex-col gap-1 rounded-md border border-border p-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-fg">{t("dataCenter.newAnchors.byDay", { day: format.number(milestone.day) })}</span>
              <Badge tone={TONE[status]}>{t(`dataCenter.newAnchors.status.${status}`)}</Badge>
            </div>
            <p className="text-fg-muted">
              {t("dataCenter.newAnchors.asks", {
                valid: format.number(milestone.validDays),
                live: formatMetric("duration", milestone.liveSeconds, format),
                beans: formatMetric("beans", milestone.beans, format),
              })}
            </p>
            <p className="text-fg">
              {t("dataCenter.newAnchors.counted", {
                valid: format.number(progress.validLiveDays),
                live: formatMetric("duration", progress.liveDuration, format),
                beans: formatMetric("beans", progress.beans, format),
              })}
              {status !== "met" && list !== null ? ` · ${t(status === "due" ? "dataCenter.newAnchors.stillNeeds" : "dataCenter.newAnchors.fellShort", { list })}` : ""}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
