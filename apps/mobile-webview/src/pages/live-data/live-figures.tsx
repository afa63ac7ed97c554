import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import type { creatorLivedata } from "@agent-portal/api-client/contract/live-data-multi-room";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { ChevronDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Figure, FigureGrid } from "#shared/figure-grid.tsx";

/** The answer of creator livedata (SPEC section 7): the range's totals and its days, newest first. */
export type LiveFiguresAnswer = ResponseOf<typeof creatorLivedata>;

/** Whether a range's answer has nothing live: no live time and no beans on any day (the page says so instead of a wall of zeros). */
export const isNotLive = (answer: LiveFiguresAnswer): boolean => answer.summary.liveDuration === 0 && answer.summary.beans === 0;

/**
 * The broadcaster's live figures of a month (creator livedata): live time, valid days, beans, the
 * income they bring (US cents), new fans, gift senders, peak viewers and PKs (won of played) as a
 * two-column grid of terms; then every day of the month (newest first, days off included, as the
 * answer lists them) in a disclosure, each with its live time and beans. Counts and sums are 0 on a
 * day off, never blank (screen rule 9).
 */
export function LiveFigures({ answer }: { readonly answer: LiveFiguresAnswer }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { summary } = answer;
  return (
    <div className="flex flex-col gap-3">
      <FigureGrid>
        <Figure term={t("dataCenter.column.liveDuration")}>{format.duration(summary.liveDuration)}</Figure>
        <Figure term={t("dataCenter.column.validLiveDays")}>{format.number(summary.validLiveDays)}</Figure>
        <Figure term={t("dataCenter.column.beans")}>{format.number(summary.beans)}</Figure>
        <Figure term={t("webview.liveData.income")}>{format.currency(summary.incomeCents, "USD")}</Figure>
        <Figure term={t("webview.liveData.newFans")}>{format.number(summary.newFans)}</Figure>
        <Figure term={t("webview.liveData.giftUsers")}>{format.number(summary.giftUsers)}</Figure>
        <Figure term={t("webview.liveData.maxViewers")}>{format.number(summary.maxViewers)}</Figure>
        <Figure term={t("webview.liveData.pk")}>{t("webview.liveData.pkWon", { won: format.number(summary.pkWinCount), played: format.number(summary.pkCount) })}</Figure>
      </FigureGrid>
      {answer.list.length > 0 && (
        <details className="group rounded-md border border-border">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-3 text-sm font-medium text-fg [&::-webkit-details-marker]:hidden">
            {t("webview.liveData.days")}
            <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-fg-muted transition-transform group-open:rotate-180" />
          </summary>
          <ul className="flex flex-col divide-y divide-border">
            {answer.list.map((day) => (
              <li key={day.day} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span className="text-fg">{format.date(`${day.day}T00:00:00Z`, { timeZone: "UTC" })}</span>
                <span className="text-fg-muted tabular-nums">
                  {day.liveDuration === 0 ? t("webview.liveData.dayOff") : `${format.duration(day.liveDuration)} · ${format.beans(day.beans)}`}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
