import {
  useAct74338InterfaceSwitchQuery,
  useAct74338MonthDataQuery,
  useAct74338PageSwitchQuery,
  useAct74338UserStatusQuery,
} from "@agent-portal/api-client/services/live-data-activity";
import { Act74338Status } from "@agent-portal/api-client/enums";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { EmptyState } from "@agent-portal/ui-kit/components/empty-state";
import { skipToken } from "@reduxjs/toolkit/query";
import { useTranslation } from "react-i18next";
import { MonthSelect } from "#shared/month-select.tsx";
import { monthOf, monthStart } from "#shared/report-months.ts";
import { Section } from "#shared/section.tsx";
import { useReportMonth } from "#shared/use-report-month.ts";
import { useNow } from "#shared/use-now.ts";
import { Act74338Apply } from "./act74338-apply.tsx";
import { Act74338Month } from "./act74338-month.tsx";

/** Badge tone of each status of activity 74338. */
const STATUS_TONE = {
  [Act74338Status.NotApplied]: "neutral",
  [Act74338Status.Applied]: "brand",
  [Act74338Status.Qualified]: "success",
  [Act74338Status.Disqualified]: "danger",
} as const;

/**
 * What the page shows from the two switches (act74338 interface/switch and page/switch): `closed`
 * when the page switch is off (the activity is over or not shown), `unavailable` when the page is
 * on but the activity's interface is off (its calls would fail: try later), else `open`.
 */
export function activityState(pageOpen: number, interfaceOpen: number): "closed" | "unavailable" | "open" {
  if (pageOpen !== 1) return "closed";
  return interfaceOpen === 1 ? "open" : "unavailable";
}

/** The signed-up view: status, sign-up date, the month picker and the month's figures (monthData). */
function AppliedView({ status, applyTime }: { readonly status: Act74338Status; readonly applyTime: number }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const now = useNow();
  const { months, month, setMonth } = useReportMonth(now);
  const monthName = format.month(monthStart(month), { timeZone: "UTC" });
  const data = useAct74338MonthDataQuery({ month });
  return (
    <>
      <Section title={t("webview.act74338.statusTitle")} action={<Badge tone={STATUS_TONE[status]}>{t(`webview.act74338.status.${String(status)}`)}</Badge>}>
        <p className="text-sm text-fg-muted">{t(`webview.act74338.statusHint.${String(status)}`)}</p>
        {applyTime > 0 && <p className="text-xs text-fg-muted">{t("webview.act74338.appliedOn", { date: format.dateTime(applyTime * 1000) })}</p>}
      </Section>
      <MonthSelect months={months} value={month} onChange={setMonth} />
      <Section
        title={t("webview.act74338.monthTitle", { month: monthName })}
        action={month === monthOf(now) ? <Badge tone="brand">{t("dataCenter.inProgress")}</Badge> : undefined}
      >
        <QueryView query={data} lines={3}>
          {(answer) => <Act74338Month answer={answer} />}
        </QueryView>
      </Section>
    </>
  );
}

/**
 * Activity74338 (`/m/activity/74338`; issue 20 item 7): the game live-data activity of SPEC
 * section 7 in the webview. The switches first (interface/switch, page/switch): with the page
 * switch off the page only says the activity is closed; with the interface off, that it is
 * unavailable for now. Then the caller's status (userStatus): not signed up, the sign-up
 * (`Act74338Apply`: confirmed, one request, 43011 counts as done); signed up (applied, qualified
 * or disqualified), the status and the chosen month's figures (monthData; the URL's
 * `?month=YYYY-MM`, one of the last six UTC months).
 */
export default function Activity74338Page() {
  const { t } = useTranslation();
  const pageSwitch = useAct74338PageSwitchQuery({});
  const interfaceSwitch = useAct74338InterfaceSwitchQuery({});
  const state = pageSwitch.data !== undefined && interfaceSwitch.data !== undefined ? activityState(pageSwitch.data.open, interfaceSwitch.data.open) : null;
  const status = useAct74338UserStatusQuery(state === "open" ? {} : skipToken);
  return (
    <QueryView query={pageSwitch} lines={3}>
      {() => (
        <QueryView query={interfaceSwitch} lines={3}>
          {() =>
            state === "closed" ? (
              <EmptyState title={t("webview.act74338.closed")} description={t("webview.act74338.closedHint")} />
            ) : state === "unavailable" ? (
              <EmptyState title={t("webview.act74338.unavailable")} description={t("webview.act74338.unavailableHint")} />
            ) : (
              <QueryView query={status} lines={3}>
                {(answer) =>
                  answer.status === Act74338Status.NotApplied ? (
                    <Section title={t("webview.act74338.applyTitle")}>
                      <Act74338Apply onApplied={() => void status.refetch()} />
                    </Section>
                  ) : (
                    <AppliedView status={answer.status} applyTime={answer.applyTime} />
                  )
                }
              </QueryView>
            )
          }
        </QueryView>
      )}
    </QueryView>
  );
}
