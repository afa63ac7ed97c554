import type { creatorAchieveLevel } from "@agent-portal/api-client/contract/live-data-multi-room";
import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { useTranslation } from "react-i18next";

/** A broadcaster's creator level (creator achieveLevel): level 0-10, this month's beans, the next level's beans (0 at the top), progress in basis points, when it was reached (Unix seconds, 0 for none). */
export type CreatorLevelAnswer = ResponseOf<typeof creatorAchieveLevel>;

/** The top creator level. */
export const TOP_CREATOR_LEVEL = 10;

/** Props of {@link CreatorLevel}. */
export interface CreatorLevelProps {
  readonly level: CreatorLevelAnswer;
}

/**
 * A broadcaster's creator level this month (creator achieveLevel): the level (or none yet), when
 * it was reached (UTC+0), this month's beans and what the next level needs, with a progress bar
 * whose figure is also in the text (the bar itself is decoration); at the top level, says so.
 */
export function CreatorLevel({ level }: CreatorLevelProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const top = level.level >= TOP_CREATOR_LEVEL || level.nextLevelBeans === 0;
  const share = Math.min(10_000, Math.max(0, level.progressBp)) / 10_000;
  return (
    <section aria-label={t("dataCenter.family.creator.levelTitle")} data-testid="creator-level" className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4">
      <h3 className="text-sm font-semibold text-fg">{t("dataCenter.family.creator.levelTitle")}</h3>
      <p className="text-lg font-semibold">
        {level.level === 0 ? t("dataCenter.family.creator.levelNone") : t("dataCenter.family.creator.level", { level: format.number(level.level) })}
      </p>
      {level.achieveTime > 0 ? (
        <p className="text-xs text-fg-muted">{t("dataCenter.family.creator.reached", { day: format.date(level.achieveTime * 1000, { timeZone: "UTC" }) })}</p>
      ) : null}
      <span aria-hidden="true" className="h-1.5 w-full max-w-sm overflow-hidden rounded bg-surface-sunken">
        <span className="block h-full bg-brand-600" style={{ width: `${String(Math.round(share * 100))}%` }} />
      </span>
      <p className="text-sm">
        {top
          ? t("dataCenter.family.creator.top", { beans: format.beans(level.beans) })
          : t("dataCenter.family.creator.progress", { beans: format.beans(level.beans), next: format.beans(level.nextLevelBeans), percent: format.percent(share, 0) })}
      </p>
    </section>
  );
}
