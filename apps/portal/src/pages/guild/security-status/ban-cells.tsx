import { AppealStatus } from "@agent-portal/api-client/enums";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import type { Formatters } from "@agent-portal/i18n/use-formatters";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { useTranslation } from "react-i18next";
import { useNowSeconds } from "#shared/dates/use-now-seconds.ts";
import type { BanRow } from "./security-status-params.ts";

const DAY = 86_400;

/** Time left in at most two units: days and hours from a day up (`format.number` units), else the duration formatter's. */
export function timeLeft(format: Formatters, seconds: number): string {
  if (seconds < DAY) return format.duration(seconds);
  const days = Math.floor(seconds / DAY);
  const hours = Math.floor((seconds % DAY) / 3600);
  const unit = (value: number, name: "day" | "hour") => format.number(value, { style: "unit", unit: name, unitDisplay: "short" });
  return hours > 0 ? `${unit(days, "day")} ${unit(hours, "hour")}` : unit(days, "day");
}

/**
 * A ban's state in time, ticking each second: "Permanent" (end 0), "Expired" once its end has
 * passed (without a reload), else the time left.
 */
export function BanTimeLeft({ row }: { readonly row: Pick<BanRow, "end_time" | "start_time"> }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const permanent = row.end_time === 0;
  const now = useNowSeconds(!permanent);
  if (permanent) return <Badge tone="danger">{t("guild.security.permanent")}</Badge>;
  if (row.end_time <= now) return <Badge tone="neutral">{t("guild.security.expired")}</Badge>;
  return (
    <span className="tabular-nums" role="timer" aria-live="off">
      {t("guild.security.timeLeft", { time: timeLeft(format, row.end_time - now) })}
    </span>
  );
}

const appealTone = (status: AppealStatus) =>
  status === AppealStatus.Pending ? "brand" : status === AppealStatus.Accepted ? "success" : status === AppealStatus.Rejected ? "danger" : "neutral";

/** The latest appeal's state of a ban: none, in review since a date, accepted or rejected. */
export function AppealState({ row }: { readonly row: Pick<BanRow, "appeal_status" | "appeal_time"> }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <span className="flex flex-col items-start gap-0.5">
      <Badge tone={appealTone(row.appeal_status)}>{t(`guild.security.appealStatus.${String(row.appeal_status)}`)}</Badge>
      {row.appeal_time > 0 && <span className="text-xs text-fg-muted">{format.dateTime(row.appeal_time * 1000)}</span>}
    </span>
  );
}
