import { useGetAuditBanListQuery } from "@agent-portal/api-client/services/live-agent-front-contract";
import { useQuerySecuritySummaryQuery } from "@agent-portal/api-client/services/security-center-overview";
import { AppealStatus, BanState, ViolationType } from "@agent-portal/api-client/enums";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { pathOf } from "@agent-portal/permissions/route-path";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { StatCard } from "@agent-portal/ui-kit/components/stat-card";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { dayOfSeconds } from "#shared/dates/day-range.ts";
import type { BanValues } from "./security-status-params.ts";
import { monthComparison } from "./summary-figures.ts";

/** Props of {@link SummaryCards}. */
export interface SummaryCardsProps {
  /** Shows the ban list filtered as a card says (the other filters cleared). */
  readonly onOpen: (filters: Partial<BanValues>) => void;
}

const chip = "rounded-md border border-border px-2 py-1 text-xs hover:bg-surface-muted focus-visible:outline-2";

/**
 * The status tab's summary (QuerySecuritySummary; the bans in force are GetAuditBanList's total):
 * bans in force now; bans started this month against the same days of last month (lower is
 * better); appeals pending, accepted and rejected; this month's violations by class. Each figure
 * opens its filtered list: the ban list below, or the violations tab for the violations. Loading
 * shows placeholders; a failure says so with Try again.
 */
export function SummaryCards({ onOpen }: SummaryCardsProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const errorMessage = useApiErrorMessage();
  const summary = useQuerySecuritySummaryQuery({});
  const active = useGetAuditBanListQuery({ page: 1, page_size: 1 });
  const data = summary.data;
  const failed = summary.isError ? summary.error : active.isError ? active.error : null;
  const message = failed === null ? null : errorMessage(failed);
  if (message !== null) {
    return (
      <div className="flex flex-col items-start gap-2" role="group" aria-label={t("guild.security.summary.label")}>
        <Alert tone="error">{message}</Alert>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            void summary.refetch();
            void active.refetch();
          }}
        >
          {t("common.retry")}
        </Button>
      </div>
    );
  }
  const compare = data === undefined ? null : monthComparison(data.bans_this_month, data.bans_last_month);
  const today = data === undefined ? null : dayOfSeconds(data.data_time);
  const monthDay = data === undefined ? null : dayOfSeconds(data.month_start);
  return (
    <section aria-label={t("guild.security.summary.label")} className="flex flex-col gap-2">
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <li className="flex flex-col gap-2">
          <StatCard label={t("guild.security.summary.active")} value={format.number(active.data?.total ?? 0)} loading={active.data === undefined} />
          <button type="button" className={chip} onClick={() => onOpen({ state: BanState.Current })}>
            {t("guild.security.summary.showActive")}
          </button>
        </li>
        <li className="flex flex-col gap-2">
          <StatCard
            label={t("guild.security.summary.thisMonth")}
            value={format.number(data?.bans_this_month ?? 0)}
            loading={data === undefined}
            hint={compare === null ? undefined : t(`guild.security.summary.compare.${compare.kind}`, { n: format.number(compare.change), last: format.number(compare.last) })}
          />
          <button type="button" className={chip} disabled={monthDay === null} onClick={() => onOpen({ from: monthDay, to: today })}>
            {t("guild.security.summary.showThisMonth")}
          </button>
        </li>
        <li className="flex flex-col gap-2">
          <StatCard
            label={t("guild.security.summary.appeals")}
            value={format.number(data?.appeals_pending ?? 0)}
            hint={t("guild.security.summary.appealsHint")}
            loading={data === undefined}
          />
          <span className="flex flex-wrap gap-1">
            {([AppealStatus.Pending, AppealStatus.Accepted, AppealStatus.Rejected] as const).map((status) => (
              <button key={status} type="button" className={chip} disabled={data === undefined} onClick={() => onOpen({ appeal: status })}>
                {t(`guild.security.appealStatus.${String(status)}`)}:{" "}
                {format.number(
                  data === undefined
                    ? 0
                    : status === AppealStatus.Pending
                      ? data.appeals_pending
                      : status === AppealStatus.Accepted
                        ? data.appeals_accepted
                        : data.appeals_rejected,
                )}
              </button>
            ))}
          </span>
        </li>
        <li className="flex flex-col gap-2">
          <StatCard
            label={t("guild.security.summary.violations")}
            value={format.number(data?.violations_this_month.reduce((sum, entry) => sum + entry.count, 0) ?? 0)}
            loading={data === undefined}
          />
          <span className="flex flex-wrap gap-1">
            {(data?.violations_this_month ?? Object.values(ViolationType).map((type) => ({ violation_type: type, count: 0 }))).map((entry) => (
              <Link
                key={entry.violation_type}
                className={chip}
                to={`${pathOf("GuildSecurityViolations", {})}?cls=${String(entry.violation_type)}${monthDay === null || today === null ? "" : `&from=${monthDay}&to=${today}`}`}
              >
                {t(`guild.security.violationType.${String(entry.violation_type)}`)}: {format.number(entry.count)}
              </Link>
            ))}
          </span>
        </li>
      </ul>
      {data !== undefined && <p className="text-xs text-fg-muted">{t("guild.security.summary.asOf", { time: format.dateTime(data.data_time * 1000) })}</p>}
    </section>
  );
}
