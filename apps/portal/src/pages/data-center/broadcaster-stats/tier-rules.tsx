import type { Formatters } from "@agent-portal/i18n/use-formatters";
import { useTranslation } from "react-i18next";
import type { TierAnswer } from "./month-params.ts";
import { requirementValue } from "./tier-text.ts";

/** The tier table the server answered (creator liveOrder `tierRules`), with the rule that a tier counts only when all its requirements are met. */
export function TierRules({ rules, format }: { rules: TierAnswer["tierRules"]; format: Formatters }) {
  const { t } = useTranslation();
  return (
    <details className="rounded-lg border border-border bg-surface p-3 text-sm">
      <summary className="cursor-pointer font-medium">{t("dataCenter.tier.rulesTitle")}</summary>
      <p className="mt-2 text-fg-muted">{t("dataCenter.tier.rulesNote")}</p>
      <table className="mt-2 w-full max-w-xl text-start">
        <thead>
          <tr>
            <th scope="col" className="py-1 text-start">
              {t("dataCenter.column.tier")}
            </th>
            <th scope="col" className="py-1 text-end">
              {t("dataCenter.tier.metric.liveSeconds")}
            </th>
            <th scope="col" className="py-1 text-end">
              {t("dataCenter.tier.metric.validDays")}
            </th>
            <th scope="col" className="py-1 text-end">
              {t("dataCenter.tier.metric.beans")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rules.map((rule) => (
            <tr key={rule.tier} className="border-t border-border">
              <th scope="row" className="py-1 text-start font-normal">
                {t("dataCenter.tier.name", { tier: format.number(rule.tier) })}
              </th>
              <td className="py-1 text-end">{requirementValue("liveSeconds", rule.liveSeconds, format)}</td>
              <td className="py-1 text-end">{requirementValue("validDays", rule.validDays, format)}</td>
              <td className="py-1 text-end">{requirementValue("beans", rule.beans, format)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
