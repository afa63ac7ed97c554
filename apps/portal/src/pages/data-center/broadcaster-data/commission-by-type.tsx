import { useBrokerageProxyBenefitByTypeQuery, useBrokerageTypeRulePageQuery } from "@agent-portal/api-client/services/live-data-brokerage";
import { BenefitType } from "@agent-portal/api-client/enums";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { Skeleton } from "@agent-portal/ui-kit/components/skeleton";
import { useTranslation } from "react-i18next";

const TYPES = Object.values(BenefitType);

/** Each benefit type's commission of a month, every type listed (0 when it earned nothing), and the total. */
export function commissionRows(list: readonly { type: BenefitType; amountCents: number }[]): { type: BenefitType; amountCents: number }[] {
  return TYPES.map((type) => ({ type, amountCents: list.find((entry) => entry.type === type)?.amountCents ?? 0 }));
}

/**
 * The agency's commission of a month by benefit type (brokerageBackend proxyBenefitByType): one
 * row per type with its amount and share of the total, a total row over every type, and each type
 * linked to its rule (brokerageBackend typeRulePage: the rule's text as the server words it and the
 * agency's share). This is the data table a share chart (a pie) would be drawn from.
 */
export function CommissionByType({ month }: { readonly month: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const errorMessage = useApiErrorMessage();
  const commission = useBrokerageProxyBenefitByTypeQuery({ month });
  const rules = useBrokerageTypeRulePageQuery({ page: 1, pageSize: 20 });
  if (commission.isError || rules.isError) {
    return (
      <Alert tone="error">
        {errorMessage(commission.error ?? rules.error)}{" "}
        <Button size="sm" variant="secondary" onClick={() => void (commission.isError ? commission.refetch() : rules.refetch())}>
          {t("common.retry")}
        </Button>
      </Alert>
    );
  }
  const data = commission.currentData;
  if (data === undefined || rules.data === undefined) return <Skeleton className="h-48" />;
  const rows = commissionRows(data.list);
  const monthLabel = format.month(`${month}-01T00:00:00Z`, { timeZone: "UTC" });
  return (
    <div className="flex flex-col gap-4">
      <table className="w-full max-w-2xl text-sm" aria-label={t("dataCenter.settlement.byType", { month: monthLabel })}>
        <caption className="mb-2 text-start font-medium">{t("dataCenter.settlement.byType", { month: monthLabel })}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-1.5 text-start">
              {t("dataCenter.settlement.type")}
            </th>
            <th scope="col" className="py-1.5 text-end">
              {t("dataCenter.settlement.commission")}
            </th>
            <th scope="col" className="py-1.5 text-end">
              {t("dataCenter.settlement.share")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.type} className="border-b border-border">
              <th scope="row" className="py-1.5 text-start font-normal">
                <a href={`#benefit-rule-${String(row.type)}`} className="text-brand-600 underline-offset-2 hover:underline">
                  {t(`dataCenter.benefit.${String(row.type)}`)}
                </a>
              </th>
              <td className="py-1.5 text-end">{format.currency(row.amountCents, "USD")}</td>
              <td className="py-1.5 text-end">{data.totalCents === 0 ? "—" : format.percent(row.amountCents / data.totalCents, 1)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-1.5 text-start">
              {t("dataCenter.settlement.total")}
            </th>
            <td className="py-1.5 text-end font-medium" data-testid="commission-total">
              {format.currency(data.totalCents, "USD")}
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
      <section aria-label={t("dataCenter.settlement.rules")} className="rounded-lg border border-border bg-surface p-3 text-sm">
        <h3 className="font-medium">{t("dataCenter.settlement.rules")}</h3>
        <dl className="mt-2 flex flex-col gap-2">
          {rules.data.list.map((rule) => (
            <div key={rule.type} id={`benefit-rule-${String(rule.type)}`} className="scroll-mt-20">
              <dt className="font-medium">
                {t(`dataCenter.benefit.${String(rule.type)}`)} · {t("dataCenter.settlement.agencyShare", { share: format.percent(rule.ratioBp / 10_000, 2) })}
              </dt>
              <dd className="text-fg-muted" lang="en">
                {rule.rule}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
