import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { useTranslation } from "react-i18next";
import { isSignOpen, secondsLeft } from "./act-regist-params.ts";
import type { Activity } from "./act-regist-params.ts";

/** A time in the activity's report zone, with the viewer's local time beside it when that differs. */
export function ZonedTime({ seconds, timeZone }: { readonly seconds: number; readonly timeZone: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const zoned = format.dateTime(seconds * 1000, { timeZone });
  const local = format.dateTime(seconds * 1000);
  return (
    <span>
      <time dateTime={new Date(seconds * 1000).toISOString()}>{t("operate.actRegist.inZone", { time: zoned, zone: timeZone })}</time>
      {local === zoned ? null : <span className="block text-xs text-fg-muted">{t("operate.actRegist.localTime", { time: local })}</span>}
    </span>
  );
}

/**
 * The sign-up deadline with a live countdown (`now` from `useNow`): "closes in 2 d 4 h" while
 * open, "opens …" before, "Sign-up closed" after; the deadline itself in the report zone.
 */
export function SignDeadline({ activity, now }: { readonly activity: Activity; readonly now: number }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const open = isSignOpen(activity, now);
  const upcoming = now < activity.signStartTime * 1000;
  return (
    <span className="flex flex-col gap-1">
      {open ? (
        <Badge tone="warning" size="sm" className="w-fit">
          {t("operate.actRegist.closesIn", { left: format.duration(secondsLeft(activity.signEndTime, now)) })}
        </Badge>
      ) : upcoming ? (
        <Badge tone="brand" size="sm" className="w-fit">
          {t("operate.actRegist.opensIn", { left: format.duration(secondsLeft(activity.signStartTime, now)) })}
        </Badge>
      ) : (
        <Badge size="sm" className="w-fit">
          {t("operate.actRegist.signClosed")}
        </Badge>
      )}
      <ZonedTime seconds={activity.signEndTime} timeZone={activity.reportTimeZone} />
    </span>
  );
}
