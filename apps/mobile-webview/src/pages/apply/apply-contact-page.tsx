import { useAgentPullGuideSecQuery, usePolicyPreviewQuery } from "@agent-portal/api-client/services/union-oss-apply";
import { useTranslation } from "react-i18next";
import { ApplyPolicyType } from "@agent-portal/api-client/enums";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { Section } from "#shared/section.tsx";
import { WebLink } from "#shared/web-link.tsx";

/**
 * apply-contact (SPEC section 2, AgentContact): what an applicant agrees to and where to learn
 * more: the agent cooperation policy (union_oss policyPreview, type 1) and the agent guide
 * (agentPullGuideSec), whose "learn more" links open only under the allowed host (SPEC section 5).
 * Texts are plain text, never HTML.
 */
export default function ApplyContactPage() {
  const { t } = useTranslation();
  const policy = usePolicyPreviewQuery({ policy_type: ApplyPolicyType.AgentCooperation });
  const guide = useAgentPullGuideSecQuery();
  return (
    <>
      <p className="text-base text-fg">{t("webview.contact.intro")}</p>
      <QueryView query={policy} lines={5}>
        {(doc) => (
          <Section title={doc.title}>
            <p className="text-xs text-fg-muted">{t("webview.contact.version", { version: doc.version })}</p>
            {doc.content
              .split("\n")
              .filter(Boolean)
              .map((paragraph, index) => (
                <p key={index} className="text-sm text-fg">
                  {paragraph}
                </p>
              ))}
          </Section>
        )}
      </QueryView>
      <QueryView query={guide} lines={4}>
        {({ sections }) => (
          <Section title={t("webview.contact.guide")}>
            {sections.map((section) => (
              <article key={section.id} className="flex flex-col gap-1">
                <h3 className="text-sm font-semibold text-fg">{section.title}</h3>
                {section.content
                  .split("\n")
                  .filter(Boolean)
                  .map((paragraph, index) => (
                    <p key={index} className="text-sm text-fg-muted">
                      {paragraph}
                    </p>
                  ))}
                <WebLink href={section.link_url}>{t("webview.contact.learnMore")}</WebLink>
              </article>
            ))}
          </Section>
        )}
      </QueryView>
    </>
  );
}
