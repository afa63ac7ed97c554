import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { chosenMonth, recentMonths } from "./report-months.ts";

/**
 * The month a broadcaster's report page shows, kept in the URL as `?month=YYYY-MM`: `months` are
 * the last six UTC months up to `nowMs` (epoch milliseconds), newest first; `month` the URL's when
 * it is one of them, else the newest; `setMonth` replaces the history entry (Back leaves the page).
 */
export function useReportMonth(nowMs: number): { readonly months: readonly string[]; readonly month: string; readonly setMonth: (month: string) => void } {
  const months = useMemo(() => recentMonths(nowMs), [nowMs]);
  const [params, setParams] = useSearchParams();
  const setMonth = (next: string) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set("month", next);
        return updated;
      },
      { replace: true },
    );
  };
  return { months, month: chosenMonth(params.get("month"), months), setMonth };
}
