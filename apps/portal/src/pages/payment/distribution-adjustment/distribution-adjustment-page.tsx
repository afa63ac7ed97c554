import { skipToken } from "@reduxjs/toolkit/query";
import { usePaymentAgencyDistributionAdjustmentListQuery } from "@agent-portal/api-client/services/live-agent-service-adjustment";
import { FilterBar, ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useColumnVisibility } from "@agent-portal/app-runtime/list/use-column-visibility";
import { NOT_SENT_VIEW, useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Button } from "@agent-portal/ui-kit/components/button";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { sessionStore } from "#shared/storage/page-store.ts";
import { keptDraft } from "#pages/payment/shared/kept-draft.ts";
import { AdjustmentDialog } from "./adjustment-dialog.tsx";
import { ADJUSTMENT_DRAFT, EMPTY_ADJUSTMENT, correctionOf, isAdjustmentValues } from "./adjustment-form.ts";
import type { AdjustmentFormValues } from "./adjustment-form.ts";
import { DISTRIBUTION_ADJUSTMENT_COLUMN_IDS, distributionAdjustmentColumns } from "./distribution-adjustment-columns.tsx";
import {
  DISTRIBUTION_ADJUSTMENT_SORTABLE,
  DISTRIBUTION_ADJUSTMENT_SPEC,
  distributionAdjustmentRequest,
  hasDistributionAdjustmentFilters,
  isBatchId,
} from "./distribution-adjustment-params.ts";

/** What the dialog opens with: new values, or `null` for the kept draft. */
type Opened = { readonly initial: AdjustmentFormValues | null } | null;

/**
 * Distribution adjustment (PaymentDistributionBackend 9, `/payment/distribution-adjustment`; issue
 * 21, item 3): the agency's adjustments newest first (PaymentAgencyDistributionAdjustmentList),
 * filtered by batch with the view in the URL, each with its reference, signed beans, reason and
 * the balance before and after. "New adjustment" posts one (`AdjustmentDialog`); a row's Correct
 * posts its exact opposite, since a posted adjustment is never edited or deleted. An unsent draft
 * kept over a reload reopens the dialog with its key. Loading, the error with Try again and the
 * empty states are the list frame's.
 */
export default function DistributionAdjustmentPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const list = useListState(DISTRIBUTION_ADJUSTMENT_SPEC, DISTRIBUTION_ADJUSTMENT_SORTABLE);
  const request = useMemo(() => distributionAdjustmentRequest(list.values), [list.values]);
  const fetched = useListQuery(usePaymentAgencyDistributionAdjustmentListQuery(request ?? skipToken));
  const view = request === null ? NOT_SENT_VIEW : fetched;
  const [visibility, setVisibility] = useColumnVisibility("distribution-adjustment", DISTRIBUTION_ADJUSTMENT_COLUMN_IDS);
  const [opened, setOpened] = useState<Opened>(() => (keptDraft(sessionStore(), ADJUSTMENT_DRAFT, isAdjustmentValues) === null ? null : { initial: null }));
  const columns = useMemo(() => distributionAdjustmentColumns(t, format, (row) => setOpened({ initial: correctionOf(row) })), [t, format]);
  const [batchText, setBatchText] = useState(list.values.batch);
  const [batchInvalid, setBatchInvalid] = useState(false);
  const filtered = hasDistributionAdjustmentFilters(list.values);

  return (
    <ListPage
      label={t("route.DistributionAdjustment")}
      filters={
        <FilterBar
          label={t("payment.adjustment.filterLabel")}
          onSubmit={() => {
            const typed = batchText.trim();
            setBatchInvalid(typed !== "" && !isBatchId(typed));
            if (typed === "" || isBatchId(typed)) list.update({ batch: typed });
          }}
          active={filtered}
          onReset={() => {
            setBatchText("");
            setBatchInvalid(false);
            list.update({ batch: "" });
          }}
        >
          <FormField label={t("payment.adjustment.batchId")} className="w-48" error={batchInvalid ? t("payment.adjustment.error.batchId") : undefined}>
            {(control) => <Input {...control} value={batchText} inputMode="numeric" dir="ltr" onChange={(event) => setBatchText(event.target.value)} />}
          </FormField>
        </FilterBar>
      }
      actions={
        <Button size="sm" onClick={() => setOpened({ initial: EMPTY_ADJUSTMENT })}>
          <Plus aria-hidden="true" />
          {t("payment.adjustment.open")}
        </Button>
      }
    >
      <p className="text-sm text-fg-muted">{t("payment.adjustment.intro")}</p>
      <ListTable
        caption={t("route.DistributionAdjustment")}
        columns={columns}
        view={view}
        state={list.table}
        getRowId={(row) => row.adjustment_id}
        columnVisibility={visibility}
        onColumnVisibilityChange={setVisibility}
        exportFileName={false}
        emptyTitle={request === null ? t("payment.adjustment.error.batchId") : filtered ? t("shared.list.emptyFiltered") : t("payment.adjustment.empty")}
      />
      {opened !== null && <AdjustmentDialog initial={opened.initial} onClose={() => setOpened(null)} />}
    </ListPage>
  );
}
