import { useGetAccountListQuery, useLazyExportAccountListQuery } from "@agent-portal/api-client/services/admin-accounts";
import { ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useColumnVisibility } from "@agent-portal/app-runtime/list/use-column-visibility";
import { useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { useAppSelector } from "@agent-portal/app-runtime/store/hooks";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { selectEffectivePermissions, selectIsAdmin, selectLoginUser } from "@agent-portal/session";
import { Button } from "@agent-portal/ui-kit/components/button";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Select } from "@agent-portal/ui-kit/components/select";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { AccountRole, AccountStatus } from "@agent-portal/api-client/enums";
import { accountActions, creationOf } from "./account-actions.ts";
import { AccessDialog } from "./access-dialog.tsx";
import { AccountFilterBar } from "./account-filter-bar.tsx";
import { AccountFormDialog } from "./account-form-dialog.tsx";
import { AccountStatusDialog, ResetPasswordDialog } from "./account-status-dialog.tsx";
import { ADMIN_ACCOUNTS_COLUMN_IDS, adminAccountsColumns } from "./accounts-columns.tsx";
import type { AdminAccountsRow } from "./accounts-params.ts";
import { ADMIN_ACCOUNTS_SORTABLE, ADMIN_ACCOUNTS_SPEC, adminAccountsExportRequest, adminAccountsRequest, hasAdminAccountsFilters } from "./accounts-params.ts";
import { ServerExportButton, useServerExport } from "#shared/list/server-export.tsx";

const ANY = "any";
type Open = { kind: "create" } | { kind: "edit" | "status" | "reset" | "access"; row: AdminAccountsRow } | null;

/**
 * Accounts (AdminAccounts, `/admin/accounts`; ModifyAccount 1, ResetPassword 2, ModifySubAccount 3):
 * the accounts the user manages (getAccountList: every account, or a ModifySubAccount holder's
 * sub-accounts: the Agency accounts of its agency below its sub-role), searched by username, Bigo ID
 * or name and filtered by role and status, all in the URL, and exported on the server
 * (exportAccountList, the filtered set). "New account" (ModifyAccount) or "New sub-account"
 * (ModifySubAccount only: createSubAccount), edit, disable or enable and reset password appear only for holders of their permission
 * id, never on the user's own row; the server refuses the same whatever is shown. Access, on every
 * row, shows what the account can open and do, and where each permission comes from.
 */
export default function AdminAccountsPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const user = useAppSelector(selectLoginUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  const permissions = useAppSelector(selectEffectivePermissions);
  const actor = useMemo(
    () => ({ permissions, isAdmin, username: user?.username ?? "", role: user?.role ?? AccountRole.NormalUser, subRole: user?.subRole ?? 0 }),
    [permissions, isAdmin, user],
  );
  const list = useListState(ADMIN_ACCOUNTS_SPEC, ADMIN_ACCOUNTS_SORTABLE);
  const request = useMemo(() => adminAccountsRequest(list.values), [list.values]);
  const view = useListQuery(useGetAccountListQuery(request));
  const exportRequest = useMemo(() => adminAccountsExportRequest(list.values), [list.values]);
  const exporter = useServerExport(useLazyExportAccountListQuery(), exportRequest, "admin-accounts.csv");
  const creation = creationOf(actor);
  const [visibility, setVisibility] = useColumnVisibility("admin-accounts", ADMIN_ACCOUNTS_COLUMN_IDS);
  const [open, setOpen] = useState<Open>(null);
  const columns = useMemo(
    () =>
      adminAccountsColumns(t, format, {
        actionsOf: (row) => accountActions(actor, row),
        onEdit: (row) => setOpen({ kind: "edit", row }),
        onStatus: (row) => setOpen({ kind: "status", row }),
        onReset: (row) => setOpen({ kind: "reset", row }),
        onAccess: (row) => setOpen({ kind: "access", row }),
      }),
    [t, format, actor],
  );
  const filtered = hasAdminAccountsFilters(list.values);
  const statusOptions = [
    { value: ANY, label: t("admin.accounts.anyStatus") },
    ...Object.values(AccountStatus).map((status) => ({ value: String(status), label: t(`admin.status.${String(status)}`) })),
  ];
  const close = () => setOpen(null);

  return (
    <ListPage
      label={t("route.AdminAccounts")}
      actions={
        <>
          <ServerExportButton exporter={exporter} />
          {creation !== null && <Button onClick={() => setOpen({ kind: "create" })}>{t(creation === "subAccount" ? "admin.accounts.newSub" : "admin.accounts.new")}</Button>}
        </>
      }
      filters={
        <AccountFilterBar list={list}>
          <FormField label={t("admin.accounts.column.status")} className="w-40">
            {(control) => (
              <Select
                {...control}
                options={statusOptions}
                value={list.values.status === null ? ANY : String(list.values.status)}
                onValueChange={(value) => list.update({ status: ADMIN_ACCOUNTS_SPEC.status.parse([value]) })}
              />
            )}
          </FormField>
        </AccountFilterBar>
      }
    >
      <ListTable
        caption={t("route.AdminAccounts")}
        columns={columns}
        view={view}
        state={list.table}
        getRowId={(row) => String(row.id)}
        columnVisibility={visibility}
        onColumnVisibilityChange={setVisibility}
        exportFileName={false}
        emptyTitle={filtered ? t("shared.list.emptyFiltered") : t("shared.list.emptyTitle")}
      />
      {open?.kind === "create" && <AccountFormDialog account={null} actor={actor} onClose={close} />}
      {open?.kind === "edit" && <AccountFormDialog account={open.row} actor={actor} onClose={close} />}
      {open?.kind === "status" && <AccountStatusDialog account={open.row} onClose={close} />}
      {open?.kind === "reset" && <ResetPasswordDialog account={open.row} onClose={close} />}
      {open?.kind === "access" && <AccessDialog account={open.row} onClose={close} />}
    </ListPage>
  );
}
