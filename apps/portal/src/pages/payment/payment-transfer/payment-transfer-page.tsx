import { skipToken } from "@reduxjs/toolkit/query";
import { PaymentErrorCode } from "@agent-portal/api-client/contract/payment-shared";
import {
  useLazyPaymentAgencyTransferGetQuery,
  usePaymentAgencyTransferCfgQuery,
  usePaymentAgencyTransferReceiverQuery,
  usePaymentAgencyTransferSubmitMutation,
} from "@agent-portal/api-client/services/live-agent-service-transfer";
import { businessCodeOf } from "@agent-portal/app-runtime/errors/api-error-message";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { Steps } from "@agent-portal/ui-kit/components/steps";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { checkBigoId } from "#shared/forms/bigo-id.ts";
import { sessionStore } from "#shared/storage/page-store.ts";
import { dropDraft, keepDraft, keptDraft } from "#pages/payment/shared/kept-draft.ts";
import { newIdempotencyKey, orNullWhen, submitOnce } from "#pages/payment/shared/submit-once.ts";
import type { SubmitOutcome } from "#pages/payment/shared/submit-once.ts";
import { AmountStep } from "./amount-step.tsx";
import { ReceiverStep } from "./receiver-step.tsx";
import { ReviewStep } from "./review-step.tsx";
import type { LostState } from "./review-step.tsx";
import { EMPTY_TRANSFER, TRANSFER_DRAFT, checkAmount, isTransferValues } from "./transfer-draft.ts";
import type { TransferValues } from "./transfer-draft.ts";
import { TransferResult } from "./transfer-result.tsx";
import type { Transfer } from "./transfer-result.tsx";

const STEP_INDEX = { receiver: 0, amount: 1, review: 2 } as const;
const validId = (typed: string) => {
  const check = checkBigoId(typed);
  return check.kind === "valid" ? check.value : null;
};

/**
 * Payment transfer (PaymentDistributionBackend 9, `/payment/payment-transfer`; issue 21, item 4):
 * the agency sends whole beans from its balance to one Bigo user, in steps. The receiver's Bigo
 * ID is looked up and the server echoes the name (PaymentAgencyTransferReceiver); a receiver the
 * agency blacklisted is refused there, before the review. The amount is checked against the
 * limits with the fee and the balance (PaymentAgencyTransferCfg). The review says the transfer
 * cannot be reversed; Send (PaymentAgencyTransferSubmit) needs a verified phone (the portal's
 * validate-phone dialog opens on the server's 40001) and carries the idempotency key made when
 * the form opened. When its answer is lost (timeout, network, 5xx) the screen asks by the key
 * (PaymentAgencyTransferGet) and never sends blindly again. The result shows the reference number.
 * What is typed, the step and the key are kept in the tab's session storage until the transfer is
 * sent or started over, so a refusal or a reload loses nothing; a reload at the review first asks
 * by the key whether the transfer went through.
 */
