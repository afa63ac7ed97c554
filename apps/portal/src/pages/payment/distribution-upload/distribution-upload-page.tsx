import { skipToken } from "@reduxjs/toolkit/query";
import { DistributionBatchStatus, PaymentConfigRole } from "@agent-portal/api-client/enums";
import { isApiError } from "@agent-portal/api-client/errors";
import {
  usePaymentAgencyDistributionConfirmMutation,
  usePaymentAgencyDistributionGetQuery,
  usePaymentAgencyDistributionPreviewMutation,
} from "@agent-portal/api-client/services/live-agent-service-distribution";
import { useGetPaymentCfgQuery } from "@agent-portal/api-client/services/live-agent-service-payment";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import { useKitLabels } from "@agent-portal/app-runtime/kit-labels";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { Upload } from "@agent-portal/ui-kit/components/upload";
import { Download } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DistributionPreview } from "./distribution-preview.tsx";
import type { CurrencyRate } from "./distribution-preview.tsx";
import { DistributionResult } from "./distribution-result.tsx";
import { TEMPLATE_CSV, TEMPLATE_FILE_NAME, saveCsv } from "./distribution-template.ts";
import { sessionStore } from "#shared/storage/page-store.ts";
import { dropKeptFile, keepFile, keptFile } from "./kept-file.ts";
import { readDistributionFile } from "./read-distribution-file.ts";
import type { DistributionFile, ReadFailure } from "./read-distribution-file.ts";

/** Largest file taken, bytes (10,000 rows fit many times over). */
const MAX_FILE_BYTES = 5 * 1024 * 1024;

/**
 * Distribution upload (PaymentDistributionUpload 8, `/payment/distribution-upload`; issue 21, items
 * 1-2), in two phases with nothing applied before the confirm. A CSV or XLSX file is read in the
 * browser only to send its cells as typed (`read-distribution-file.ts`); the server validates
 * every row and stores a preview with an idempotency key (PaymentAgencyDistributionPreview). The
 * batch id and key go into the URL, so a reload reopens the preview (PaymentAgencyDistributionGet)
 * and shows that nothing was applied. The confirm sends the preview's key: a double click or a
 * retry answers the same batch. When a confirm fails without an answer (timeout, network, 5xx) the
 * screen looks the batch up by its key before offering to confirm again. The read file and the
 * preview survive a failed request and a reload (the file in session storage, `kept-file.ts`; the
 * preview by the URL) until it is confirmed or discarded.
 */
