import { InviteErrorCode } from "@agent-portal/api-client/contract/invite-shared";
import { useAgreeInviteMutation, useAnchorRejectInviteMutation, useGetInvitePageDetailQuery } from "@agent-portal/api-client/services/live-agent-front-invite";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { pathOf } from "@agent-portal/permissions/route-path";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { EmptyState } from "@agent-portal/ui-kit/components/empty-state";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { InviteKind, InviteStatus, VerifyDecision } from "@agent-portal/api-client/enums";
import { parseInviteCode } from "#integration/invite-code.ts";
import type { InviteRef } from "#integration/invite-code.ts";
import { businessCodeOf } from "@agent-portal/app-runtime/errors/api-error-message";
import { DecisionForm } from "#shared/decision-form.tsx";
import { DeepLinkButton } from "#shared/deep-link-button.tsx";
import { LinkButton } from "#shared/link-button.tsx";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { Section } from "#shared/section.tsx";
import { AgencyCard } from "./agency-card.tsx";

/** The request of GetInvitePageDetail / AgreeInvite for an invite reference. */
const requestOf = (ref: InviteRef) => ("inviteId" in ref ? { invite_id: ref.inviteId } : { link_code: ref.linkCode });

/**
 * AnchorInvite (`/m/invite/:code`: a shared link's code, or `i.<invite_id>` for an invitation):
 * an agency's offer to the broadcaster (live_agent_front GetInvitePageDetail). Actions, only those
 * the state allows: accept (AgreeInvite) when `can_accept`; then the contract to confirm
 * (`sign_id`) opens, or the broadcaster has joined; reject (AnchorRejectInvite, with an optional
 * reason) while an invitation is pending. 36007 (KYC first) offers the identity check. The agency
 * card links into the app (deep links of the visit's sdk channel): a chat with the agency's owner
 * and their profile; once joined, back to the app.
 */
export default function AnchorInvitePage() {
  const { t } = useTranslation();
  const { code = "" } = useParams();
  const ref = parseInviteCode(code);
  if (ref === null) return <EmptyState title={t("webview.invite.badLink")} />;
  return <InviteDetail inviteRef={ref} />;
}

/** The offer of one valid invite reference. */
function InviteDetail({ inviteRef }: { inviteRef: InviteRef }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const onSigned = (signId: string) => void navigate(pathOf("AnchorContractConfirm", { id: signId }));
  const detail = useGetInvitePageDetailQuery(requestOf(inviteRef));
  const [agree, agreement] = useAgreeInviteMutation();
  const [reject, rejection] = useAnchorRejectInviteMutation();
  const [joined, setJoined] = useState<"joined" | "pending" | null>(null);
  const failure = agreement.error ?? rejection.error;
  const kycNeeded = businessCodeOf(failure) === InviteErrorCode.KycRequired;
  return (
    <QueryView query={detail} lines={6}>
      {({ agent, invite, can_accept }) => {
        const pendingInvitation = invite !== null && invite.kind === InviteKind.Invitation && invite.status === InviteStatus.Pending;
        return (
          <>
            <Section title={t("webview.invite.title")}>
              <AgencyCard
                agency={agent}
                action={
                  <div className="flex gap-2">
                    <DeepLinkButton target={{ kind: "im", uid: agent.agent_uid }}>{t("webview.deepLink.message")}</DeepLinkButton>
                    <DeepLinkButton target={{ kind: "profile", uid: agent.agent_uid }} variant="ghost">
                      {t("webview.deepLink.profile")}
                    </DeepLinkButton>
                  </div>
                }
              />
              {invite !== null && (
                <p className="text-sm text-fg-muted">
                  {t(`webview.invite.status.${String(invite.status)}`)}
                  {invite.status === InviteStatus.Pending && invite.expire_time > 0 ? ` · ${t("webview.transfer.answerBy")}: ${format.dateTime(invite.expire_time * 1000)}` : ""}
                </p>
              )}
            </Section>
            {joined !== null && (
              <>
                <Alert tone="success">{t(joined === "joined" ? "webview.invite.joined" : "webview.invite.applicationSent", { name: agent.name })}</Alert>
                <DeepLinkButton target={{ kind: "close" }}>{t("webview.deepLink.close")}</DeepLinkButton>
              </>
            )}
            {joined === null && (can_accept === 1 || pendingInvitation) && (
              <Section title={t("webview.transfer.yourAnswer")}>
                {kycNeeded && <LinkButton to={pathOf("AgentCertifyForm")}>{t("webview.invite.verifyIdentity")}</LinkButton>}
                {can_accept === 1 ? (
                  <DecisionForm
                    agreeOnly={invite === null || invite.kind !== InviteKind.Invitation}
                    agreeLabel={t("webview.invite.accept")}
                    rejectLabel={t("webview.invite.reject")}
                    busy={agreement.isLoading || rejection.isLoading}
                    error={failure}
                    onDecide={async (decision, reason) => {
                      if (decision === VerifyDecision.Agree) {
                        const result = await agree(requestOf(inviteRef));
                        if (result.data === undefined) return;
                        if (result.data.sign_id !== "") onSigned(result.data.sign_id);
                        else setJoined(result.data.status === InviteStatus.Accepted ? "joined" : "pending");
                        return;
                      }
                      if (invite === null) return;
                      await reject({ invite_id: invite.invite_id, ...(reason === "" ? {} : { reason }) });
                    }}
                  />
                ) : (
                  <DecisionForm
                    rejectOnly
                    rejectLabel={t("webview.invite.reject")}
                    busy={rejection.isLoading}
                    error={rejection.error}
                    onDecide={async (_decision, reason) => {
                      if (invite !== null) await reject({ invite_id: invite.invite_id, ...(reason === "" ? {} : { reason }) });
                    }}
                  />
                )}
              </Section>
            )}
            {joined === null && can_accept === 0 && !pendingInvitation && <Alert tone="info">{t("webview.invite.cannotAccept")}</Alert>}
          </>
        );
      }}
    </QueryView>
  );
}
