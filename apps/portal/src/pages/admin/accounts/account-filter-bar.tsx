import { FilterBar } from "@agent-portal/app-runtime/components/list-page";
import type { ListState } from "@agent-portal/app-runtime/list/use-list-state";
import type { ReactNode } from "react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AccountSearchFields } from "./account-search-fields.tsx";
import { ADMIN_ACCOUNTS_SPEC, hasAdminAccountsFilters } from "./accounts-params.ts";

/** Props of {@link AccountFilterBar}. */
export interface AccountFilterBarProps {
  /** The accounts list's URL state (`ADMIN_ACCOUNTS_SPEC`). */
  readonly list: ListState<typeof ADMIN_ACCOUNTS_SPEC>;
  /** More filters after the search and role (e.g. the status on Accounts). */
  readonly children?: ReactNode;
}

/**
 * The account filters of the admin lists (getAccountList): the search (username, Bigo ID or name,
 * sent trimmed on Search) and the role, in the URL; Reset clears them and the status.
 */
export function AccountFilterBar({ list, children }: AccountFilterBarProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(list.values.q);
  return (
    <FilterBar
      label={t("admin.accounts.filterLabel")}
      onSubmit={() => list.update({ q: search.trim() })}
      active={hasAdminAccountsFilters(list.values)}
      onReset={() => {
        setSearch("");
        list.update({ q: "", role: null, status: null });
      }}
    >
      <AccountSearchFields
        keyword={search}
        onKeywordChange={setSearch}
        role={list.values.role}
        onRoleChange={(value) => list.update({ role: ADMIN_ACCOUNTS_SPEC.role.parse([value]) })}
      />
      {children}
    </FilterBar>
  );
}
