import type { Formatters } from "@agent-portal/i18n/use-formatters";
import { Button } from "@agent-portal/ui-kit/components/button";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";
import { AccountRole } from "@agent-portal/api-client/enums";
import { roleText, scopeText, usernameColumn } from "#pages/admin/accounts/accounts-columns.tsx";
import type { AdminAccountsRow } from "#pages/admin/accounts/accounts-params.ts";

/** The ids of the Data permissions list's columns, in order (the column settings key them). */
export const DATA_PERMISSIONS_COLUMN_IDS = ["username", "role", "scope", "changed", "actions"] as const;

/** Whether an account's scope is set on this page: admins and operators; agency and other accounts follow their memberships. */
export const hasSettableScope = (row: Pick<AdminAccountsRow, "role">): boolean => row.role === AccountRole.Admin || row.role === AccountRole.Operator;

/** Whether `username` (the user) may set `row`'s scope here: a settable account that is not their own (the server refuses the same, 47002 and 47010). */
export const maySetScope = (username: string, row: Pick<AdminAccountsRow, "role" | "username">): boolean => hasSettableScope(row) && row.username !== username;

/**
 * The Data permissions list's columns: username (and name), role, the scope in words ("Sees 3
 * regions: ..."), who changed the account last and when (Unix seconds shown in the user's zone),
 * and Edit data scope where the user may set it; an agency account's scope says it follows its agency.
 */
export function dataPermissionsColumns(t: TFunction, format: Formatters, user: string, onEdit: (row: AdminAccountsRow) => void): DataTableColumn<AdminAccountsRow>[] {
  return [
    usernameColumn(t),
    { id: "role", priority: 1, header: t("admin.accounts.column.role"), width: 190, accessor: (row) => roleText(t, row) },
    {
      id: "scope",
      hideable: false,
      header: t("admin.accounts.column.scope"),
      width: 320,
      accessor: (row) => scopeText(t, row),
      cell: (row) => (
        <span className="flex min-w-0 flex-col">
          <span className="whitespace-normal">{scopeText(t, row)}</span>
          {!hasSettableScope(row) && <span className="text-xs text-fg-muted">{t("admin.dataScope.followsAgency")}</span>}
        </span>
      ),
    },
    {
      id: "changed",
      priority: 3,
      header: t("admin.dataScope.changed"),
      width: 220,
      accessor: (row) => (row.update_time === 0 ? "—" : t("admin.dataScope.changedBy", { name: row.updated_by, time: format.dateTime(row.update_time * 1000) })),
    },
    {
      id: "actions",
      hideable: false,
      excludeFromExport: true,
      header: t("admin.accounts.column.actions"),
      width: 180,
      accessor: () => "",
      cell: (row) =>
        maySetScope(user, row) ? (
          <Button size="sm" variant="secondary" onClick={() => onEdit(row)} aria-label={t("admin.dataScope.editFor", { name: row.username })}>
            {t("admin.dataScope.edit")}
          </Button>
        ) : null,
    },
  ];
}
