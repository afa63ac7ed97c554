import type { ViolationType } from "@agent-portal/api-client/enums";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";
import { EvidenceLinks } from "./evidence-links.tsx";
import { ViolationClassBadge } from "./violation-class.tsx";

/** The violation class column of both security tabs (a badge; the text in the table's own CSV). */
export function violationClassColumn<Row extends { readonly violation_type: ViolationType }>(t: TFunction): DataTableColumn<Row> {
  return {
    id: "violation",
    priority: 1,
    header: t("guild.security.column.violation"),
    width: 130,
    accessor: (row) => t(`guild.security.violationType.${String(row.violation_type)}`),
    cell: (row) => <ViolationClassBadge type={row.violation_type} />,
  };
}

/** The evidence column of both security tabs: the platform's files, or "Evidence not provided by the platform". */
export function evidenceColumn<Row extends { readonly evidence_urls: readonly string[] }>(t: TFunction): DataTableColumn<Row> {
  return {
    id: "evidence",
    priority: 3,
    header: t("guild.security.column.evidence"),
    width: 170,
    accessor: (row) => String(row.evidence_urls.length),
    cell: (row) => <EvidenceLinks urls={row.evidence_urls} />,
  };
}
