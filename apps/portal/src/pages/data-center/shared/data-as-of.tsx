import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { useTranslation } from "react-i18next";

/** Props of {@link DataAsOf}. */
export interface DataAsOfProps {
  /** The last complete day the server's answer counts, `YYYY-MM-DD` (UTC+0). */
  readonly day: string;
  /** The period shown is still running (today, the current month): marked as in progress. */
  readonly inProgress?: boolean;
}

/**
 * The freshness line of a data screen (screen rules 7 and 10): "Data as of the end of Jun 1, 2025
 * (UTC)", from the server's answer, never the time of rendering, naming the report time zone the
 * days are counted in (UTC+0, the live-data family's), and "In progress" for a running period.
 */
export function DataAsOf({ day, inProgress = false }: DataAsOfProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-fg-muted" data-testid="data-as-of">
      <span>{t("dataCenter.asOf", { day: format.date(`${day}T00:00:00Z`, { timeZone: "UTC" }) })}</span>
      {inProgress ? <Badge tone="warning">{t("dataCenter.inProgress")}</Badge> : null}
    </p>
  );
}
