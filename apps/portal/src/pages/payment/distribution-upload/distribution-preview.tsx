import { DistributionRowState } from "@agent-portal/api-client/enums";
import { useKitLabels } from "@agent-portal/app-runtime/kit-labels";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { Checkbox } from "@agent-portal/ui-kit/components/checkbox";
import { DataTable } from "@agent-portal/ui-kit/components/data-table";
import { DescriptionList } from "@agent-portal/ui-kit/components/description-list";
import { Download } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { BeansRate } from "#pages/payment/shared/beans-money.ts";
import { beansToMinor } from "#pages/payment/shared/beans-money.ts";
import type { DistributionBatch, DistributionBatchRow } from "./distribution-rows.tsx";
import { rejectedColumns, rowReason } from "./distribution-rows.tsx";
import { rejectedFileName, rejectedRowsCsv, saveCsv } from "./distribution-template.ts";
import type { DistributionFile } from "./read-distribution-file.ts";

/** The configured currency and its beans rate (GetPaymentCfg), or `null` while unknown. */
export type CurrencyRate = { readonly currency: string; readonly rate: BeansRate } | null;

/** Props of {@link DistributionPreview}. */
export interface DistributionPreviewProps {
  readonly batch: DistributionBatch;
  /** The file as read, when at hand (its original columns go into the rejected rows); `null` after a reload. */
  readonly file: DistributionFile | null;
  readonly money: CurrencyRate;
  /** The confirm is on its way. */
  readonly confirming: boolean;
  /** The confirm's error, in words (a refused confirm, or a failure after the status look-up). */
  readonly confirmError: string | null;
  readonly onConfirm: (largeAcknowledged: boolean) => void;
  readonly onDiscard: () => void;
}

/**
 * The preview of an uploaded distribution file (nothing applied yet): counts, the total in beans
 * and in currency, the largest amounts, the balance now and after, the partly-valid rule with the
 * counts, the same-file and unusually-large warnings, each rejected row with its reason and the
 * rejected-rows file, and the confirm (only once every row is valid, the balance covers the total
 * and the large-batch warning is ticked).
 */
export function DistributionPreview({ batch, file, money, confirming, confirmError, onConfirm, onDiscard }: DistributionPreviewProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const kit = useKitLabels();
  const [ticked, setTicked] = useState(false);
  const rejected = useMemo(() => batch.rows.filter((row) => row.state === DistributionRowState.Invalid), [batch.rows]);
  const columns = useMemo(() => rejectedColumns(t, format), [t, format]);
  const { counts } = batch;
  const inCurrency = (beans: number) => (money === null ? "…" : format.money(beansToMinor(beans, money.rate), money.currency));
  const covered = batch.balance_after_beans >= 0;
  const needsTick = batch.unusually_large === 1 && !ticked;
  const canConfirm = counts.invalid === 0 && counts.valid > 0 && covered && !needsTick && !confirming;
  const download = async () => {
    const reasonOf = (row: DistributionBatchRow) => `${row.column}: ${rowReason(t, format, row)}`;
    saveCsv(await rejectedRowsCsv(rejected, file, reasonOf), rejectedFileName(batch.file_name));
  };

  return (
    <section aria-labelledby="distribution-preview" className="flex flex-col gap-4">
      <h2 id="distribution-preview" className="text-base font-semibold text-fg">
        {t("payment.distribution.preview.title", { name: batch.file_name })}
      </h2>
      <p className="text-sm text-fg-muted">{t("payment.distribution.preview.notApplied")}</p>
      <DescriptionList
        columns={3}
        items={[
          { key: "total", term: t("payment.distribution.preview.rows"), description: format.number(counts.total) },
          { key: "valid", term: t("payment.distribution.preview.valid"), description: format.number(counts.valid) },
          { key: "invalid", term: t("payment.distribution.preview.invalid"), description: format.number(counts.invalid) },
          { key: "beans", term: t("payment.distribution.preview.totalBeans"), description: format.beans(batch.total_beans) },
          { key: "money", term: t("payment.distribution.preview.totalMoney"), description: inCurrency(batch.total_beans) },
          { key: "balance", term: t("payment.distribution.preview.balance"), description: format.beans(batch.balance_beans) },
          {
            key: "after",
            term: t("payment.distribution.preview.balanceAfter"),
            description: <span className={covered ? undefined : "font-semibold text-danger-700"}>{format.beans(batch.balance_after_beans)}</span>,
          },
        ]}
      />
      {batch.largest.length > 0 && (
        <div className="flex flex-col gap-1">
          <h3 className="text-sm font-medium text-fg">{t("payment.distribution.preview.largest")}</h3>
          <ol className="list-decimal ps-6 text-sm text-fg">
            {batch.largest.map((row) => (
              <li key={row.line}>{t("payment.distribution.preview.largestRow", { line: row.line, id: row.bigo_id, beans: format.beans(row.amount_beans) })}</li>
            ))}
          </ol>
        </div>
      )}
      <Alert tone={counts.invalid === 0 ? "info" : "warning"}>
        {counts.invalid === 0
          ? t("payment.distribution.rule.allValid", { total: counts.total })
          : t("payment.distribution.rule.someInvalid", { total: counts.total, valid: counts.valid, invalid: counts.invalid })}
      </Alert>
      {batch.duplicate_of_batch_id !== "" && (
        <Alert tone="warning">
          {t("payment.distribution.duplicate", { id: batch.duplicate_of_batch_id })}{" "}
          <Link className="font-medium underline" to={`?batch=${encodeURIComponent(batch.duplicate_of_batch_id)}&key=${encodeURIComponent(batch.duplicate_of_key)}`}>
            {t("payment.distribution.openEarlier", { id: batch.duplicate_of_batch_id })}
          </Link>
        </Alert>
      )}
      {!covered && <Alert tone="error">{t("payment.distribution.notCovered")}</Alert>}
      {counts.invalid > 0 && (
        <DataTable
          caption={t("payment.distribution.rejectedTitle")}
          columns={columns}
          data={rejected}
          getRowId={(row) => String(row.line)}
          height={Math.min(400, 56 + rejected.length * 44)}
          exportFileName={false}
          toolbar={
            <Button size="sm" variant="secondary" onClick={() => void download()}>
              <Download aria-hidden="true" />
              {t("payment.distribution.downloadRejected")}
            </Button>
          }
          labels={kit.dataTable}
          paginationLabels={kit.pagination}
        />
      )}
      {batch.unusually_large === 1 && (
        <Checkbox
          checked={ticked}
          onCheckedChange={(value) => setTicked(value === true)}
          label={t("payment.distribution.largeTick")}
          description={t("payment.distribution.largeHint")}
        />
      )}
      {confirmError !== null && <Alert tone="error">{confirmError}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button disabled={!canConfirm} aria-busy={confirming || undefined} onClick={() => onConfirm(ticked)}>
          {t("payment.distribution.confirm", { rows: counts.valid, beans: format.beans(batch.total_beans) })}
        </Button>
        <Button variant="secondary" onClick={onDiscard}>
          {t("payment.distribution.another")}
        </Button>
      </div>
    </section>
  );
}
