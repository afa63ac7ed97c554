import type { Formatters } from "@agent-portal/i18n/use-formatters";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";
import { broadcasterColumn } from "#pages/data-center/shared/broadcaster-column.tsx";
import type { TierRow } from "./month-params.ts";
import type { Requirement } from "./tier-text.ts";
import { missingText, requirementValue } from "./tier-text.ts";

/** The row height the month tab needs: three requirement lines and what is missing, px. */
export const MONTH_ROW_HEIGHT = 84;

/** One requirement's progress: "37 hr / 40 hr" with a bar (the text carries the figure; the bar is decoration) and the month-end projection. */
function RequirementLine({ requirement, t, format }: { requirement: Requirement; t: TFunction; format: Formatters }) {
  const share = requirement.need === 0 ? 1 : Math.min(1, requirement.have / requirement.need);
  const met = requirement.missing === 0;
  return (
    <div className="flex items-center gap-2 text-xs leading-4" data-metric={requirement.metric}>
      <span aria-hidden="true" className="h-1 w-12 shrink-0 overflow-hidden rounded bg-surface-sunken">
        <span className={met ? "block h-full bg-success-600" : "block h-full bg-brand-600"} style={{ width: `${String(Math.round(share * 100))}%` }} />
      </span>
      <span className="truncate">
        {t(`dataCenter.tier.metric.${requirement.metric}`)}: {requirementValue(requirement.metric, requirement.have, format)} /{" "}
        {requirementValue(requirement.metric, requirement.need, format)}
        {requirement.projected === null ? null : (
          <span className="text-fg-muted"> · {t("dataCenter.tier.projected", { value: requirementValue(requirement.metric, requirement.projected, format) })}</span>
        )}
      </span>
    </div>
  );
}

/**
 * The month tab's columns: rank, broadcaster, the month's live time, valid days and beans, the
 * tier reached, progress on each requirement of the next tier with its projection, the tier the
 * projection reaches, and what is missing in words.
 */
export function monthColumns(t: TFunction, format: Formatters): DataTableColumn<TierRow>[] {
  return [
    { id: "rank", header: t("dataCenter.column.rank"), hideable: false, width: 70, align: "end", accessor: (row) => format.number(row.rank) },
    broadcasterColumn<TierRow>(t),
    { id: "liveDuration", header: t("dataCenter.column.liveDuration"), width: 120, align: "end", priority: 1, accessor: (row) => format.duration(row.liveDuration) },
    { id: "validLiveDays", header: t("dataCenter.column.validLiveDays"), width: 110, align: "end", priority: 3, accessor: (row) => format.number(row.validLiveDays) },
    { id: "beans", header: t("dataCenter.column.beans"), width: 130, align: "end", priority: 1, accessor: (row) => format.beans(row.beans) },
    {
      id: "tier",
      header: t("dataCenter.column.tier"),
      width: 110,
      priority: 1,
      accessor: (row) => (row.tier === null ? "" : row.tier.tier === 0 ? t("dataCenter.tier.none") : t("dataCenter.tier.name", { tier: format.number(row.tier.tier) })),
      cell: (row) =>
        row.tier === null ? null : (
          <Badge tone={row.tier.tier === 0 ? "neutral" : "success"}>
            {row.tier.tier === 0 ? t("dataCenter.tier.none") : t("dataCenter.tier.name", { tier: format.number(row.tier.tier) })}
          </Badge>
        ),
    },
    {
      id: "progress",
      header: t("dataCenter.column.progress"),
      width: 440,
      // The point of the tab: kept on narrow screens before the raw figures.
      priority: 1,
      accessor: (row) => missingText(row.tier, t, format) ?? "",
      cell: (row) =>
        row.tier === null ? null : (
          <div className="flex flex-col py-1">
            {row.tier.requirements.map((requirement) => (
              <RequirementLine key={requirement.metric} requirement={requirement} t={t} format={format} />
            ))}
            <span className="truncate text-xs leading-4 font-medium">{missingText(row.tier, t, format)}</span>
          </div>
        ),
    },
    {
      id: "projectedTier",
      header: t("dataCenter.column.projectedTier"),
      width: 130,
      priority: 3,
      accessor: (row) =>
        row.tier?.projectedTier === null || row.tier === null
          ? "—"
          : row.tier.projectedTier === 0
            ? t("dataCenter.tier.none")
            : t("dataCenter.tier.name", { tier: format.number(row.tier.projectedTier) }),
    },
  ];
}
