import { skipToken } from "@reduxjs/toolkit/query";
import { useQryTransferListQuery } from "@agent-portal/api-client/services/manage-anchor";
import { useQryCancelContractListQuery } from "@agent-portal/api-client/services/manage-anchor-cancel";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { selectSessionFlags } from "@agent-portal/session";
import { Button } from "@agent-portal/ui-kit/components/button";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Select } from "@agent-portal/ui-kit/components/select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@agent-portal/ui-kit/components/tabs";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { CancellationStatus, TransferStatus } from "@agent-portal/api-client/enums";
import { useAppSelector } from "@agent-portal/app-runtime/store/hooks";
import { BigoIdField } from "#shared/list/bigo-id-field.tsx";
import { FilterBar } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useBigoIdFilter } from "#shared/list/use-bigo-id-filter.ts";
import { useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { ModifyDialogs } from "./modify-dialogs.tsx";
import type { ModifyDialog } from "./modify-dialogs.tsx";
import { MODIFY_SORTABLE, MODIFY_SPEC, cancelListRequest, transferListRequest } from "./modify-params.ts";
import { pageActions } from "./relation-actions.ts";
import { cancellationColumns, transferColumns } from "./relation-columns.tsx";

const ANY = "any";

/**
 * Modify / transfer relation (SPEC section 2, ModifyRelation, permission TransferRelation, shown
 * when the relation-tab check gives transfer or cancel >= 1; issue 7): transfers out and in
 * (manage anchor QryTransferList) and terminations (QryCancelContractList) as three views in the
 * URL, filtered by status and Bigo ID; starting a transfer out or in (transfer == 1) or a
 * termination (cancel == 1); each row offers exactly what its state allows (`relation-actions.ts`):
 * the counterpart's answer (AgentVerifyTransfer), the broadcaster's confirmation link, and the
 * timeline (QryTransferProgressForAgent, QryCancelProgressForAgent).
 */
export default function ModifyRelationPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const flags = useAppSelector(selectSessionFlags);
  const list = useListState(MODIFY_SPEC, MODIFY_SORTABLE);
  const view = list.values.view;
  const transferRequest = transferListRequest(list.values);
  const cancelRequest = cancelListRequest(list.values);
  const transfers = useListQuery(useQryTransferListQuery(transferRequest ?? skipToken));
  const cancellations = useListQuery(useQryCancelContractListQuery(cancelRequest ?? skipToken));
  const [dialog, setDialog] = useState<ModifyDialog | null>(null);
  const bigo = useBigoIdFilter(list.values.bigo, (value) => list.update({ bigo: value }));
  const invalidBigo = bigo.invalid || (view === "cancel" ? cancelRequest === null : transferRequest === null);
  const actions = pageActions(flags);

  const transferCols = useMemo(
    () =>
      view === "cancel"
        ? []
        : transferColumns(t, format, view, flags.transferInOut, (action, row) => {
            if (action === "progress") setDialog({ kind: "transferProgress", transfer: row, view });
            else if (action === "share") setDialog({ kind: "shareTransfer", transfer: row });
            else setDialog({ kind: "verify", transfer: row, agree: action === "approve" });
          }),
    [t, format, view, flags.transferInOut],
  );
  const cancelCols = useMemo(
    () =>
      cancellationColumns(t, format, (action, row) => setDialog(action === "share" ? { kind: "shareCancel", cancellation: row } : { kind: "cancelProgress", cancellation: row })),
    [t, format],
  );
  const statuses: readonly number[] = Object.values(view === "cancel" ? CancellationStatus : TransferStatus);
  const statusOptions = [
    { value: ANY, label: t("broadcaster.recruit.anyStatus") },
    ...statuses.map((status) => ({
      value: String(status),
      label: t(view === "cancel" ? `broadcaster.cancelStatus.${String(status)}` : `broadcaster.transferStatus.${String(status)}`),
    })),
  ];
  const emptyInvalid = t("shared.bigoId.invalid");

  return (
    <section aria-label={t("route.ModifyRelation")} className="flex flex-col gap-4">
      {actions.length > 0 && (
        <div className="flex flex-wrap justify-end gap-2">
          {actions.includes("transferOut") && <Button onClick={() => setDialog({ kind: "startTransfer", direction: "out" })}>{t("broadcaster.relation.transferOut")}</Button>}
          {actions.includes("transferIn") && (
            <Button variant="secondary" onClick={() => setDialog({ kind: "startTransfer", direction: "in" })}>
              {t("broadcaster.relation.transferIn")}
            </Button>
          )}
          {actions.includes("terminate") && (
            <Button variant="danger" onClick={() => setDialog({ kind: "startCancel" })}>
              {t("broadcaster.relation.terminate")}
            </Button>
          )}
        </div>
      )}
      <Tabs value={view} onValueChange={(value) => list.update({ view: value === "in" ? "in" : value === "cancel" ? "cancel" : "out", status: null })}>
        <TabsList aria-label={t("broadcaster.relation.views")}>
          <TabsTrigger value="out">{t("broadcaster.relation.viewOut")}</TabsTrigger>
          <TabsTrigger value="in">{t("broadcaster.relation.viewIn")}</TabsTrigger>
          <TabsTrigger value="cancel">{t("broadcaster.relation.viewCancel")}</TabsTrigger>
        </TabsList>
        <div className="pt-4">
          <FilterBar
            label={t("broadcaster.relation.filterLabel")}
            onSubmit={bigo.submit}
            active={list.values.status !== null || list.values.bigo !== ""}
            onReset={() => {
              bigo.reset();
              list.update({ status: null, bigo: "" });
            }}
          >
            <BigoIdField filter={bigo} />
            <FormField label={t("broadcaster.recruit.column.status")} className="w-56">
              {(control) => (
                <Select
                  {...control}
                  options={statusOptions}
                  value={list.values.status === null ? ANY : String(list.values.status)}
                  onValueChange={(value) => list.update({ status: MODIFY_SPEC.status.parse([value]) })}
                />
              )}
            </FormField>
          </FilterBar>
        </div>
        {(["out", "in"] as const).map((direction) => (
          <TabsContent key={direction} value={direction} className="pt-4">
            <ListTable
              caption={t(direction === "out" ? "broadcaster.relation.viewOut" : "broadcaster.relation.viewIn")}
              columns={transferCols}
              view={transfers}
              state={list.table}
              getRowId={(row) => row.transfer_id}
              exportFileName={`transfers-${direction}`}
              emptyTitle={invalidBigo ? emptyInvalid : t("broadcaster.relation.noTransfers")}
            />
          </TabsContent>
        ))}
        <TabsContent value="cancel" className="pt-4">
          <ListTable
            caption={t("broadcaster.relation.viewCancel")}
            columns={cancelCols}
            view={cancellations}
            state={list.table}
            getRowId={(row) => row.cancel_id}
            exportFileName="terminations"
            emptyTitle={invalidBigo ? emptyInvalid : t("broadcaster.relation.noCancellations")}
          />
        </TabsContent>
      </Tabs>
      <ModifyDialogs dialog={dialog} mayTransfer={flags.transferInOut} onChange={setDialog} />
    </section>
  );
}
