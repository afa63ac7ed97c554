import { InviteErrorCode } from "@agent-portal/api-client/contract/invite-shared";
import {
  useAnchorApplyMutation,
  useCheckInviteEntranceQuery,
  useGetAgentListForOssApplyQuery,
  useGetLocatedCountryQuery,
  useLazySearchAgentForAnchorApplyQuery,
} from "@agent-portal/api-client/services/live-agent-front-invite";
import { useCheckKycQuery } from "@agent-portal/api-client/services/live-agent-portal-kyc";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { pathOf } from "@agent-portal/permissions/route-path";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { EmptyState } from "@agent-portal/ui-kit/components/empty-state";
import { Input } from "@agent-portal/ui-kit/components/input";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { apiErrorMessage, businessCodeOf } from "@agent-portal/app-runtime/errors/api-error-message";
import { LinkButton } from "#shared/link-button.tsx";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { Section } from "#shared/section.tsx";
import type { AgencyCardData } from "./agency-card.tsx";
import { AgencyCard } from "./agency-card.tsx";

/**
 * AnchorApplyAgency (`/m/apply-agency`): a broadcaster without an agency finds one and applies
 * (live_agent_front): pending invitations first (CheckInviteEntrance), the agencies taking
 * applications in the broadcaster's country (GetLocatedCountry, GetAgentListForOssApply), a search
 * by owner Bigo ID or name (SearchAgentForAnchorApply), and AnchorApply on one of them. An
 * application waits for the agency; when a contract is offered at once, its confirmation opens.
 * Agencies take broadcasters whose identity is verified: live_agent_portal checkKyc (scene 2,
 * join an agency) says so before anything is tried, with the way to the identity check.
 */
export default function ApplyAgencyPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const entrance = useCheckInviteEntranceQuery();
  const located = useGetLocatedCountryQuery();
  const agencies = useGetAgentListForOssApplyQuery(located.data === undefined ? { page: 1, page_size: 20 } : { country: located.data.country, page: 1, page_size: 20 }, {
    skip: located.isLoading,
  });
  const [search, searched] = useLazySearchAgentForAnchorApplyQuery();
  const [keyword, setKeyword] = useState("");
  const [apply, application] = useAnchorApplyMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const kycFirst = useCheckKycQuery({ scene: 2 }).data?.passed === 0;
  const [applyingTo, setApplyingTo] = useState<string | null>(null);

  const applyTo = async (agency: AgencyCardData) => {
    if (application.isLoading) return;
    setApplyingTo(agency.agent_uid);
    const result = await apply({ agent_uid: agency.agent_uid });
    setApplyingTo(null);
    if (result.data === undefined) return;
    if (result.data.sign_id !== "") await navigate(pathOf("AnchorContractConfirm", { id: result.data.sign_id }));
    else setSentTo(agency.name);
  };

  const card = (agency: AgencyCardData) => (
    <li key={agency.agent_uid}>
      <AgencyCard
        agency={agency}
        action={
          agency.recruiting === 1 && (
            <Button
              size="lg"
              className="w-full"
              loading={applyingTo === agency.agent_uid}
              disabled={applyingTo !== null && applyingTo !== agency.agent_uid}
              onClick={() => void applyTo(agency)}
            >
              {t("webview.applyAgency.apply")}
            </Button>
          )
        }
      />
    </li>
  );

  const failure = apiErrorMessage(t, application.error);
  return (
    <>
      {entrance.data !== undefined && entrance.data.show === 1 && entrance.data.pending_count > 0 && (
        <Alert tone="info">{t("webview.applyAgency.pendingInvitations", { total: format.number(entrance.data.pending_count) })}</Alert>
      )}
      {sentTo !== null && <Alert tone="success">{t("webview.invite.applicationSent", { name: sentTo })}</Alert>}
      {failure !== null && <Alert tone="error">{failure}</Alert>}
      {kycFirst && <Alert tone="info">{t("webview.applyAgency.kycFirst")}</Alert>}
      {(kycFirst || businessCodeOf(application.error) === InviteErrorCode.KycRequired) && (
        <LinkButton to={pathOf("AgentCertifyForm")}>{t("webview.invite.verifyIdentity")}</LinkButton>
      )}
      <Section title={t("webview.applyAgency.search")}>
        <form
          role="search"
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (keyword.trim() !== "") void search({ keyword: keyword.trim() });
          }}
        >
          <Input
            aria-label={t("webview.applyAgency.searchLabel")}
            placeholder={t("webview.applyAgency.searchLabel")}
            value={keyword}
            maxLength={32}
            inputSize="lg"
            onChange={(event) => setKeyword(event.target.value)}
          />
          <Button type="submit" size="lg" variant="secondary" loading={searched.isFetching}>
            {t("webview.applyAgency.find")}
          </Button>
        </form>
        {searched.data !== undefined &&
          (searched.data.list.length === 0 ? (
            <p className="text-sm text-fg-muted">{t("webview.applyAgency.noMatch")}</p>
          ) : (
            <ul className="flex flex-col gap-3">{searched.data.list.map(card)}</ul>
          ))}
      </Section>
      <Section title={located.data ? t("webview.applyAgency.inCountry", { country: format.region(located.data.country) }) : t("webview.applyAgency.recruiting")}>
        <QueryView query={agencies} lines={4}>
          {({ list }) => (list.length === 0 ? <EmptyState title={t("webview.applyAgency.none")} /> : <ul className="flex flex-col gap-3">{list.map(card)}</ul>)}
        </QueryView>
      </Section>
    </>
  );
}
