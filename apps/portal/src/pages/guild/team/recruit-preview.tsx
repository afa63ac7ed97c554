import { ApplyPolicyType } from "@agent-portal/api-client/enums";
import { usePolicyPreviewQuery } from "@agent-portal/api-client/services/union-oss-apply";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { DescriptionList } from "@agent-portal/ui-kit/components/description-list";
import { useTranslation } from "react-i18next";
import type { RequestOf } from "@agent-portal/api-client/contract/define";
import type { modifyAgentRecruitCfg } from "@agent-portal/api-client/contract/union-oss-apply";

/** Props of {@link RecruitPreview}. */
export interface RecruitPreviewProps {
  /** The settings about to be published. */
  readonly settings: RequestOf<typeof modifyAgentRecruitCfg>;
}

/**
 * What applicants will see once the settings are published: whether the agency takes applications,
 * where, from what age, its requirements and contact, and the cooperation policy they agree to
 * (policyPreview, for the first country; plain text, never HTML).
 */
export function RecruitPreview({ settings }: RecruitPreviewProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const policy = usePolicyPreviewQuery({ policy_type: ApplyPolicyType.AgentCooperation, ...(settings.countries[0] === undefined ? {} : { country: settings.countries[0] }) });
  return (
    <section aria-label={t("guild.team.recruit.previewTitle")} className="flex flex-col gap-3 rounded-md border border-border p-4">
      <h2 className="text-base font-semibold">{t("guild.team.recruit.previewTitle")}</h2>
      <DescriptionList
        items={[
          { term: t("guild.team.recruit.open"), description: t(settings.open === 1 ? "guild.team.recruit.openYes" : "guild.team.recruit.openNo") },
          { term: t("guild.team.recruit.countries"), description: settings.countries.length === 0 ? "—" : settings.countries.map((code) => format.region(code)).join(", ") },
          { term: t("guild.team.recruit.minAge"), description: format.number(settings.min_age) },
          { term: t("guild.team.recruit.requirements"), description: settings.requirements === "" ? "—" : <span className="whitespace-pre-line">{settings.requirements}</span> },
          { term: t("guild.team.recruit.contact"), description: settings.contact === "" ? "—" : settings.contact },
        ]}
      />
      {policy.data !== undefined && (
        <details>
          <summary className="cursor-pointer text-sm font-medium">{t("guild.team.recruit.policy", { title: policy.data.title })}</summary>
          <p className="mt-2 whitespace-pre-line text-sm text-fg-muted">{policy.data.content}</p>
        </details>
      )}
    </section>
  );
}
