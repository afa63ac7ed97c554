import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import type { act74338MonthData } from "@agent-portal/api-client/contract/live-data-activity";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { useTranslation } from "react-i18next";
import { Figure, FigureGrid } from "#shared/figure-grid.tsx";

/** The answer of act74338 monthData (SPEC section 7): the month's game live time (seconds), game live days, beans, rank (0 unranked) and reward (beans). */
export type Act74338MonthAnswer = ResponseOf<typeof act74338MonthData>;

/**
 * The broadcaster's game live figures of one month in activity 74338 (act74338 monthData): game
 * live time, game live days, beans during game lives, their rank ("not ranked" for 0) and the
 * reward earned, as a two-column grid of terms. Zeros show as zeros (screen rule 9).
 */
export function Act74338Month({ answer }: { readonly answer: Act74338MonthAnswer }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <FigureGrid>
      <Figure term={t("webview.act74338.gameLiveDuration")}>{format.duration(answer.gameLiveDuration)}</Figure>
      <Figure term={t("webview.act74338.gameLiveDays")}>{format.number(answer.gameLiveDays)}</Figure>
      <Figure term={t("dataCenter.column.beans")}>{format.number(answer.beans)}</Figure>
      <Figure term={t("webview.act74338.rank")}>{answer.rank === 0 ? t("webview.act74338.unranked") : `#${format.number(answer.rank)}`}</Figure>
      <Figure term={t("webview.act74338.reward")}>{format.beans(answer.rewardBeans)}</Figure>
    </FigureGrid>
  );
}
