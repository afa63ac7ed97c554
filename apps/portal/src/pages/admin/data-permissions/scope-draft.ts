import type { DataScopeAnswer, ScopeAgency, SettableScopeKind } from "@agent-portal/api-client/contract/admin-data-scope";
import type { setDataScope } from "@agent-portal/api-client/contract/admin-data-scope";
import type { RequestOf } from "@agent-portal/api-client/contract/define";
import type { Region } from "@agent-portal/api-client/contract/main";
import type { AdminAccountsRow } from "#pages/admin/accounts/accounts-params.ts";

/** What the data-scope dialog holds: the kind chosen and the regions and agencies ticked (each kept while another kind is shown). */
export interface ScopeDraft {
  readonly kind: SettableScopeKind;
  /** Region ids (`getRegions`), ascending. */
  readonly regionIds: readonly number[];
  /** Agency ids, ascending. */
  readonly agencyIds: readonly number[];
}

const sorted = (ids: Iterable<number>): number[] => [...new Set(ids)].sort((a, b) => a - b);

/** The draft of an account's scope as read (`getDataScope`); an operator seeing nothing starts on "chosen regions" with none ticked. */
export function draftOf(scope: Pick<DataScopeAnswer, "kind" | "region_ids" | "agencies">): ScopeDraft {
  const kind: SettableScopeKind = scope.kind === "none" ? "regions" : scope.kind;
  return { kind, regionIds: sorted(scope.region_ids), agencyIds: sorted(scope.agencies.map((a) => a.id)) };
}

/** The draft with `id` ticked or not. */
export const toggled = (ids: readonly number[], id: number, on: boolean): number[] => sorted(on ? [...ids, id] : ids.filter((x) => x !== id));

/** Why the draft cannot be saved, as an i18n key, or null: chosen regions (or agencies) with none ticked, own agency for an account in none. */
export function draftProblem(draft: ScopeDraft, hasOwnAgency: boolean): string | null {
  if (draft.kind === "regions" && draft.regionIds.length === 0) return "admin.dataScope.error.noRegion";
  if (draft.kind === "agencies" && draft.agencyIds.length === 0) return "admin.dataScope.error.noAgency";
  if (draft.kind === "agency" && !hasOwnAgency) return "admin.dataScope.error.noOwnAgency";
  return null;
}

/** The setDataScope request of a draft for `row` (at the version the dialog read): only the kind's own ids are sent. */
export function scopeRequest(row: Pick<AdminAccountsRow, "id" | "version">, draft: ScopeDraft): RequestOf<typeof setDataScope> {
  return {
    id: row.id,
    version: row.version,
    kind: draft.kind,
    region_ids: draft.kind === "regions" ? [...draft.regionIds] : [],
    agency_ids: draft.kind === "agencies" ? [...draft.agencyIds] : [],
  };
}

/** The draft as the accounts list would show it after saving (`scope_kind` and `scope_names`, for `scopeText`). */
export function draftAsRow(
  draft: ScopeDraft,
  regions: readonly Region[],
  agencies: readonly ScopeAgency[],
  ownAgency: ScopeAgency | null,
): Pick<AdminAccountsRow, "scope_kind" | "scope_names"> {
  switch (draft.kind) {
    case "all":
      return { scope_kind: "all", scope_names: [] };
    case "regions":
      return { scope_kind: "regions", scope_names: regions.filter((r) => draft.regionIds.includes(r.id)).map((r) => r.name) };
    case "agencies":
      return { scope_kind: "agencies", scope_names: agencies.filter((a) => draft.agencyIds.includes(a.id)).map((a) => a.name) };
    case "agency":
      return ownAgency === null ? { scope_kind: "none", scope_names: [] } : { scope_kind: "agency", scope_names: [ownAgency.name] };
  }
}

/** The agencies whose name or Bigo ID contains `typed` (trimmed, any letter case); all of them when nothing is typed. */
export function matchingAgencies(agencies: readonly ScopeAgency[], typed: string): ScopeAgency[] {
  const needle = typed.trim().toLocaleLowerCase();
  return needle === "" ? [...agencies] : agencies.filter((a) => a.name.toLocaleLowerCase().includes(needle) || a.bigo_id.toLocaleLowerCase().includes(needle));
}
