import type { ScopeAgency } from "@agent-portal/api-client/contract/admin-data-scope";
import type { Region } from "@agent-portal/api-client/contract/main";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import type { QueryLike } from "@agent-portal/app-runtime/list/table-status";
import { Checkbox } from "@agent-portal/ui-kit/components/checkbox";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { matchingAgencies, toggled } from "./scope-draft.ts";

/** Props of {@link RegionChoice}. */
export interface RegionChoiceProps {
  /** The regions the user sees (getRegions): the only ones a scope they set may list. */
  readonly regions: QueryLike<Region[]>;
  /** Region ids ticked. */
  readonly chosen: readonly number[];
  readonly onChange: (regionIds: number[]) => void;
}

/** The regions of a scope: one box per region the user sees, with its short name. */
export function RegionChoice({ regions, chosen, onChange }: RegionChoiceProps) {
  const { t } = useTranslation();
  return (
    <FormField label={t("admin.dataScope.regions")} group>
      {(control) => (
        <div {...control} role="group" className="grid gap-2 sm:grid-cols-2">
          <QueryView query={regions} isEmpty={(list) => list.length === 0} emptyTitle={t("admin.dataScope.noRegions")}>
            {(list) =>
              list.map((region) => (
                <Checkbox
                  key={region.id}
                  label={`${region.name} (${region.shortName})`}
                  checked={chosen.includes(region.id)}
                  onCheckedChange={(on) => onChange(toggled(chosen, region.id, on === true))}
                />
              ))
            }
          </QueryView>
        </div>
      )}
    </FormField>
  );
}

/** Props of {@link AgencyChoice}. */
export interface AgencyChoiceProps {
  /** The agencies within the user's own scope (getScopeAgencies). */
  readonly agencies: QueryLike<{ list: ScopeAgency[] }>;
  /** Every agency known by name (the account's chosen ones first), so a chosen one outside the list keeps its box. */
  readonly known: readonly ScopeAgency[];
  /** Agency ids ticked. */
  readonly chosen: readonly number[];
  readonly onChange: (agencyIds: number[]) => void;
}

/** The agencies of a scope: a search by name or Bigo ID over the agencies the user may choose, the chosen ones counted. */
export function AgencyChoice({ agencies, known, chosen, onChange }: AgencyChoiceProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  return (
    <div className="flex flex-col gap-3">
      <FormField label={t("admin.dataScope.agencySearch")}>
        {(control) => <Input {...control} type="search" value={search} onChange={(event) => setSearch(event.target.value)} maxLength={64} autoComplete="off" />}
      </FormField>
      <FormField label={t("admin.dataScope.agencies", { count: chosen.length })} group>
        {(control) => (
          <div {...control} role="group" className="flex max-h-64 flex-col gap-2 overflow-y-auto">
            <QueryView query={agencies} isEmpty={(answer) => answer.list.length === 0} emptyTitle={t("admin.dataScope.noAgencies")}>
              {(answer) => {
                const shown = matchingAgencies([...known.filter((a) => chosen.includes(a.id) && !answer.list.some((b) => b.id === a.id)), ...answer.list], search);
                if (shown.length === 0) return <p className="text-sm text-fg-muted">{t("admin.dataScope.noMatch")}</p>;
                return shown.map((agency) => (
                  <Checkbox
                    key={agency.id}
                    label={agency.name}
                    description={agency.bigo_id}
                    checked={chosen.includes(agency.id)}
                    onCheckedChange={(on) => onChange(toggled(chosen, agency.id, on === true))}
                  />
                ));
              }}
            </QueryView>
          </div>
        )}
      </FormField>
    </div>
  );
}
