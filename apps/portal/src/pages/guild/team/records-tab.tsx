import { useGetAgencyOperationRecordQuery } from "@agent-portal/api-client/services/union-oss";
import { AgencyOperationType } from "@agent-portal/api-client/enums";
import { FilterBar, ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import type { ListState } from "@agent-portal/app-runtime/list/use-list-state";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import type { Formatters } from "@agent-portal/i18n/use-formatters";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { EnumFilter } from "#shared/list/enum-filter.tsx";
import { roleName } from "./team-columns.tsx";
import type { GUILD_TEAM_SPEC, OperationRecordRow } from "./team-params.ts";
import { recordListRequest } from "./team-params.ts";

/**
 * What a record changed, in the viewer's language: a role change as "before → after", an addition
 * with the role given, a removal with the role held; recruiting switches and settings changes keep
 * the server's plain-text detail.
 */
export function recordChange(t: TFunction, row: Pick<OperationRecordRow, "type" | "detail" | "role_before" | "role_after">): string {
  if (row.type === AgencyOperationType.RoleChanged && row.role_before !== 0 && row.role_after !== 0)
    return t("guild.team.records.roleChange", { before: roleName(t, row.role_before), after: roleName(t, row.role_after) });
  if (row.type === AgencyOperationType.MemberAdded && row.role_after !== 0) return t("guild.team.records.addedAs", { role: roleName(t, row.role_after) });
  if (row.type === AgencyOperationType.MemberRemoved && row.role_before !== 0) return t("guild.team.records.removedWas", { role: roleName(t, row.role_before) });
  return row.detail;
}

/** The ids of the records list's columns, in order. */
export const RECORD_COLUMN_IDS = ["time", "type", "member", "change", "operator"] as const;

/** The records list's columns: when (the viewer's zone), what kind of change, the member, what changed, and by whom. */
export function recordColumns(t: TFunction, format: Formatters): DataTableColumn<OperationRecordRow>[] {
  return [
    { id: "time", hideable: false, header: t("guild.team.records.column.time"), width: 170, accessor: (row) => format.dateTime(row.create_time * 1000) },
    { id: "type", priority: 1, header: t("guild.team.records.column.type"), width: 190, accessor: (row) => t(`guild.team.records.type.${String(row.type)}`) },
    { id: "member", priority: 1, header: t("guild.team.column.member"), width: 170, accessor: (row) => (row.target_name === "" ? "—" : row.target_name) },
    { id: "change", priority: 1, header: t("guild.team.records.column.change"), width: 260, accessor: (row) => recordChange(t, row) },
    { id: "operator", priority: 2, header: t("guild.team.records.column.operator"), width: 170, accessor: (row) => row.operator_name },
  ];
}

/** Props of {@link RecordsTab}. */
export interface RecordsTabProps {
  readonly list: ListState<typeof GUILD_TEAM_SPEC>;
}

/** The team's change history (getAgencyOperationRecord), newest first, filtered by kind of change in the URL. */
export function RecordsTab({ list }: RecordsTabProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const request = useMemo(() => recordListRequest(list.values), [list.values]);
  const view = useListQuery(useGetAgencyOperationRecordQuery(request));
  const columns = useMemo(() => recordColumns(t, format), [t, format]);
  const filtered = list.values.type !== null;
  return (
    <ListPage
      label={t("guild.team.records.list")}
      filters={
        <FilterBar label={t("guild.team.records.filterLabel")} onSubmit={() => undefined} active={filtered} onReset={() => list.update({ type: null })}>
          <EnumFilter
            label={t("guild.team.records.column.type")}
            value={list.values.type}
            values={Object.values(AgencyOperationType)}
            labelOf={(v) => t(`guild.team.records.type.${String(v)}`)}
            onChange={(type) => list.update({ type })}
          />
        </FilterBar>
      }
    >
      <ListTable
        caption={t("guild.team.records.list")}
        columns={columns}
        view={view}
        state={list.table}
        getRowId={(row) => row.record_id}
        exportFileName={false}
        emptyTitle={filtered ? t("shared.list.emptyFiltered") : t("guild.team.records.empty")}
      />
    </ListPage>
  );
}
