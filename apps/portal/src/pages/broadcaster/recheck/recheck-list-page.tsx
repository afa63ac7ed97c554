import { skipToken } from "@reduxjs/toolkit/query";
import { useCheckAnchorKycStatusQuery } from "@agent-portal/api-client/services/live-agent-front-kyc";
import { useGetUnFinishKycAnchorCountQuery, useGetUnFinishKycAnchorListQuery } from "@agent-portal/api-client/services/live-agent-service";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { Button } from "@agent-portal/ui-kit/components/button";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Select } from "@agent-portal/ui-kit/components/select";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { KycStatus } from "@agent-portal/api-client/enums";
import { BigoIdField } from "#shared/list/bigo-id-field.tsx";
import { FilterBar, ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useBigoIdFilter } from "#shared/list/use-bigo-id-filter.ts";
import { NOT_SENT_VIEW, useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { RecheckDialog } from "./recheck-dialog.tsx";
import type { UnfinishedKycAnchor } from "./recheck-params.ts";
import { RECHECK_SORTABLE, RECHECK_SPEC, RECHECK_STATUSES, canSubmitRecheck, recheckListRequest } from "./recheck-params.ts";

const ANY = "any";

/** KYC status -> badge tone. */
const kycTone = (status: KycStatus) =>
  status === KycStatus.UnderReview ? "brand" : status === KycStatus.Rejected ? "danger" : status === KycStatus.RecheckRequired ? "warning" : "neutral";

/**
 * The recheck list (SPEC section 2, RecheckList; issue 7): the agency's broadcasters whose KYC is
 * not finished, earliest deadline first (live_agent_service GetUnFinishKycAnchorList), with the
 * count (GetUnFinishKycAnchorCount), filters by Bigo ID and status in the URL, the rows' statuses
 * read fresh (live_agent_front CheckAnchorKycStatus, so a recheck just sent shows "under review"
 * at once), and "Submit recheck" where the status allows it.
 */
export default function RecheckListPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const list = useListState(RECHECK_SPEC, RECHECK_SORTABLE);
  const request = useMemo(() => recheckListRequest(list.values), [list.values]);
  const count = useGetUnFinishKycAnchorCountQuery();
  const query = useGetUnFinishKycAnchorListQuery(request ?? skipToken);
  const fetched = useListQuery(query);
  const view = request === null ? NOT_SENT_VIEW : fetched;
  const uids = view.rows.map((row) => row.anchor_uid);
  const fresh = useCheckAnchorKycStatusQuery(uids.length === 0 ? skipToken : { anchor_uids: uids });
  const [recheck, setRecheck] = useState<UnfinishedKycAnchor | null>(null);
  const bigo = useBigoIdFilter(list.values.bigo, (value) => list.update({ bigo: value }));
  const statusOf = useMemo(() => new Map((fresh.data?.list ?? []).map((entry) => [entry.anchor_uid, entry])), [fresh.data]);
  const rows = useMemo(
    () =>
      view.rows.map((row) => ({
        ...row,
        kyc_status: statusOf.get(row.anchor_uid)?.status ?? row.kyc_status,
        deadline_time: statusOf.get(row.anchor_uid)?.deadline_time ?? row.deadline_time,
      })),
    [view.rows, statusOf],
  );
  const columns = useMemo<DataTableColumn<UnfinishedKycAnchor>[]>(
    () => [
      {
        id: "name",
        header: t("broadcaster.list.column.name"),
        hideable: false,
        width: 180,
        accessor: (row) => row.nick_name,
        cell: (row) => <bdi className="truncate font-medium">{row.nick_name}</bdi>,
      },
      { id: "bigoId", priority: 2, header: t("broadcaster.list.column.bigoId"), width: 150, accessor: (row) => row.bigo_id },
      {
        id: "kyc",
        priority: 1,
        header: t("broadcaster.list.column.kyc"),
        width: 160,
        accessor: (row) => t(`broadcaster.kycStatus.${String(row.kyc_status)}`),
        cell: (row) => <Badge tone={kycTone(row.kyc_status)}>{t(`broadcaster.kycStatus.${String(row.kyc_status)}`)}</Badge>,
      },
      {
        id: "reason",
        priority: 3,
        header: t("broadcaster.recruit.column.reason"),
        width: 220,
        accessor: (row) => row.reject_reason,
        cell: (row) => (
          <span className="truncate" title={row.reject_reason}>
            {row.reject_reason}
          </span>
        ),
      },
      {
        id: "deadline",
        priority: 1,
        header: t("broadcaster.recheck.deadlineColumn"),
        width: 150,
        accessor: (row) => (row.deadline_time > 0 ? format.date(row.deadline_time * 1000) : ""),
      },
      { id: "join", priority: 4, header: t("broadcaster.list.column.join"), width: 140, accessor: (row) => format.date(row.join_time * 1000, { timeZone: "UTC" }) },
      {
        id: "actions",
        header: t("broadcaster.list.column.actions"),
        width: 170,
        hideable: false,
        excludeFromExport: true,
        accessor: () => "",
        cell: (row) =>
          canSubmitRecheck(row.kyc_status) ? (
            <Button size="sm" variant="secondary" onClick={() => setRecheck(row)} aria-label={t("broadcaster.recheck.submitFor", { name: row.nick_name })}>
              {t("broadcaster.recheck.open")}
            </Button>
          ) : (
            <span className="text-xs text-fg-muted">{t("broadcaster.recheck.waitingReview")}</span>
          ),
      },
    ],
    [t, format],
  );
  const statusOptions = [
    { value: ANY, label: t("broadcaster.recruit.anyStatus") },
    ...RECHECK_STATUSES.map((status) => ({ value: String(status), label: t(`broadcaster.kycStatus.${String(status)}`) })),
  ];
  const filtered = list.values.bigo !== "" || list.values.kyc !== null;

  return (
    <ListPage
      label={t("route.RecheckList")}
      summary={count.data ? <span aria-live="polite">{t("broadcaster.recheck.count", { n: count.data.count })}</span> : null}
      filters={
        <FilterBar
          label={t("broadcaster.recheck.filterLabel")}
          onSubmit={bigo.submit}
          active={filtered}
          onReset={() => {
            bigo.reset();
            list.update({ bigo: "", kyc: null });
          }}
        >
          <BigoIdField filter={bigo} />
          <FormField label={t("broadcaster.list.column.kyc")} className="w-56">
            {(control) => (
              <Select
                {...control}
                options={statusOptions}
                value={list.values.kyc === null ? ANY : String(list.values.kyc)}
                onValueChange={(value) => list.update({ kyc: RECHECK_SPEC.kyc.parse([value]) })}
              />
            )}
          </FormField>
        </FilterBar>
      }
    >
      <ListTable
        caption={t("route.RecheckList")}
        columns={columns}
        view={{ ...view, rows }}
        state={list.table}
        getRowId={(row) => row.anchor_uid}
        exportFileName="recheck-list"
        emptyTitle={request === null ? t("shared.bigoId.invalid") : filtered ? t("broadcaster.recheck.emptyFiltered") : t("broadcaster.recheck.empty")}
      />
      {recheck !== null && <RecheckDialog anchor={recheck} onClose={() => setRecheck(null)} />}
    </ListPage>
  );
}
