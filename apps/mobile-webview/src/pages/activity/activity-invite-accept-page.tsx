import { LiveDataErrorCode } from "@agent-portal/api-client/contract/live-data-shared";
import { useAct77307AgreeInviteMutation, useAct77307GetInviterUserInfoByCodeQuery } from "@agent-portal/api-client/services/live-data-activity";
import { pathOf } from "@agent-portal/permissions/route-path";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { businessCodeOf } from "@agent-portal/app-runtime/errors/api-error-message";
import { DecisionForm } from "#shared/decision-form.tsx";
import { LinkButton } from "#shared/link-button.tsx";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { Section } from "#shared/section.tsx";

/**
 * ActivityInviteAccept (`/m/invite-activity/:code`, `:code` = an inviter's code): activity 77307:
 * whose invitation it is (getInviterUserInfoByCode), then accepting it once (agreeInvite). 43010
 * (already accepted one) and 43006 (activity closed) say so; an unknown code (43009) shows no
 * action.
 */
export default function ActivityInviteAcceptPage() {
  const { t } = useTranslation();
  const { code = "" } = useParams();
  const inviter = useAct77307GetInviterUserInfoByCodeQuery({ inviteCode: code });
  const [agree, agreement] = useAct77307AgreeInviteMutation();
  const done = agreement.data !== undefined || businessCodeOf(agreement.error) === LiveDataErrorCode.AlreadyInvited;
  return (
    <QueryView query={inviter} lines={3}>
      {(answer) => (
        <>
          <Section title={t("webview.activity.acceptTitle")}>
            <p className="text-base text-fg">
              {answer.inviter.nickName} · <bdi className="text-fg-muted">{answer.inviter.bigoId}</bdi>
            </p>
            <p className="text-sm text-fg-muted">{t("webview.activity.acceptHint")}</p>
            {!done && (
              <DecisionForm
                agreeOnly
                agreeLabel={t("webview.activity.accept")}
                rejectLabel={t("common.cancel")}
                busy={agreement.isLoading}
                error={agreement.error}
                onDecide={async () => {
                  await agree({ inviteCode: code });
                }}
              />
            )}
          </Section>
          {agreement.data !== undefined && <Alert tone="success">{t("webview.activity.accepted", { name: answer.inviter.nickName })}</Alert>}
          <LinkButton to={pathOf("ActivityInvite")} variant="secondary">
            {t("webview.activity.openActivity")}
          </LinkButton>
        </>
      )}
    </QueryView>
  );
}
