import { useAct75352SignActFormInfoQuery } from "@agent-portal/api-client/services/act75352";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { pathOf } from "@agent-portal/permissions/route-path";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { buttonVariants } from "@agent-portal/ui-kit/components/button";
import { DescriptionList } from "@agent-portal/ui-kit/components/description-list";
import { useTranslation } from "react-i18next";
import { ActivityStatus } from "@agent-portal/api-client/enums";
import { Link } from "react-router";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { useUrlState } from "@agent-portal/app-runtime/url-state/use-url-state";
import { intParam } from "@agent-portal/app-runtime/url-state/param-codecs";
import { isSignOpen } from "./act-regist-params.ts";
import { statusTone } from "./activity-columns.tsx";
import { SignDeadline, ZonedTime } from "./activity-times.tsx";
import { RoundChanges } from "./round-changes.tsx";
import { RoundsTable } from "./rounds-table.tsx";
import { SignUpPanel } from "./sign-up-panel.tsx";
import { useNow } from "./use-now.ts";

/** The detail URL: `activityId` (0 when absent or not a number: nothing is asked) and the round whose changes show (`roundId`, 0 none). */
const DETAIL_SPEC = { activityId: intParam(0, { min: 0 }), roundId: intParam(0, { min: 0 }) };

/**
 * act-regist/act-detail (SPEC section 2, ActRegistDetail; issue 24 item 2): one activity from its
 * sign-up form (sign_act_form_info): status, region, window, sign-up deadline with a live
 * countdown (report zone, local time beside), the agency's quota, its rounds with their places,
 * and who may take part (eligibility). Whether sign-up is open follows the clock: when the
 * deadline passes on an open page, it shows closed without a reload, and the sign-up panel
 * (`SignUpPanel`, shown while the server says sign-up is open) disables its submit. While sign-up
 * is open or the activity runs, each round opens its registration changes (`RoundChanges`, issue 24
 * item 4; the round in the URL as `roundId`).
 */
export default function ActDetailPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const now = useNow();
  const [{ activityId, roundId }, update] = useUrlState(DETAIL_SPEC);
  const query = useAct75352SignActFormInfoQuery({ activityId }, { skip: activityId === 0 });
  const back = (
    <Link to={pathOf("ActRegistList")} className={buttonVariants({ variant: "secondary", size: "sm" })}>
      {t("operate.actRegist.backToList")}
    </Link>
  );
  if (activityId === 0)
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="alert">{t("operate.actRegist.noActivity")}</p>
        {back}
      </div>
    );
  return (
    <section aria-label={t("route.ActRegistDetail")} className="flex flex-col gap-4">
      <div>{back}</div>
      <QueryView query={query} lines={6}>
        {(form) => {
          const { activity, rounds, eligibility } = form;
          const open = isSignOpen(activity, now);
          // Registrations change until their round starts: while sign-up is open and while the activity runs.
          const changeable = activity.status === ActivityStatus.SignOpen || activity.status === ActivityStatus.Running;
          return (
            <>
              <h2 className="flex flex-wrap items-center gap-3 text-xl font-semibold">
                {activity.activityName}
                <Badge tone={statusTone(activity.status)}>{t(`operate.actRegist.status.${String(activity.status)}`)}</Badge>
                <span className="text-sm font-normal text-fg-muted" data-testid="act-sign-state">
                  {open ? t("operate.actRegist.signOpenNow") : t("operate.actRegist.signClosed")}
                </span>
              </h2>
              <DescriptionList
                columns={3}
                items={[
                  {
                    key: "zone",
                    term: t("operate.actRegist.column.zone"),
                    description: t("operate.actRegist.zoneValue", { zone: activity.zone, timeZone: activity.reportTimeZone }),
                  },
                  { key: "start", term: t("operate.actRegist.start"), description: <ZonedTime seconds={activity.startTime} timeZone={activity.reportTimeZone} /> },
                  { key: "end", term: t("operate.actRegist.end"), description: <ZonedTime seconds={activity.endTime} timeZone={activity.reportTimeZone} /> },
                  { key: "deadline", term: t("operate.actRegist.column.deadline"), description: <SignDeadline activity={activity} now={now} /> },
                  {
                    key: "quota",
                    term: t("operate.actRegist.column.quota"),
                    description: t("operate.actRegist.quotaValue", { signed: format.number(activity.signedCount), quota: format.number(activity.maxAnchors) }),
                  },
                  {
                    key: "eligibility",
                    term: t("operate.actRegist.eligibility"),
                    description: (
                      <ul className="list-disc ps-5">
                        <li>{t("operate.actRegist.rule.minLevel", { level: eligibility.minLevel })}</li>
                        {eligibility.kycRequired === 1 ? <li>{t("operate.actRegist.rule.kyc")}</li> : null}
                        {eligibility.noActiveBan === 1 ? <li>{t("operate.actRegist.rule.noBan")}</li> : null}
                      </ul>
                    ),
                  },
                ]}
              />
              <RoundsTable rounds={rounds} timeZone={activity.reportTimeZone} onManage={changeable ? (id) => update({ roundId: id }) : undefined} />
              {changeable && rounds.some((r) => r.roundId === roundId) ? (
                <RoundChanges key={roundId} activityId={activity.activityId} roundId={roundId} signOpen={open} onClose={() => update({ roundId: 0 })} />
              ) : null}
              {activity.status === ActivityStatus.SignOpen ? <SignUpPanel key={activity.activityId} form={form} open={open} /> : null}
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
