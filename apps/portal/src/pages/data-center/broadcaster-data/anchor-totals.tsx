import type { BenefitType } from "@agent-portal/api-client/enums";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { useTranslation } from "react-i18next";

/** Props of {@link AnchorTotals}. */
export interface AnchorTotalsProps {
  /** Broadcasters over all pages. */
  readonly count: number;
  /** Their income, cents (the server's total over every row). */
  readonly amountCents: number;
  /** The same by benefit type, every type; null when one type is chosen. */
  readonly byType: readonly { readonly type: BenefitType; readonly amountCents: number }[] | null;
}

/** The anchor tab's totals over every row of the filtered set (all pages; the server's), labelled as such (screen rule 6). */
export function AnchorTotals({ count, amountCents, byType }: AnchorTotalsProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const money = (cents: number) => format.currency(cents, "USD");
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p data-testid="anchor-totals" data-cents={amountCents}>
        {t("dataCenter.anchor.totals", { count: format.number(count), amount: money(amountCents) })}
      </p>
      {byType === null ? null : (
        <p className="text-fg-muted" data-testid="anchor-totals-by-type">
          {byType.map((entry) => `${t(`dataCenter.benefit.${String(entry.type)}`)}: ${money(entry.amountCents)}`).join(" · ")}
        </p>
      )}
    </div>
  );
}
