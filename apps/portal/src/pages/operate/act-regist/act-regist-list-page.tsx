import { useAct75352EntranceQuery, useAct75352SignActListQuery, useAct75352SignStatusCountInfoQuery } from "@agent-portal/api-client/services/act75352";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { selectRegions } from "@agent-portal/session/selectors";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { Select } from "@agent-portal/ui-kit/components/select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@agent-portal/ui-kit/components/tabs";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { FilterBar, ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { useAppSelector } from "@agent-portal/app-runtime/store/hooks";
import { ACT_LIST_SPEC, ACT_SORTABLE, ACT_STATUSES, CLOSING_HOURS, activityListRequest, hasActFilters, statusCountRequest } from "./act-regist-params.ts";
import { activityColumns } from "./activity-columns.tsx";
import { TokenLink } from "./token-link.tsx";
import { useNow } from "./use-now.ts";

const ALL = "all";
const OWN = "own";

/**
 * act-regist/list (SPEC section 2, ActRegistList; permission ActRegist 27; issue 24 item 2): the
 * activities of the region (sign_act_list) filtered by name, month, region and sign-up deadline
 * (`closing`, within N hours; the home links the next 48 hours), with status tabs
 * and their counts (sign_status_count_info), each with its window, sign-up deadline and live
 * countdown in the report zone, and the agency's quota; the open count from `entrance` as a
 * "new" badge; a shared registration link (`?token=`, GET {token}) opens the activity it names.
 */
export default function ActRegistListPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const now = useNow();
  const list = useListState(ACT_LIST_SPEC, ACT_SORTABLE);
  const regions = useAppSelector(selectRegions);
  const request = useMemo(() => activityListRequest(list.values), [list.values]);
  const view = useListQuery(useAct75352SignActListQuery(request));
  const counts = useAct75352SignStatusCountInfoQuery(useMemo(() => statusCountRequest(list.values), [list.values]));
  const entrance = useAct75352EntranceQuery({});
  const [name, setName] = useState(list.values.name);
  const columns = useMemo(() => activityColumns(t, format, now), [t, format, now]);
  const countOf = (status: number) => counts.data?.list.find((entry) => entry.status === status)?.count;
  const total = counts.data?.list.reduce((sum, entry) => sum + entry.count, 0);
  const label = (text: string, count: number | undefined) => (count === undefined ? text : t("operate.actRegist.tabCount", { label: text, count }));
  const filtered = hasActFilters(list.values);
  const zoneOptions = [{ value: OWN, label: t("operate.actRegist.ownZone") }, ...regions.map((region) => ({ value: region.shortName, label: region.name }))];

  if (list.values.token !== "") return <TokenLink token={list.values.token} onDone={() => list.update({ token: "" })} />;

  return (
    <ListPage
      label={t("route.ActRegistList")}
      summary={
        entrance.data !== undefined && entrance.data.openCount > 0 ? <Badge tone="success">{t("operate.actRegist.newOpen", { count: entrance.data.openCount })}</Badge> : undefined
      }
      filters={
        <FilterBar
          label={t("operate.actRegist.filterLabel")}
          onSubmit={() => list.update({ name: name.trim() })}
          active={filtered}
          onReset={() => {
            setName("");
            list.update({ name: "", month: "", zone: "", closing: null });
          }}
        >
          <FormField label={t("operate.actRegist.column.name")} className="w-56">
            {(control) => <Input {...control} type="search" maxLength={64} value={name} onChange={(event) => setName(event.target.value)} />}
          </FormField>
          <FormField label={t("operate.actRegist.month")} className="w-48">
            {(control) => <Input {...control} type="month" value={list.values.month} onChange={(event) => list.update({ month: event.target.value })} />}
          </FormField>
          <FormField label={t("operate.actRegist.column.zone")} className="w-48">
            {(control) => (
              <Select
                {...control}
                options={zoneOptions}
                value={list.values.zone === "" ? OWN : list.values.zone}
                onValueChange={(value) => list.update({ zone: value === OWN ? "" : value })}
              />
            )}
          </FormField>
          <FormField label={t("operate.actRegist.closing")} className="w-48">
            {(control) => (
              <Select
                {...control}
                options={[
                  { value: ALL, label: t("operate.actRegist.closingAny") },
                  ...CLOSING_HOURS.map((hours) => ({ value: String(hours), label: t(`operate.actRegist.closingWithin.${String(hours)}`) })),
                ]}
                value={list.values.closing === null ? ALL : String(list.values.closing)}
                onValueChange={(value) => list.update({ closing: ACT_LIST_SPEC.closing.parse([value]) })}
              />
            )}
          </FormField>
        </FilterBar>
      }
    >
      <Tabs
        value={list.values.status === null ? ALL : String(list.values.status)}
        onValueChange={(value) => list.update({ status: value === ALL ? null : ACT_LIST_SPEC.status.parse([value]) })}
      >
        <TabsList aria-label={t("operate.actRegist.tabs")}>
          <TabsTrigger value={ALL}>{label(t("operate.actRegist.all"), total)}</TabsTrigger>
          {ACT_STATUSES.map((status) => (
            <TabsTrigger key={status} value={String(status)}>
              {label(t(`operate.actRegist.status.${String(status)}`), countOf(status))}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* The list is the active tab's panel, so each tab names the panel it controls. */}
        <TabsContent value={list.values.status === null ? ALL : String(list.values.status)}>
          <ListTable
            caption={t("route.ActRegistList")}
            columns={columns}
            view={view}
            state={list.table}
            getRowId={(row) => String(row.activityId)}
            exportFileName={false}
            emptyTitle={filtered || list.values.status !== null ? t("shared.list.emptyFiltered") : t("operate.actRegist.empty")}
          />
        </TabsContent>
      </Tabs>
    </ListPage>
  );
}
