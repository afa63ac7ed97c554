import { BigoIdField } from "#shared/list/bigo-id-field.tsx";
import { useBigoIdFilter } from "#shared/list/use-bigo-id-filter.ts";
import { FilterBar } from "@agent-portal/app-runtime/components/list-page";
import type { ListState } from "@agent-portal/app-runtime/list/use-list-state";
import type { ASSIGN_PK_SPEC } from "./assign-pk-params.ts";

/** The Bigo ID search of the shown assign-PK list (the URL's `bigo`): an impossible ID sends nothing and says why. */
export function PkBigoFilter({ list, label }: { readonly list: ListState<typeof ASSIGN_PK_SPEC>; readonly label: string }) {
  const bigo = useBigoIdFilter(list.values.bigo, (value) => list.update({ bigo: value }));
  return (
    <FilterBar
      label={label}
      onSubmit={bigo.submit}
      active={list.values.bigo !== ""}
      onReset={() => {
        bigo.reset();
        list.update({ bigo: "" });
      }}
    >
      <BigoIdField filter={bigo} />
    </FilterBar>
  );
}
