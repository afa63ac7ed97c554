import type { exportAccountList, getAccountList } from "@agent-portal/api-client/contract/admin-accounts";
import type { RequestOf, ResponseOf } from "@agent-portal/api-client/contract/define";
import { AccountRole, AccountStatus } from "@agent-portal/api-client/enums";
import { listParams } from "@agent-portal/app-runtime/list/list-params";
import type { ParamValues } from "@agent-portal/app-runtime/url-state/param-codecs";
import { optionalEnumParam, textParam } from "@agent-portal/app-runtime/url-state/param-codecs";

/** One row of the Accounts list (getAccountList). */
export type AdminAccountsRow = ResponseOf<typeof getAccountList>["list"][number];

/** The list's only order: the server's (newest first; getAccountList takes no sort), so no column sorts. */
export const ADMIN_ACCOUNTS_SORTABLE = ["id"] as const;

/** The Accounts list's URL (`/admin/accounts?…`): page, size, `q` (username, Bigo ID or name), `role`, `status`. */
export const ADMIN_ACCOUNTS_SPEC = {
  ...listParams(ADMIN_ACCOUNTS_SORTABLE, "id", "desc"),
  q: textParam(64),
  role: optionalEnumParam(AccountRole),
  status: optionalEnumParam(AccountStatus),
};

/** The Accounts list's URL values. */
export type AdminAccountsValues = ParamValues<typeof ADMIN_ACCOUNTS_SPEC>;

/** Whether a filter is set (the empty state then says that nothing matches them). */
export function hasAdminAccountsFilters(values: AdminAccountsValues): boolean {
  return values.q.trim() !== "" || values.role !== null || values.status !== null;
}

/** The filters of a view (no page): what the accounts and data-permissions exports send (exportAccountList, exportDataScopeList). */
export function adminAccountsExportRequest(values: AdminAccountsValues): RequestOf<typeof exportAccountList> {
  const keyword = values.q.trim();
  return {
    ...(keyword === "" ? {} : { keyword }),
    ...(values.role === null ? {} : { role: values.role }),
    ...(values.status === null ? {} : { status: values.status }),
  };
}

/** The getAccountList request of a view (one page): the search trimmed, unset filters left out. */
export function adminAccountsRequest(values: AdminAccountsValues): RequestOf<typeof getAccountList> {
  return { ...adminAccountsExportRequest(values), page: values.page, page_size: values.size };
}
