import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { DescriptionList } from "@agent-portal/ui-kit/components/description-list";
import { useTranslation } from "react-i18next";
import type { LiveMetricType } from "./live-metrics.ts";
import type { LiveDataConfig } from "./range-bar.tsx";

/** The metrics live-time rules apply to (the daily cap, the valid-day minimum, voice rooms). */
const TIMED: ReadonlySet<LiveMetricType> = new Set(["duration", "valid-days"]);

/** Props of {@link MetricDefinition}. */
export interface MetricDefinitionProps {
  readonly type: LiveMetricType;
  /** The rules of live data `config`; undefined while it loads (the rule rows wait). */
  readonly rules: LiveDataConfig["rules"] | undefined;
}

/**
 * A live metric's definition (desc/{type}), its rules rendered from the server's configuration
 * (live data `config` `rules`): the formula in words, the unit, what counts, the day boundary and
 * report time zone (a session over midnight split across both days), for live time the daily cap,
 * the valid-day minimum and voice rooms (beans, no time), and the update delay.
 */
export function MetricDefinition({ type, rules }: MetricDefinitionProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const key = `broadcaster.liveMetric.${type}`;
  const items = [
    { term: t("dataCenter.def.formula"), description: t(`${key}.how`) },
    { term: t("broadcaster.live.unit"), description: t(`${key}.unit`) },
  ];
  if (rules !== undefined) {
    items.push({ term: t("dataCenter.def.dayTerm"), description: t("dataCenter.def.day", { zone: rules.timeZone }) });
    if (TIMED.has(type)) {
      items.push({ term: t("dataCenter.def.capTerm"), description: t("dataCenter.def.cap", { time: format.duration(rules.dailyCapSeconds) }) });
      items.push({ term: t("dataCenter.def.validTerm"), description: t("dataCenter.def.valid", { time: format.duration(rules.validDayMinSeconds) }) });
    }
    if (TIMED.has(type) || type === "beans") {
      items.push({ term: t("dataCenter.def.voiceTerm"), description: rules.voiceRoomCountsTime ? t("dataCenter.def.voiceTime") : t("dataCenter.def.voiceBeans") });
    }
    items.push({ term: t("broadcaster.live.whenFinal"), description: t("dataCenter.def.delay", { n: rules.updateDelayHours }) });
  }
  return (
    <div className="flex flex-col gap-3" data-testid="metric-definition">
      <p className="text-sm text-fg">{t(`${key}.description`)}</p>
      <DescriptionList columns={1} items={items} />
    </div>
  );
}
