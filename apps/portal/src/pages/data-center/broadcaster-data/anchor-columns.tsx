import { BenefitType } from "@agent-portal/api-client/enums";
import type { Formatters } from "@agent-portal/i18n/use-formatters";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";
import { broadcasterColumn } from "#pages/data-center/shared/broadcaster-column.tsx";
import type { AnchorIncomeRow } from "./anchor-params.ts";

const TYPES = Object.values(BenefitType);

/**
 * The anchor tab's columns: broadcaster, the month's income (of the chosen type, or in all) and,
 * with no type chosen, the income of each benefit type (linked in the header to nothing: the
 * rules are on the proxy tab). Amounts in cents, shown in dollars (`Intl.NumberFormat`).
 */
export function anchorColumns(t: TFunction, format: Formatters, type: BenefitType | null): DataTableColumn<AnchorIncomeRow>[] {
  const money = (cents: number) => format.currency(cents, "USD");
  const amount: DataTableColumn<AnchorIncomeRow> = {
    id: "amount",
    header: type === null ? t("dataCenter.anchor.income") : t(`dataCenter.benefit.${String(type)}`),
    hideable: false,
    width: 140,
    align: "end",
    accessor: (row) => money(row.amountCents),
  };
  const split: DataTableColumn<AnchorIncomeRow>[] =
    type === null
      ? TYPES.map((each) => ({
          id: `type${String(each)}`,
          header: t(`dataCenter.benefit.${String(each)}`),
          width: 140,
          align: "end" as const,
          priority: 2,
          accessor: (row: AnchorIncomeRow) => money(row.byType?.find((entry) => entry.type === each)?.amountCents ?? 0),
        }))
      : [];
  return [broadcasterColumn<AnchorIncomeRow>(t), amount, ...split];
}
