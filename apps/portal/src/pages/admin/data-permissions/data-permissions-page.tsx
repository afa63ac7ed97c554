import { useGetAccountListQuery } from "@agent-portal/api-client/services/admin-accounts";
import { useLazyExportDataScopeListQuery } from "@agent-portal/api-client/services/admin-data-scope";
import { Button } from "@agent-portal/ui-kit/components/button";
import { ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useColumnVisibility } from "@agent-portal/app-runtime/list/use-column-visibility";
import { useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { useAppSelector } from "@agent-portal/app-runtime/store/hooks";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { selectLoginUser } from "@agent-portal/session";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { AccountFilterBar } from "#pages/admin/accounts/account-filter-bar.tsx";
import type { AdminAccountsRow } from "#pages/admin/accounts/accounts-params.ts";
import { ADMIN_ACCOUNTS_SORTABLE, ADMIN_ACCOUNTS_SPEC, adminAccountsExportRequest, adminAccountsRequest, hasAdminAccountsFilters } from "#pages/admin/accounts/accounts-params.ts";
import { ServerExportButton, useServerExport } from "#shared/list/server-export.tsx";
import { DATA_PERMISSIONS_COLUMN_IDS, dataPermissionsColumns } from "./data-permissions-columns.tsx";
import { RegionRemovalDialog } from "./region-removal-dialog.tsx";
import { ScopeDialog } from "./scope-dialog.tsx";

/**
 * Data permissions (AdminDataPermissions, `/admin/data-permissions`; DataPermission 13): the
 * accounts (getAccountList) with what each sees in words ("Sees 3 regions: ..."), searched by
 * username, Bigo ID or name and filtered by role, in the URL. An admin's or operator's scope is set
 * here (all, chosen regions, chosen agencies or its own agency; never on the user's own row);
 * agency accounts follow their agency. The server's data-scope rule applies the scope to every
 * data-center, region, export and payment call, and refuses a scope wider than the user's own.
 * The filtered list is exported on the server (exportDataScopeList), and "Remove a region" takes a
 * region out of every scope, after listing the accounts whose scope uses it.
 */
export default function AdminDataPermissionsPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const user = useAppSelector(selectLoginUser)?.username ?? "";
  const list = useListState(ADMIN_ACCOUNTS_SPEC, ADMIN_ACCOUNTS_SORTABLE);
  const request = useMemo(() => adminAccountsRequest(list.values), [list.values]);
  const view = useListQuery(useGetAccountListQuery(request));
  const [visibility, setVisibility] = useColumnVisibility("admin-data-permissions", DATA_PERMISSIONS_COLUMN_IDS);
  const [editing, setEditing] = useState<AdminAccountsRow | null>(null);
  const [removing, setRemoving] = useState(false);
  const exportRequest = useMemo(() => adminAccountsExportRequest(list.values), [list.values]);
  const exporter = useServerExport(useLazyExportDataScopeListQuery(), exportRequest, "admin-data-permissions.csv");
  const columns = useMemo(() => dataPermissionsColumns(t, format, user, setEditing), [t, format, user]);
  const filtered = hasAdminAccountsFilters(list.values);

  return (
    <ListPage
      label={t("route.AdminDataPermissions")}
      actions={
        <>
          <ServerExportButton exporter={exporter} />
          <Button variant="secondary" onClick={() => setRemoving(true)}>
            {t("admin.dataScope.removal.open")}
          </Button>
        </>
      }
      filters={<AccountFilterBar list={list} />}
    >
      <ListTable
        caption={t("route.AdminDataPermissions")}
        columns={columns}
        view={view}
        state={list.table}
        getRowId={(row) => String(row.id)}
        columnVisibility={visibility}
        onColumnVisibilityChange={setVisibility}
        exportFileName={false}
        emptyTitle={filtered ? t("shared.list.emptyFiltered") : t("shared.list.emptyTitle")}
      />
      {editing !== null && <ScopeDialog account={editing} onClose={() => setEditing(null)} />}
      {removing && <RegionRemovalDialog onClose={() => setRemoving(false)} />}
    </ListPage>
  );
}
