import type { Formatters } from "@agent-portal/i18n/use-formatters";
import { useTranslation } from "react-i18next";

/** Totals over every row of the filtered set (all pages; the server's `totals`), labelled as such (screen rule 6). */
export function RangeTotals({ totals, count, format }: { totals: { liveDuration: number; validLiveDays: number; beans: number }; count: number; format: Formatters }) {
  const { t } = useTranslation();
  return (
    <p className="text-sm" data-testid="range-totals">
      {t("dataCenter.totals", {
        count: format.number(count),
        live: format.duration(totals.liveDuration),
        valid: format.number(totals.validLiveDays),
        beans: format.beans(totals.beans),
      })}
    </p>
  );
}