export default function PaymentTransferPage() {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const [store] = useState(sessionStore);
  const [kept] = useState(() => keptDraft(store, TRANSFER_DRAFT, isTransferValues));
  const [key, setKey] = useState(() => kept?.key ?? newIdempotencyKey());
  const [values, setValues] = useState<TransferValues>(() => kept?.values ?? EMPTY_TRANSFER);
  const [checkedId, setCheckedId] = useState<string | null>(() => validId(values.bigo_id));
  const [idError, setIdError] = useState<string | undefined>(undefined);
  const [result, setResult] = useState<Transfer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [lost, setLost] = useState<LostState>("none");
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const receiverQuery = usePaymentAgencyTransferReceiverQuery(checkedId === null ? skipToken : { bigo_id: checkedId }, { refetchOnMountOrArgChange: true });
  const cfgQuery = usePaymentAgencyTransferCfgQuery({});
  const [submit] = usePaymentAgencyTransferSubmitMutation();
  const [lookUp] = useLazyPaymentAgencyTransferGetQuery();

  const receiver = receiverQuery.currentData;
  const cfg = cfgQuery.data;
  const amount = cfg === undefined ? null : checkAmount(values.amount, cfg);
  const receiverOk = receiver !== undefined && receiver.blacklisted_since === 0;
  const step = values.step === "receiver" || !receiverOk ? "receiver" : values.step === "review" && amount !== null && !amount.ok ? "amount" : values.step;

  useEffect(() => {
    if (result === null) keepDraft(store, TRANSFER_DRAFT, { key, values });
  }, [store, key, values, result]);

  const lookUpByKey = () => orNullWhen(PaymentErrorCode.TransferNotFound, () => lookUp({ idempotency_key: key }).unwrap());
  const settle = (outcome: SubmitOutcome<Transfer>) => {
    if (outcome.kind === "done") {
      dropDraft(store, TRANSFER_DRAFT);
      setLost("none");
      setFailure(null);
      setResult(outcome.value);
    } else if (outcome.kind === "lost") setLost("lost");
    else {
      setFailure(errorMessage(outcome.error) ?? t("lang328"));
      // Blacklisted since the receiver step: look them up again, which brings the refusal back.
      if (businessCodeOf(outcome.error) === PaymentErrorCode.Blacklisted) void receiverQuery.refetch();
    }
  };

  // A draft reopened at the review may have been sent before the reload: ask by its key first.
  const reopenedAtReview = useRef(kept?.values.step === "review");
  useEffect(() => {
    if (!reopenedAtReview.current) return;
    reopenedAtReview.current = false;
    void lookUpByKey()
      .then((found) => found !== null && settle({ kind: "done", value: found }))
      .catch(() => undefined);
    // Once, on opening; the key and the look-up are those of the kept draft.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const update = (changes: Partial<TransferValues>) => setValues((previous) => ({ ...previous, ...changes }));
  const find = () => {
    const check = checkBigoId(values.bigo_id);
    if (check.kind !== "valid") return setIdError(t(check.kind === "empty" ? "payment.transfer.error.receiverEmpty" : "shared.bigoId.invalid"));
    setIdError(undefined);
    if (check.value === checkedId) void receiverQuery.refetch();
    else setCheckedId(check.value);
  };
  const send = async () => {
    if (busy.current || receiver === undefined || amount === null || !amount.ok) return;
    busy.current = true;
    setSending(true);
    setFailure(null);
    const request = { idempotency_key: key, receiver_bigo_id: receiver.bigo_id, amount_beans: amount.beans };
    settle(await submitOnce(() => submit(request).unwrap(), lookUpByKey));
    busy.current = false;
    setSending(false);
  };
  const check = async () => {
    setLost("checking");
    const found = await lookUpByKey().catch(() => null);
    settle(found === null ? { kind: "lost" } : { kind: "done", value: found });
  };
  const startOver = () => {
    dropDraft(store, TRANSFER_DRAFT);
    setKey(newIdempotencyKey());
    setValues(EMPTY_TRANSFER);
    setCheckedId(null);
    setResult(null);
    setFailure(null);
    setLost("none");
  };

  const steps = (["receiver", "amount", "review", "result"] as const).map((name) => ({ key: name, title: t(`payment.transfer.step.${name}`) }));
  const body = () => {
    if (result !== null) return <TransferResult transfer={result} onAnother={startOver} />;
    if (values.step !== "receiver" && receiver === undefined && receiverQuery.isFetching)
      return (
        <p role="status" className="text-sm text-fg-muted">
          {t("payment.transfer.opening")}
        </p>
      );
    if (step === "receiver")
      return (
        <ReceiverStep
          bigoId={values.bigo_id}
          onBigoIdChange={(bigoId) => {
            update({ bigo_id: bigoId, step: "receiver" });
            setCheckedId(null);
            setIdError(undefined);
          }}
          onFind={find}
          finding={receiverQuery.isFetching}
          receiver={receiver}
          error={idError ?? (receiverQuery.isError ? (errorMessage(receiverQuery.error) ?? undefined) : undefined)}
          onNext={() => update({ step: "amount" })}
        />
      );
    if (cfg === undefined || amount === null)
      return cfgQuery.isError ? (
        <div className="flex flex-col gap-2">
          <Alert tone="error">{errorMessage(cfgQuery.error) ?? t("lang328")}</Alert>
          <div>
            <Button variant="secondary" onClick={() => void cfgQuery.refetch()}>
              {t("common.retry")}
            </Button>
          </div>
        </div>
      ) : (
        <p role="status" className="text-sm text-fg-muted">
          {t("payment.transfer.loadingLimits")}
        </p>
      );
    if (step === "amount" || !amount.ok || receiver === undefined)
      return (
        <AmountStep
          amount={values.amount}
          onAmountChange={(text) => update({ amount: text })}
          cfg={cfg}
          onBack={() => update({ step: "receiver" })}
          onNext={() => update({ step: "review" })}
        />
      );
    return (
      <ReviewStep
        receiver={receiver}
        amount={amount}
        cfg={cfg}
        sending={sending}
        failure={failure}
        lost={lost}
        onBack={() => {
          setFailure(null);
          update({ step: "amount" });
        }}
        onSend={() => void send()}
        onCheck={() => void check()}
      />
    );
  };

  return (
    <section className="flex max-w-2xl flex-col gap-5">
      <p className="text-sm text-fg">{t("payment.transfer.intro")}</p>
      <Steps
        label={t("payment.transfer.stepsLabel")}
        steps={steps}
        current={result === null ? STEP_INDEX[step] : 3}
        stateLabels={{ done: t("payment.transfer.stepDone"), waiting: t("payment.transfer.stepWaiting") }}
      />
      {body()}
    </section>
  );
}
