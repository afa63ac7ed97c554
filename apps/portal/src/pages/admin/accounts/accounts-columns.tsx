import type { Formatters } from "@agent-portal/i18n/use-formatters";
import { NO_SUB_ROLE } from "@agent-portal/permissions/profiles";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { Button } from "@agent-portal/ui-kit/components/button";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";
import { AccountRole, AccountStatus } from "@agent-portal/api-client/enums";
import { PermissionName, permissionText } from "#pages/admin/shared/permission-name.tsx";
import type { AccountActions } from "./account-actions.ts";
import type { AdminAccountsRow } from "./accounts-params.ts";

/** The ids of the Accounts list's columns, in order (the column settings key them). */
export const ADMIN_ACCOUNTS_COLUMN_IDS = ["username", "bigoId", "role", "status", "scope", "permissions", "lastLogin", "createdBy", "actions"] as const;

/** A row's role in words: role, and the sub-role of an Agency account. */
export const roleText = (t: TFunction, row: Pick<AdminAccountsRow, "role" | "sub_role">): string =>
  row.role === AccountRole.Agency && row.sub_role !== NO_SUB_ROLE
    ? t("admin.accounts.roleWithSub", { role: t(`admin.role.${String(row.role)}`), subRole: t(`admin.subRole.${String(row.sub_role)}`) })
    : t(`admin.role.${String(row.role)}`);

/** What the account sees, in words ("Sees 3 regions: Indonesia, ..."). */
export const scopeText = (t: TFunction, row: Pick<AdminAccountsRow, "scope_kind" | "scope_names">): string =>
  t(`admin.accounts.scope.${row.scope_kind}`, { count: row.scope_names.length, names: row.scope_names.join(", ") });

/** The username column (the name under it), shared by the admin lists of accounts. */
export const usernameColumn = (t: TFunction): DataTableColumn<AdminAccountsRow> => ({
  id: "username",
  hideable: false,
  header: t("admin.accounts.column.username"),
  width: 200,
  accessor: (row) => row.username,
  cell: (row) => (
    <span className="flex min-w-0 flex-col">
      <span className="truncate font-medium">{row.username}</span>
      <bdi className="truncate text-xs text-fg-muted">{row.nick_name}</bdi>
    </span>
  ),
});

/** What the columns call back. */
export interface AccountRowHandlers {
  readonly actionsOf: (row: AdminAccountsRow) => AccountActions;
  readonly onEdit: (row: AdminAccountsRow) => void;
  readonly onStatus: (row: AdminAccountsRow) => void;
  readonly onReset: (row: AdminAccountsRow) => void;
  /** Shows what the account can open and do (every user of the list may look, their own row included). */
  readonly onAccess: (row: AdminAccountsRow) => void;
}

/**
 * The Accounts list's columns: username (and name), Bigo ID, role and sub-role, status (and the
 * reason), scope in words, own permissions by their translated names (spec name and id beside), last login, creator, and the
 * actions the user holds the permission for. Times are Unix seconds shown in the user's zone.
 */
export function adminAccountsColumns(t: TFunction, format: Formatters, handlers: AccountRowHandlers): DataTableColumn<AdminAccountsRow>[] {
  return [
    usernameColumn(t),
    { id: "bigoId", priority: 3, header: t("admin.accounts.column.bigoId"), width: 150, accessor: (row) => row.bigo_id },
    { id: "role", priority: 1, header: t("admin.accounts.column.role"), width: 190, accessor: (row) => roleText(t, row) },
    {
      id: "status",
      priority: 1,
      header: t("admin.accounts.column.status"),
      width: 130,
      accessor: (row) => t(`admin.status.${String(row.status)}`),
      cell: (row) => (
        <Badge tone={row.status === AccountStatus.Disabled ? "danger" : "success"} title={row.status_reason === "" ? undefined : row.status_reason}>
          {t(`admin.status.${String(row.status)}`)}
        </Badge>
      ),
    },
    { id: "scope", priority: 2, header: t("admin.accounts.column.scope"), width: 220, accessor: (row) => scopeText(t, row) },
    {
      id: "permissions",
      priority: 5,
      header: t("admin.accounts.column.permissions"),
      width: 220,
      accessor: (row) => row.permissions.map((id) => permissionText(t, id)).join(", "),
      cell: (row) => (
        <ul className="flex min-w-0 flex-col text-xs">
          {row.permissions.map((id) => (
            <li key={id}>
              <PermissionName id={id} />
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: "lastLogin",
      priority: 2,
      header: t("admin.accounts.column.lastLogin"),
      width: 170,
      accessor: (row) => (row.last_login_time === 0 ? t("admin.accounts.never") : format.dateTime(row.last_login_time * 1000)),
    },
    { id: "createdBy", priority: 4, header: t("admin.accounts.column.createdBy"), width: 150, accessor: (row) => (row.created_by === "" ? "—" : row.created_by) },
    {
      id: "actions",
      hideable: false,
      excludeFromExport: true,
      header: t("admin.accounts.column.actions"),
      width: 340,
      accessor: () => "",
      cell: (row) => {
        const can = handlers.actionsOf(row);
        return (
          <span className="flex gap-2">
            <Button size="sm" variant="secondary" onClick={() => handlers.onAccess(row)} aria-label={t("admin.access.actionFor", { name: row.username })}>
              {t("admin.access.action")}
            </Button>
            {can.edit && (
              <Button size="sm" variant="secondary" onClick={() => handlers.onEdit(row)} aria-label={t("admin.accounts.editFor", { name: row.username })}>
                {t("admin.accounts.edit")}
              </Button>
            )}
            {can.status && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => handlers.onStatus(row)}
                aria-label={t(row.status === AccountStatus.Disabled ? "admin.accounts.enableFor" : "admin.accounts.disableFor", { name: row.username })}
              >
                {t(row.status === AccountStatus.Disabled ? "admin.accounts.enable" : "admin.accounts.disable")}
              </Button>
            )}
            {can.reset && (
              <Button size="sm" variant="secondary" onClick={() => handlers.onReset(row)} aria-label={t("admin.accounts.resetFor", { name: row.username })}>
                {t("admin.accounts.reset")}
              </Button>
            )}
          </span>
        );
      },
    },
  ];
}
