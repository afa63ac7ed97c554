import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import type { creatorLiveOrder } from "@agent-portal/api-client/contract/live-data-multi-room";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import type { Formatters } from "@agent-portal/i18n/use-formatters";
import { useTranslation } from "react-i18next";

/** One row of creator liveOrder (SPEC section 7): the broadcaster's rank, the range's beans, live time, valid days and the month's tier progress. */
export type LiveOrderRow = ResponseOf<typeof creatorLiveOrder>["list"][number];

/** The tier progress of a liveOrder row (non-null: the range is one calendar month). */
type TierProgress = NonNullable<LiveOrderRow["tier"]>;

/** A requirement's figure in its unit: live time as a duration, valid days as a count, beans as beans. */
export function requirementValue(format: Formatters, metric: TierProgress["requirements"][number]["metric"], value: number): string {
  if (metric === "liveSeconds") return format.duration(value);
  if (metric === "beans") return format.beans(value);
  return format.number(value);
}

/**
 * The broadcaster's tier in a month (their own row of creator liveOrder): the tier reached (or
 * none), then each requirement of the next tier with what the month has, what it needs and what is
 * still missing (or met), and the tier the month's projection reaches; "top tier reached" at the
 * top. A row without tier (a range that is not one calendar month) shows nothing.
 */
export function MonthTier({ row }: { readonly row: LiveOrderRow }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { tier } = row;
  if (tier === null) return null;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-xl font-semibold text-fg">{tier.tier === 0 ? t("dataCenter.tier.none") : t("dataCenter.tier.name", { tier: format.number(tier.tier) })}</p>
      {tier.nextTier === null ? (
        <p className="text-sm font-medium text-success-700">{t("dataCenter.tier.top")}</p>
      ) : (
        <>
          <p className="text-sm text-fg-muted">{t("webview.liveData.nextTier", { tier: format.number(tier.nextTier) })}</p>
          <ul className="flex flex-col gap-2">
            {tier.requirements.map((need) => (
              <li key={need.metric} className="flex flex-col gap-0.5 rounded-md bg-surface-sunken p-3">
                <span className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="font-medium text-fg">{t(`dataCenter.tier.metric.${need.metric}`)}</span>
                  <span className="text-fg tabular-nums">
                    {t("webview.liveData.haveOfNeed", { have: requirementValue(format, need.metric, need.have), need: requirementValue(format, need.metric, need.need) })}
                  </span>
                </span>
                <span className={need.missing === 0 ? "text-xs text-success-700" : "text-xs text-fg-muted"}>
                  {need.missing === 0 ? t("webview.liveData.met") : t("webview.liveData.missing", { value: requirementValue(format, need.metric, need.missing) })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {tier.projectedTier !== null && (
        <p className="text-sm text-fg-muted">
          {t("webview.liveData.projected", {
            tier: tier.projectedTier === 0 ? t("dataCenter.tier.none") : t("dataCenter.tier.name", { tier: format.number(tier.projectedTier) }),
          })}
        </p>
      )}
    </div>
  );
}
