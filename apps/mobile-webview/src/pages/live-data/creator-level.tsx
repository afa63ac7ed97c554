import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import type { creatorAchieveLevel } from "@agent-portal/api-client/contract/live-data-multi-room";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { useTranslation } from "react-i18next";

/** The answer of creator achieveLevel (SPEC section 7): level 0-10, the month's beans, the next level's beans, progress in basis points, when reached. */
export type CreatorLevelAnswer = ResponseOf<typeof creatorAchieveLevel>;

/** Beans still missing to the next level; 0 at the top (`nextLevelBeans` 0) or once met. */
export const beansToNextLevel = (answer: Pick<CreatorLevelAnswer, "beans" | "nextLevelBeans">): number => Math.max(0, answer.nextLevelBeans - answer.beans);

/**
 * The broadcaster's creator level this month (creator achieveLevel): the level (or "no level
 * yet"), the month's beans, a native progress bar to the next level (its value the answer's basis
 * points as a percentage, named by the next level) with the beans still missing,
 * or "top level reached"; and when the level was reached.
 */
export function CreatorLevel({ answer }: { readonly answer: CreatorLevelAnswer }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const top = answer.nextLevelBeans === 0;
  const percent = Math.min(100, Math.max(0, answer.progressBp / 100));
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-2xl font-semibold text-fg">{answer.level === 0 ? t("webview.liveData.noLevel") : t("webview.liveData.level", { level: format.number(answer.level) })}</p>
        <p className="text-sm text-fg-muted tabular-nums">{t("webview.liveData.monthBeans", { beans: format.beans(answer.beans) })}</p>
      </div>
      {top ? (
        <p className="text-sm font-medium text-success-700">{t("webview.liveData.topLevel")}</p>
      ) : (
        <>
          <progress
            aria-label={t("webview.liveData.progressTo", { level: format.number(answer.level + 1) })}
            aria-valuetext={format.percent(percent / 100)}
            value={percent}
            max={100}
            className="h-3 w-full overflow-hidden rounded-full accent-brand-600"
          />
          <p className="text-sm text-fg-muted">{t("webview.liveData.toNext", { beans: format.beans(beansToNextLevel(answer)), level: format.number(answer.level + 1) })}</p>
        </>
      )}
      {answer.achieveTime > 0 && <p className="text-xs text-fg-muted">{t("webview.liveData.reachedOn", { date: format.date(answer.achieveTime * 1000, { timeZone: "UTC" }) })}</p>}
    </div>
  );
}
