import { useNewAnchorMilestonesQuery } from "@agent-portal/api-client/services/live-data-new-anchor-cohort";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { DescriptionList } from "@agent-portal/ui-kit/components/description-list";
import { useTranslation } from "react-i18next";
import { formatMetric } from "#shared/live-data/live-metrics.ts";
import type { LiveDataConfig } from "#shared/live-data/range-bar.tsx";

/** The desc/{type} slug of the new-broadcaster definition (beside the metric slugs). */
export const NEW_BROADCASTERS_TYPE = "new-broadcasters";

/**
 * What counts as a new broadcaster (desc/new-broadcasters; issue 20, item 3), rendered from the
 * server: how long a broadcaster counts as new and each milestone (live data
 * `new_anchor/milestones`), the target, the day boundary and zone and the update delay (live data
 * `config` `rules`).
 */
export function NewBroadcasterDefinition({ rules }: { readonly rules: LiveDataConfig["rules"] | undefined }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const milestones = useNewAnchorMilestonesQuery({});
  return (
    <QueryView query={milestones} lines={4}>
      {({ newDays, list }) => (
        <div className="flex flex-col gap-3" data-testid="metric-definition">
          <p className="text-sm text-fg">{t("dataCenter.newAnchors.def.description", { n: format.number(newDays) })}</p>
          <DescriptionList
            columns={1}
            items={[
              { term: t("dataCenter.def.formula"), description: t("dataCenter.newAnchors.def.how", { n: format.number(newDays) }) },
              {
                term: t("dataCenter.newAnchors.milestones"),
                description: (
                  <ul className="flex flex-col gap-1">
                    {list.map((m) => (
                      <li key={m.day}>
                        {t("dataCenter.newAnchors.def.milestone", {
                          day: format.number(m.day),
                          valid: format.number(m.validDays),
                          live: formatMetric("duration", m.liveSeconds, format),
                          beans: formatMetric("beans", m.beans, format),
                        })}
                      </li>
                    ))}
                  </ul>
                ),
              },
              { term: t("dataCenter.newAnchors.qualified"), description: t("dataCenter.newAnchors.def.target") },
              ...(rules === undefined
                ? []
                : [
                    { term: t("dataCenter.def.dayTerm"), description: t("dataCenter.def.day", { zone: rules.timeZone }) },
                    { term: t("broadcaster.live.whenFinal"), description: t("dataCenter.def.delay", { n: rules.updateDelayHours }) },
                  ]),
            ]}
          />
        </div>
      )}
    </QueryView>
  );
}
