import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Select } from "@agent-portal/ui-kit/components/select";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { ContractStatus } from "@agent-portal/api-client/enums";
import { BigoIdField } from "#shared/list/bigo-id-field.tsx";
import { DayRangeField } from "#shared/list/day-range-field.tsx";
import { FilterBar } from "@agent-portal/app-runtime/components/list-page";
import { useBigoIdFilter } from "#shared/list/use-bigo-id-filter.ts";
import type { UrlStateUpdate } from "@agent-portal/app-runtime/url-state/use-url-state";
import type { AnchorListValues } from "./anchor-list-params.ts";
import { ANCHOR_LIST_SPEC, NO_LIVE_CHOICES, hasFilters } from "./anchor-list-params.ts";
import type { BrokerOption } from "#shared/list/use-brokers.ts";

/** Props of {@link AnchorListFilters}. */
export interface AnchorListFiltersProps {
  readonly values: AnchorListValues;
  readonly update: UrlStateUpdate<typeof ANCHOR_LIST_SPEC>;
  readonly brokers: readonly BrokerOption[];
}

/** The select value of "any" (Radix Select needs a non-empty value). */
const ANY = "any";

/**
 * The broadcaster list's filters (issue 7): exact Bigo ID (checked before searching: an ID that
 * cannot exist shows a message and sends nothing), broker (any, none, or one of the agency's
 * brokers and managers), contract state, join date range and no live for N days. The Bigo ID applies on Enter or
 * Search; the others at once. Everything lives in the URL. Memoised: the list's answers re-render
 * the page, not its filters (unless the brokers arrive).
 */
export const AnchorListFilters = memo(function AnchorListFilters({ values, update, brokers }: AnchorListFiltersProps) {
  const { t } = useTranslation();
  const bigo = useBigoIdFilter(values.bigo, (value) => update({ bigo: value }));
  const brokerOptions = [
    { value: ANY, label: t("broadcaster.list.filter.anyBroker") },
    { value: "0", label: t("broadcaster.list.noBroker") },
    ...brokers.map((broker) => ({ value: broker.uid, label: broker.name })),
  ];
  const contractOptions = [
    { value: ANY, label: t("broadcaster.list.filter.anyContract") },
    ...Object.values(ContractStatus).map((status) => ({ value: String(status), label: t(`broadcaster.contractStatus.${String(status)}`) })),
  ];
  return (
    <FilterBar
      label={t("broadcaster.list.filter.label")}
      onSubmit={bigo.submit}
      active={hasFilters(values)}
      onReset={() => {
        bigo.reset();
        update({ bigo: "", broker: "", contract: null, from: null, to: null, noLive: null });
      }}
    >
      <BigoIdField filter={bigo} />
      <FormField label={t("broadcaster.list.filter.broker")} className="w-48">
        {(control) => (
          <Select
            {...control}
            options={brokerOptions}
            value={values.broker === "" ? ANY : values.broker}
            onValueChange={(value) => update({ broker: value === ANY ? "" : value })}
          />
        )}
      </FormField>
      <FormField label={t("broadcaster.list.filter.contract")} className="w-48">
        {(control) => (
          <Select
            {...control}
            options={contractOptions}
            value={values.contract === null ? ANY : String(values.contract)}
            onValueChange={(value) => update({ contract: ANCHOR_LIST_SPEC.contract.parse([value]) })}
          />
        )}
      </FormField>
      <FormField label={t("broadcaster.list.filter.noLive")} className="w-48">
        {(control) => (
          <Select
            {...control}
            options={[
              { value: ANY, label: t("broadcaster.list.filter.anyLive") },
              ...NO_LIVE_CHOICES.map((days) => ({ value: String(days), label: t(`broadcaster.list.filter.noLiveFor.${String(days)}`) })),
            ]}
            value={values.noLive === null ? ANY : String(values.noLive)}
            onValueChange={(value) => update({ noLive: ANCHOR_LIST_SPEC.noLive.parse([value]) })}
          />
        )}
      </FormField>
      <DayRangeField label={t("broadcaster.list.filter.joined")} from={values.from} to={values.to} onChange={(from, to) => update({ from, to })} />
    </FilterBar>
  );
});
