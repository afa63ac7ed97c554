import { useGetKycConfigQuery, useGetKycEntranceQuery, useGetLastSubmittedKycInfoQuery } from "@agent-portal/api-client/services/live-agent-front-kyc";
import { useUserGetApplicationStateQuery } from "@agent-portal/api-client/services/union-oss-apply";
import { pathOf } from "@agent-portal/permissions/route-path";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { LinkButton } from "#shared/link-button.tsx";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { Section } from "#shared/section.tsx";
import { KycForm } from "./kyc-form.tsx";
import { kycModeOf } from "./kyc-mode.ts";
import { KycStatusNote } from "./kyc-status-note.tsx";

const SOURCE_APP = 1;

/**
 * apply-certify (SPEC section 2, AgentCertifyForm; open to every logged-in user): identity
 * verification (KYC). The form is driven by live_agent_front GetKycConfig (source APP 1: email
 * mode, KYC agent role, document types, photo count and limits); GetKycEntrance and
 * GetLastSubmittedKycInfo give the caller's KYC status and last submission; union_oss
 * userGetApplicationState the agent application it may complete (`?apply_id=`, else the latest).
 * Which call is sent follows `kycModeOf`. After an agent application's KYC the applicant goes to
 * apply-process.
 */
export default function ApplyCertifyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const applyIdParam = params.get("apply_id");
  const config = useGetKycConfigQuery({ source: SOURCE_APP });
  const entrance = useGetKycEntranceQuery();
  const last = useGetLastSubmittedKycInfoQuery({ source: SOURCE_APP });
  const application = useUserGetApplicationStateQuery(applyIdParam === null ? {} : { apply_id: applyIdParam });

  return (
    <QueryView query={config} lines={6}>
      {(kycConfig) => (
        <QueryView query={entrance}>
          {(entry) => (
            <QueryView query={last}>
              {({ kyc }) => (
                <QueryView query={application}>
                  {({ application: app }) => {
                    const mode = kycModeOf({ role: kycConfig.role, show: entry.show, applicationStatus: app?.status ?? null, lastKycStatus: kyc?.status ?? null });
                    if (mode === "hidden") return <Alert tone="info">{t("webview.kyc.notForYou")}</Alert>;
                    if (mode === "done") {
                      return (
                        <Section title={t("webview.kyc.statusTitle")}>
                          <KycStatusNote status={kyc?.status ?? entry.status} />
                          <LinkButton to={pathOf("MobileHome")} variant="secondary">
                            {t("webview.common.backHome")}
                          </LinkButton>
                        </Section>
                      );
                    }
                    return (
                      <Section title={mode === "agent" ? t("webview.kyc.titleAgent") : t("webview.kyc.title")}>
                        <p className="text-sm text-fg-muted">{mode === "agent" ? t("webview.kyc.introAgent") : t("webview.kyc.intro")}</p>
                        <KycForm
                          mode={mode}
                          config={kycConfig}
                          last={kyc}
                          applyId={mode === "agent" ? (app?.apply_id ?? null) : null}
                          onSubmitted={() => {
                            if (mode === "agent" && app) void navigate(`${pathOf("ApplyProcess")}?apply_id=${encodeURIComponent(app.apply_id)}&submitted=1`);
                            else void navigate(`${pathOf("AgentCertifyForm")}?submitted=1`, { replace: true });
                          }}
                        />
                      </Section>
                    );
                  }}
                </QueryView>
              )}
            </QueryView>
          )}
        </QueryView>
      )}
    </QueryView>
  );
}
