import {
  useAct77307GetIndexQuery,
  useAct77307GetInviteeListQuery,
  useAct77307GetMyInviterUserInfoQuery,
  useAct77307GetSummaryQuery,
} from "@agent-portal/api-client/services/live-data-activity";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { pathOf } from "@agent-portal/permissions/route-path";
import { Button } from "@agent-portal/ui-kit/components/button";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { StatCard } from "@agent-portal/ui-kit/components/stat-card";
import { toast } from "@agent-portal/ui-kit/lib/toast-queue";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { Section } from "#shared/section.tsx";
import { ShareLink } from "./share-link.tsx";

/**
 * ActivityInvite (`/m/invite-activity`): activity 77307, invite a friend (live-data family): the
 * caller's invite code and link with the period and rules (getIndex), the totals (getSummary),
 * who accepted (getInviteeList), who invited the caller (getMyInviterUserInfo), and a way to enter
 * someone else's code (ActivityInviteAccept).
 */
export default function ActivityInvitePage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const index = useAct77307GetIndexQuery();
  const summary = useAct77307GetSummaryQuery();
  const invitees = useAct77307GetInviteeListQuery({ page: 1, pageSize: 50 });
  const inviter = useAct77307GetMyInviterUserInfoQuery();
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  return (
    <>
      <QueryView query={index} lines={4}>
        {(activity) => (
          <Section title={t("webview.activity.yourCode")}>
            <p className="text-2xl font-semibold tracking-widest text-fg">
              <bdi>{activity.inviteCode}</bdi>
            </p>
            <p className="text-sm text-fg-muted">{t("webview.activity.period", { from: format.date(activity.startTime * 1000), to: format.date(activity.endTime * 1000) })}</p>
            <ShareLink url={activity.inviteUrl} onCopied={() => toast.success(t("webview.activity.copied"))} />
            <details className="rounded-md border border-border p-3">
              <summary className="min-h-11 cursor-pointer content-center text-sm font-medium text-fg">{t("webview.activity.rules")}</summary>
              {activity.rules
                .split("\n")
                .filter(Boolean)
                .map((line, position) => (
                  <p key={position} className="mt-2 text-sm text-fg-muted">
                    {line}
                  </p>
                ))}
            </details>
          </Section>
        )}
      </QueryView>
      <QueryView query={summary} lines={2}>
        {(totals) => (
          <div className="grid grid-cols-3 gap-2">
            <StatCard label={t("webview.activity.invited")} value={format.number(totals.inviteeCount)} />
            <StatCard label={t("webview.activity.qualified")} value={format.number(totals.qualifiedCount)} />
            <StatCard label={t("webview.activity.reward")} value={format.beans(totals.rewardBeans)} />
          </div>
        )}
      </QueryView>
      <Section title={t("webview.activity.invitees")}>
        <QueryView query={invitees} lines={3}>
          {({ list }) =>
            list.length === 0 ? (
              <p className="text-sm text-fg-muted">{t("webview.activity.noInvitees")}</p>
            ) : (
              <ul className="flex flex-col divide-y divide-border">
                {list.map((person) => (
                  <li key={person.uid} className="flex min-h-11 items-center justify-between gap-2 py-2 text-sm">
                    <span className="min-w-0 truncate text-fg">
                      {person.nickName} · <bdi className="text-fg-muted">{person.bigoId}</bdi>
                    </span>
                    <span className="shrink-0 text-fg-muted">{person.qualified === 1 ? t("webview.activity.isQualified") : format.date(person.inviteTime * 1000)}</span>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryView>
      </Section>
      <Section title={t("webview.activity.invitedBy")}>
        <QueryView query={inviter} lines={1}>
          {(answer) =>
            answer.inviter !== null ? (
              <p className="text-sm text-fg">
                {answer.inviter.nickName} · <bdi className="text-fg-muted">{answer.inviter.bigoId}</bdi>
              </p>
            ) : (
              <form
                className="flex flex-col gap-3"
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  const trimmed = code.trim();
                  if (!/^[A-Za-z0-9_-]{4,32}$/.test(trimmed)) {
                    setCodeError(t("webview.activity.codeInvalid"));
                    return;
                  }
                  void navigate(pathOf("ActivityInviteAccept", { code: trimmed }));
                }}
              >
                <FormField label={t("webview.activity.enterCode")} error={codeError ?? undefined}>
                  {(control) => <Input {...control} value={code} inputSize="lg" maxLength={32} autoCapitalize="characters" onChange={(event) => setCode(event.target.value)} />}
                </FormField>
                <Button type="submit" size="lg" variant="secondary" className="w-full">
                  {t("webview.activity.useCode")}
                </Button>
              </form>
            )
          }
        </QueryView>
      </Section>
    </>
  );
}
