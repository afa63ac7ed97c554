import { useKitLabels } from "@agent-portal/app-runtime/kit-labels";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { DataTable } from "@agent-portal/ui-kit/components/data-table";
import { DescriptionList } from "@agent-portal/ui-kit/components/description-list";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { DistributionBatch } from "./distribution-rows.tsx";
import { resultColumns } from "./distribution-rows.tsx";

/** Props of {@link DistributionResult}. */
export interface DistributionResultProps {
  /** A confirmed batch. */
  readonly batch: DistributionBatch;
  readonly onAnother: () => void;
}

/**
 * A confirmed batch (the result page): when it was applied, its counts by final state (credited,
 * failed, pending; they add up to the file's rows), the balance before and after, and every row
 * with its state and, for a failed row, its reason. The table is virtualised (10,000 rows).
 */
export function DistributionResult({ batch, onAnother }: DistributionResultProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const kit = useKitLabels();
  const columns = useMemo(() => resultColumns(t, format), [t, format]);
  const { counts } = batch;
  return (
    <section aria-labelledby="distribution-result" className="flex flex-col gap-4">
      <h2 id="distribution-result" className="text-base font-semibold text-fg">
        {t("payment.distribution.result.title", { id: batch.batch_id })}
      </h2>
      <Alert tone="success">
        {t("payment.distribution.result.applied", {
          time: format.dateTime(batch.confirm_time * 1000),
          credited: counts.credited,
          total: counts.total,
          beans: format.beans(batch.total_beans),
        })}
      </Alert>
      <DescriptionList
        columns={3}
        items={[
          { key: "credited", term: t("payment.distribution.state.3"), description: format.number(counts.credited) },
          { key: "failed", term: t("payment.distribution.state.4"), description: format.number(counts.failed) },
          { key: "pending", term: t("payment.distribution.state.5"), description: format.number(counts.pending) },
          { key: "before", term: t("payment.distribution.result.balanceBefore"), description: format.beans(batch.balance_beans) },
          { key: "after", term: t("payment.distribution.preview.balanceAfter"), description: format.beans(batch.balance_after_beans) },
          { key: "file", term: t("payment.distribution.result.file"), description: batch.file_name },
        ]}
      />
      <DataTable
        caption={t("payment.distribution.result.rows")}
        columns={columns}
        data={batch.rows}
        getRowId={(row) => String(row.line)}
        height={Math.min(480, 56 + batch.rows.length * 44)}
        exportFileName={`distribution-${batch.batch_id}.csv`}
        labels={kit.dataTable}
        paginationLabels={kit.pagination}
      />
      <div>
        {/* This button takes the place of Confirm: the second click of a double click on Confirm
            (its answer came in between) must not start over. A click's `detail` counts the clicks of
            one double click; a keyboard's activation is 0. */}
        <Button
          variant="secondary"
          onClick={(event) => {
            if (event.detail < 2) onAnother();
          }}
        >
          {t("payment.distribution.another")}
        </Button>
      </div>
    </section>
  );
}