export default function DistributionUploadPage() {
  const { t, i18n } = useTranslation();
  const kit = useKitLabels();
  const errorMessage = useApiErrorMessage();
  const [params, setParams] = useSearchParams();
  const batchId = params.get("batch") ?? "";
  const key = params.get("key") ?? "";
  const opened = batchId !== "" && key !== "";
  const get = usePaymentAgencyDistributionGetQuery(opened ? { batch_id: batchId, idempotency_key: key } : skipToken);
  const cfg = useGetPaymentCfgQuery({ role: PaymentConfigRole.Agency });
  const [sendPreview, preview] = usePaymentAgencyDistributionPreviewMutation();
  const [sendConfirm, confirm] = usePaymentAgencyDistributionConfirmMutation();
  const [store] = useState(sessionStore);
  const [file, setFile] = useState<DistributionFile | null>(() => keptFile(store));
  const [reading, setReading] = useState(false);
  const [readError, setReadError] = useState<ReadFailure | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const confirming = useRef(false);

  const money: CurrencyRate = cfg.data === undefined ? null : { currency: cfg.data.currency, rate: cfg.data.beans_rate };
  const answered = [confirm.data, get.currentData, preview.data].find((b) => b !== undefined && b.batch_id === batchId);
  const batch = opened ? answered : undefined;

  const upload = async (read: DistributionFile) => {
    const answer = await sendPreview({ file_name: read.name.slice(0, 200), file_sha256: read.sha256, rows: [...read.rows] });
    if (answer.data !== undefined) setParams({ batch: answer.data.batch_id, key: answer.data.idempotency_key });
  };
  const take = async (files: readonly File[]) => {
    const chosen = files[0];
    if (chosen === undefined) return;
    setReading(true);
    setReadError(null);
    setFile(null);
    preview.reset();
    const read = await readDistributionFile(chosen);
    setReading(false);
    if (!read.ok) return setReadError(read.error);
    setFile(read.file);
    keepFile(store, read.file);
    await upload(read.file);
  };
  const onConfirm = async (largeAcknowledged: boolean) => {
    if (confirming.current || batch === undefined) return;
    confirming.current = true;
    setConfirmError(null);
    const answer = await sendConfirm({ batch_id: batch.batch_id, idempotency_key: batch.idempotency_key, large_acknowledged: largeAcknowledged ? 1 : 0 });
    confirming.current = false;
    if (answer.error === undefined) return;
    if (isApiError(answer.error) && answer.error.kind === "business") return setConfirmError(errorMessage(answer.error));
    // No answer: the batch may have been applied before it was lost. Ask by the key before offering to confirm again.
    const status = await get
      .refetch()
      .unwrap()
      .catch(() => null);
    if (status?.status !== DistributionBatchStatus.Confirmed) setConfirmError(t("payment.distribution.confirmLost"));
  };
  const startOver = () => {
    dropKeptFile(store);
    setParams({});
    setFile(null);
    setReadError(null);
    setConfirmError(null);
    preview.reset();
    confirm.reset();
  };

  const confirmedNow = batch?.status === DistributionBatchStatus.Confirmed;
  useEffect(() => {
    if (confirmedNow) dropKeptFile(store);
  }, [confirmedNow, store]);

  if (opened && batch === undefined) {
    return get.isError ? (
      <div className="flex flex-col gap-3">
        <Alert tone="error">{errorMessage(get.error) ?? t("lang328")}</Alert>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => void get.refetch()}>
            {t("common.retry")}
          </Button>
          <Button variant="secondary" onClick={startOver}>
            {t("payment.distribution.another")}
          </Button>
        </div>
      </div>
    ) : (
      <p role="status" className="text-sm text-fg-muted">
        {t("payment.distribution.opening")}
      </p>
    );
  }
  if (batch !== undefined && batch.status === DistributionBatchStatus.Confirmed) return <DistributionResult batch={batch} onAnother={startOver} />;
  if (batch !== undefined)
    return (
      <DistributionPreview
        batch={batch}
        file={file}
        money={money}
        confirming={confirm.isLoading}
        confirmError={confirmError}
        onConfirm={(large) => void onConfirm(large)}
        onDiscard={startOver}
      />
    );

  const previewError = preview.isError ? errorMessage(preview.error) : null;
  return (
    <section className="flex max-w-3xl flex-col gap-4">
      <p className="text-sm text-fg">{t("payment.distribution.intro")}</p>
      <p className="text-sm text-fg-muted">{t("payment.distribution.ruleIntro")}</p>
      <div>
        <Button variant="secondary" size="sm" onClick={() => saveCsv(TEMPLATE_CSV, TEMPLATE_FILE_NAME)}>
          <Download aria-hidden="true" />
          {t("payment.distribution.template")}
        </Button>
      </div>
      <Upload
        accept={[".csv", ".xlsx"]}
        maxSize={MAX_FILE_BYTES}
        locale={i18n.language}
        labels={{ ...kit.upload, drop: t("payment.distribution.drop"), browse: t("payment.distribution.browse") }}
        disabled={reading || preview.isLoading}
        onFilesAccepted={(files) => void take(files)}
      />
      {(reading || preview.isLoading) && (
        <p role="status" className="text-sm text-fg-muted">
          {t("payment.distribution.checking")}
        </p>
      )}
      {readError !== null && <Alert tone="error">{t(`payment.distribution.readError.${readError}`)}</Alert>}
      {file !== null && !reading && !preview.isLoading && !preview.isError && (
        <div className="flex flex-col gap-2">
          <Alert tone="info">{t("payment.distribution.fileKept", { name: file.name, rows: file.rows.length })}</Alert>
          <div className="flex gap-2">
            <Button onClick={() => void upload(file)}>{t("payment.distribution.checkKept")}</Button>
            <Button variant="secondary" onClick={startOver}>
              {t("payment.distribution.discard")}
            </Button>
          </div>
        </div>
      )}
      {previewError !== null && file !== null && (
        <div className="flex flex-col gap-2">
          <Alert tone="error">{t("payment.distribution.previewFailed", { name: file.name, message: previewError })}</Alert>
          <div>
            <Button variant="secondary" onClick={() => void upload(file)}>
              {t("common.retry")}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
