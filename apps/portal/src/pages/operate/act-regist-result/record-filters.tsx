import { selectRegions } from "@agent-portal/session/selectors";
import { FilterBar } from "@agent-portal/app-runtime/components/list-page";
import type { ListState } from "@agent-portal/app-runtime/list/use-list-state";
import { useAppSelector } from "@agent-portal/app-runtime/store/hooks";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { Select } from "@agent-portal/ui-kit/components/select";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BigoIdField } from "#shared/list/bigo-id-field.tsx";
import { DayRangeField } from "#shared/list/day-range-field.tsx";
import { EnumFilter } from "#shared/list/enum-filter.tsx";
import { useBigoIdFilter } from "#shared/list/use-bigo-id-filter.ts";
import { RECORD_STATUSES, hasRecordFilters, recordRange } from "./result-params.ts";
import type { RECORD_SPEC } from "./result-params.ts";

const ALL = "all";

/**
 * The filter bar of the result tabs (SPEC section 3 record query fields): activity name and Bigo ID
 * (applied on Search), registration status, region and the registration range (UTC days; default
 * the last 90), all in the URL. Clearing them goes back to the defaults.
 */
export function RecordFilters({ list }: { readonly list: ListState<typeof RECORD_SPEC> }) {
  const { t } = useTranslation();
  const regions = useAppSelector(selectRegions);
  const [activity, setActivity] = useState(list.values.activity);
  const bigo = useBigoIdFilter(list.values.bigo, (value) => list.update({ bigo: value, after: "" }));
  const range = recordRange(list.values);
  const zones = [{ value: ALL, label: t("operate.results.anyZone") }, ...regions.map((region) => ({ value: region.shortName, label: region.name }))];
  return (
    <FilterBar
      label={t("operate.results.filterLabel")}
      active={hasRecordFilters(list.values)}
      onSubmit={() => {
        if (bigo.submit()) list.update({ activity: activity.trim(), after: "" });
      }}
      onReset={() => {
        setActivity("");
        bigo.reset();
        list.update({ activity: "", bigo: "", status: null, zone: "", from: null, to: null, after: "" });
      }}
    >
      <FormField label={t("operate.results.activity")} className="w-56">
        {(control) => <Input {...control} type="search" maxLength={64} value={activity} onChange={(event) => setActivity(event.target.value)} />}
      </FormField>
      <BigoIdField filter={bigo} />
      <EnumFilter
        label={t("operate.results.status")}
        value={list.values.status}
        values={RECORD_STATUSES}
        labelOf={(status) => t(`operate.results.signStatus.${String(status)}`)}
        onChange={(status) => list.update({ status, after: "" })}
      />
      <FormField label={t("operate.results.zone")} className="w-44">
        {(control) => (
          <Select
            {...control}
            options={zones}
            value={list.values.zone === "" ? ALL : list.values.zone}
            onValueChange={(value) => list.update({ zone: value === ALL ? "" : value, after: "" })}
          />
        )}
      </FormField>
      <DayRangeField label={t("operate.results.range")} from={range.from} to={range.to} onChange={(from, to) => list.update({ from, to, after: "" })} />
    </FilterBar>
  );
}
