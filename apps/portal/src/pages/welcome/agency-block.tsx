import { AgentContractStatus } from "@agent-portal/api-client/enums";
import { useCheckNewAgentOssQuery, useGetAgentDetailQuery, useGetAgentSignProgressQuery, useGetUserRoleQuery } from "@agent-portal/api-client/services/live-agent-front-agent";
import { useAgentPullGuideSecQuery } from "@agent-portal/api-client/services/union-oss-apply";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { DescriptionList } from "@agent-portal/ui-kit/components/description-list";
import { useTranslation } from "react-i18next";
import { ProgressTimeline } from "@agent-portal/app-runtime/components/progress-timeline";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";

/**
 * The agency itself, on its owner's home (issue 25, item 1): its profile and level
 * (GetAgentDetail), the owner's role (GetUserRole), the progress of its own contract with the
 * platform (GetAgentSignProgress) and, for an agency on the new agent flow (CheckNewAgentOss
 * `is_new` 1), the getting-started guide (agentPullGuideSec). Each part has its own loading and
 * error state (`QueryView`).
 */
export function AgencyBlock() {
  const { t } = useTranslation();
  const isNew = useCheckNewAgentOssQuery({});
  return (
    <section aria-labelledby="agency-title" className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4 shadow-card">
      <h2 id="agency-title" className="text-lg font-semibold text-fg">
        {t("welcome.agency.title")}
      </h2>
      <AgencyProfile />
      <AgencyContract />
      {isNew.data?.is_new === 1 && <AgencyGuide />}
    </section>
  );
}

function AgencyProfile() {
  const { t } = useTranslation();
  const format = useFormatters();
  const detail = useGetAgentDetailQuery({});
  const role = useGetUserRoleQuery({});
  return (
    <QueryView query={detail} lines={3}>
      {(agency) => (
        <div className="flex flex-col gap-3">
          <p className="flex flex-wrap items-center gap-2">
            <span className="text-base font-medium text-fg">{agency.name}</span>
            <Badge tone="brand">{t("welcome.agency.level", { level: format.number(agency.level) })}</Badge>
            {role.data !== undefined && <Badge>{t(`welcome.agency.role.${String(role.data.role)}`)}</Badge>}
          </p>
          <DescriptionList
            columns={3}
            items={[
              { key: "bigo", term: t("shared.bigoId.label"), description: agency.bigo_id },
              { key: "anchors", term: t("welcome.agency.broadcasters"), description: format.number(agency.anchor_count) },
              { key: "subAgents", term: t("welcome.agency.subAgents"), description: format.number(agency.sub_agent_count) },
              { key: "region", term: t("welcome.agency.region"), description: agency.region === "" ? "—" : agency.region },
              { key: "since", term: t("welcome.agency.since"), description: format.date(agency.create_time * 1000) },
            ]}
          />
        </div>
      )}
    </QueryView>
  );
}

function AgencyContract() {
  const { t } = useTranslation();
  const progress = useGetAgentSignProgressQuery({});
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-medium text-fg">{t("welcome.agency.contract.title")}</h3>
      <QueryView query={progress} lines={2}>
        {(contract) => (
          <div className="flex flex-col gap-2">
            <p>
              <Badge tone={contract.status === AgentContractStatus.Effective ? "success" : contract.status === AgentContractStatus.Expired ? "danger" : "warning"}>
                {t(`welcome.agency.contract.status.${String(contract.status)}`)}
              </Badge>
            </p>
            {contract.steps.length > 0 && (
              <ProgressTimeline steps={contract.steps} label={t("welcome.agency.contract.title")} titleOf={(step) => t(`welcome.agency.contract.step.${String(step)}`)} />
            )}
          </div>
        )}
      </QueryView>
    </div>
  );
}

function AgencyGuide() {
  const { t } = useTranslation();
  const guide = useAgentPullGuideSecQuery({});
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-medium text-fg">{t("welcome.agency.guide")}</h3>
      <QueryView query={guide} lines={2} isEmpty={(answer) => answer.sections.length === 0}>
        {(answer) => (
          <ul className="flex flex-col gap-2">
            {answer.sections.map((section) => (
              <li key={section.id}>
                <details className="rounded-md border border-border px-3 py-2">
                  <summary className="cursor-pointer font-medium text-fg">{section.title}</summary>
                  {section.content.split("\n").map((paragraph, index) => (
                    <p key={index} className="mt-2 text-sm text-fg-muted">
                      {paragraph}
                    </p>
                  ))}
                </details>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}
