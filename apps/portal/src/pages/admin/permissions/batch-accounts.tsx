import { useGetAccountListQuery } from "@agent-portal/api-client/services/admin-accounts";
import type { AccountRole } from "@agent-portal/api-client/enums";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { Button } from "@agent-portal/ui-kit/components/button";
import { Checkbox } from "@agent-portal/ui-kit/components/checkbox";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AccountSearchFields, ANY_ROLE } from "#pages/admin/accounts/account-search-fields.tsx";
import { roleText } from "#pages/admin/accounts/accounts-columns.tsx";
import type { AccountChoice } from "./batch-state.ts";

/** How many matching accounts the chooser lists to tick (the "all that match" choice covers the rest). */
export const CHOOSER_PAGE_SIZE = 100;

/** Props of {@link BatchAccounts}. */
export interface BatchAccountsProps {
  readonly value: AccountChoice;
  readonly onChange: (next: AccountChoice) => void;
}

/**
 * Batch authorisation's account chooser: a search (username, Bigo ID or name) and a role filter
 * over getAccountList, the first {@link CHOOSER_PAGE_SIZE} matches to tick one by one, or "All N
 * accounts that match this filter", which the server resolves again when previewing and applying.
 */
export function BatchAccounts({ value, onChange }: BatchAccountsProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState("");
  const [filter, setFilter] = useState<{ keyword: string; role: number | null }>({ keyword: "", role: null });
  const query = useGetAccountListQuery({
    ...(filter.keyword === "" ? {} : { keyword: filter.keyword }),
    ...(filter.role === null ? {} : { role: filter.role as AccountRole }),
    page: 1,
    page_size: CHOOSER_PAGE_SIZE,
  });
  const total = query.data?.total ?? 0;
  const ticked = value.kind === "ids" ? value.ids : [];
  const search = (next: { keyword: string; role: number | null }) => {
    setFilter(next);
    if (value.kind === "filter") onChange({ kind: "ids", ids: [] });
  };
  return (
    <div className="flex flex-col gap-3">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          search({ ...filter, keyword: typed.trim() });
        }}
      >
        <AccountSearchFields
          keyword={typed}
          onKeywordChange={setTyped}
          role={filter.role}
          onRoleChange={(next) => search({ ...filter, role: next === ANY_ROLE ? null : Number(next) })}
        />
        <Button type="submit" variant="secondary">
          {t("shared.list.apply")}
        </Button>
      </form>
      <QueryView query={query} isEmpty={(data) => data.list.length === 0} emptyTitle={t("shared.list.emptyFiltered")}>
        {(data) => (
          <div className="flex flex-col gap-2">
            <Checkbox
              label={t("admin.batch.matchAll", { count: total })}
              checked={value.kind === "filter"}
              onCheckedChange={(next) => onChange(next === true ? { kind: "filter", keyword: filter.keyword, role: filter.role, total } : { kind: "ids", ids: [] })}
            />
            <ul className="grid max-h-80 gap-1 overflow-y-auto rounded-md border border-border p-2 sm:grid-cols-2" aria-label={t("admin.batch.accounts")}>
              {data.list.map((row) => (
                <li key={row.id}>
                  <Checkbox
                    aria-label={t("admin.batch.choose", { name: row.username })}
                    label={
                      <span className="flex flex-col">
                        <span className="font-medium">{row.username}</span>
                        <span className="text-xs text-fg-muted">{roleText(t, row)}</span>
                      </span>
                    }
                    disabled={value.kind === "filter"}
                    checked={value.kind === "filter" || ticked.includes(row.id)}
                    onCheckedChange={(next) => onChange({ kind: "ids", ids: next === true ? [...ticked, row.id] : ticked.filter((id) => id !== row.id) })}
                  />
                </li>
              ))}
            </ul>
          </div>
        )}
      </QueryView>
      <p className="text-sm text-fg-muted" aria-live="polite">
        {t("admin.batch.chosen", { count: value.kind === "filter" ? value.total : ticked.length })}
      </p>
    </div>
  );
}
