import { adminActions } from "@agent-portal/api-client/contract/admin-action-log";
import { useGetAdminActionLogQuery, useLazyExportAdminActionLogQuery } from "@agent-portal/api-client/services/admin-action-log";
import { FilterBar, ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useColumnVisibility } from "@agent-portal/app-runtime/list/use-column-visibility";
import { useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { Select } from "@agent-portal/ui-kit/components/select";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { DayRangeField } from "#shared/list/day-range-field.tsx";
import { ServerExportButton, useServerExport } from "#shared/list/server-export.tsx";
import { ADMIN_ACTION_LOG_COLUMN_IDS, adminActionLogColumns } from "./action-log-columns.tsx";
import { ADMIN_ACTION_LOG_SORTABLE, ADMIN_ACTION_LOG_SPEC, adminActionLogExportRequest, adminActionLogRequest, hasAdminActionLogFilters } from "./action-log-params.ts";

/**
 * Action log (AdminActionLog, `/admin/action-log`; ActionLog 5): every account, permission and
 * scope change with actor, time, target and the fields before → after (getAdminActionLog, newest
 * first), filtered by actor, target, action and UTC days in the URL, and the filtered set exported
 * on the server (exportAdminActionLog). The server logs each view and export too. No row can be
 * edited or deleted.
 */
export default function AdminActionLogPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const list = useListState(ADMIN_ACTION_LOG_SPEC, ADMIN_ACTION_LOG_SORTABLE);
  const request = useMemo(() => adminActionLogRequest(list.values), [list.values]);
  const view = useListQuery(useGetAdminActionLogQuery(request));
  const exportRequest = useMemo(() => adminActionLogExportRequest(list.values), [list.values]);
  const exporter = useServerExport(useLazyExportAdminActionLogQuery(), exportRequest, "admin-action-log.csv");
  const [visibility, setVisibility] = useColumnVisibility("admin-action-log", ADMIN_ACTION_LOG_COLUMN_IDS);
  const columns = useMemo(() => adminActionLogColumns(t, format), [t, format]);
  const filtered = hasAdminActionLogFilters(list.values);
  const [actor, setActor] = useState(list.values.actor);
  const [target, setTarget] = useState(list.values.target);
  const actionOptions = [
    { value: "any", label: t("admin.actionLog.anyAction") },
    ...adminActions.map((action) => ({ value: action, label: t(`admin.actionLog.action.${action}`) })),
  ];

  return (
    <ListPage
      label={t("route.AdminActionLog")}
      actions={<ServerExportButton exporter={exporter} />}
      summary={<span>{t("admin.actionLog.zone")}</span>}
      filters={
        <FilterBar
          label={t("admin.actionLog.filterLabel")}
          onSubmit={() => list.update({ actor: actor.trim(), target: target.trim() })}
          active={filtered}
          onReset={() => {
            setActor("");
            setTarget("");
            list.update({ actor: "", target: "", action: "any", from: null, to: null });
          }}
        >
          <FormField label={t("admin.actionLog.column.actor")} className="w-48">
            {(control) => <Input {...control} value={actor} maxLength={64} onChange={(event) => setActor(event.target.value)} />}
          </FormField>
          <FormField label={t("admin.actionLog.column.target")} className="w-48">
            {(control) => <Input {...control} value={target} maxLength={64} onChange={(event) => setTarget(event.target.value)} />}
          </FormField>
          <FormField label={t("admin.actionLog.column.action")} className="w-56">
            {(control) => (
              <Select
                {...control}
                options={actionOptions}
                value={list.values.action}
                onValueChange={(value) => list.update({ action: ADMIN_ACTION_LOG_SPEC.action.parse([value]) })}
              />
            )}
          </FormField>
          <DayRangeField label={t("admin.actionLog.days")} from={list.values.from} to={list.values.to} onChange={(from, to) => list.update({ from, to })} />
        </FilterBar>
      }
    >
      <ListTable
        caption={t("route.AdminActionLog")}
        columns={columns}
        view={view}
        state={list.table}
        getRowId={(row) => String(row.id)}
        columnVisibility={visibility}
        onColumnVisibilityChange={setVisibility}
        exportFileName={false}
        emptyTitle={filtered ? t("shared.list.emptyFiltered") : t("shared.list.emptyTitle")}
      />
    </ListPage>
  );
}
