import { useQryPolicyInfoQuery } from "@agent-portal/api-client/services/recruit-anchor-info";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { useTranslation } from "react-i18next";
import { RecruitPolicyType } from "@agent-portal/api-client/enums";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";

/**
 * The recruitment policy beside the edit form (recruit anchor QryPolicyInfo, a form call, policy
 * type 1): title, version, date and the text as plain paragraphs (the server sends text, never
 * HTML). It follows the form's country; without one, the caller's country.
 */
export function PolicyPanel({ country }: { readonly country: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useQryPolicyInfoQuery({ policy_type: RecruitPolicyType.BroadcasterRecruitment, ...(/^([A-Z]{2}|OTHER)$/.test(country) ? { country } : {}) });
  return (
    <aside aria-labelledby="recruit-policy-title" className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
      <h2 id="recruit-policy-title" className="text-base font-semibold text-fg">
        {t("broadcaster.edit.policy")}
      </h2>
      <QueryView query={query} lines={6}>
        {(policy) => (
          <div className="flex flex-col gap-2 text-sm">
            <p className="font-medium text-fg">{policy.title}</p>
            <p className="text-xs text-fg-muted">{t("broadcaster.edit.policyVersion", { version: policy.version, date: format.date(policy.update_time * 1000) })}</p>
            <div className="flex max-h-96 flex-col gap-2 overflow-y-auto text-fg-muted">
              {policy.content.split("\n").map((paragraph, index) => (paragraph.trim() === "" ? null : <p key={index}>{paragraph}</p>))}
            </div>
          </div>
        )}
      </QueryView>
    </aside>
  );
}
