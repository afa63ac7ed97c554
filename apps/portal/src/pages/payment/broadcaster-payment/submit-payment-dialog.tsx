import { useAnchorSubmitAnchorPaymentMutation, useGetAnchorSubmittedAnchorPaymentQuery, useGetPaymentCfgQuery } from "@agent-portal/api-client/services/live-agent-service-payment";
import { PaymentConfigRole, PaymentStatus, PaymentUserAction } from "@agent-portal/api-client/enums";
import { PaymentStatusBadge } from "@agent-portal/app-runtime/components/payment-status-badge";
import { PayoutConfig } from "@agent-portal/app-runtime/components/payout-config";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { DescriptionList } from "@agent-portal/ui-kit/components/description-list";
import { useTranslation } from "react-i18next";
import { FormDialog } from "#shared/dialogs/form-dialog.tsx";
import { useNotify } from "#shared/feedback/use-notify.ts";
import { reportPaymentAction } from "#pages/payment/shared/payment-user-actions.ts";
import { BankInfoFields, useBankInfoForm } from "#pages/payment/bank-info/bank-info-fields.tsx";
import type { BroadcasterPaymentRow } from "./broadcaster-payment-params.ts";

/** Props of {@link SubmitPaymentDialog}. */
export interface SubmitPaymentDialogProps {
  /** The broadcaster submitted for (a row of PaymentAgencyBroadcastList). */
  readonly broadcaster: BroadcasterPaymentRow;
  readonly onClose: () => void;
}

/**
 * The agency submits a broadcaster's payment info (AnchorSubmitAnchorPayment with `anchor_uid`:
 * SubmitType AgencySubmitAnchor; issue 21 item 6), from the broadcaster payment by-beans tab. Above
 * the form: the payout configuration (GetPaymentCfg role 1) and the broadcaster's last submission
 * with its status (GetAnchorSubmittedAnchorPayment). The bank account fields and their checks are
 * the bank info form's (`bank-info-fields.tsx`); the server checks again (a broadcaster outside the
 * agency 38006, no approved identity check 38008, one under review 38002, after the cut-off 38039)
 * and asks for the phone check. After the cut-off, or while a submission is under review, nothing
 * can be sent. Reports user actions 8 (ok) and 9 (cancel).
 */
export function SubmitPaymentDialog({ broadcaster, onClose }: SubmitPaymentDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const notify = useNotify();
  const cfg = useGetPaymentCfgQuery({ role: PaymentConfigRole.Broadcaster });
  const current = useGetAnchorSubmittedAnchorPaymentQuery({ anchor_uid: broadcaster.anchor_uid });
  const [send, sending] = useAnchorSubmitAnchorPaymentMutation();
  const name = broadcaster.nick_name;
  const { form, onSubmit } = useBankInfoForm({
    country: cfg.data?.country ?? "ID",
    submit: (request) => send({ ...request, anchor_uid: broadcaster.anchor_uid }).unwrap(),
    onSaved: () => {
      reportPaymentAction(PaymentUserAction.PaymentMethodOk);
      notify.success(t("payment.broadcasterPayment.submit.saved", { name }));
      onClose();
    },
  });
  const closed = cfg.data?.window.open === 0;
  const underReview = current.data?.payment?.status === PaymentStatus.UnderReview;
  const last = current.data?.payment ?? null;

  return (
    <FormDialog
      title={t("payment.broadcasterPayment.submit.title", { name })}
      description={t("payment.broadcasterPayment.submit.description")}
      submitLabel={t("payment.bankInfo.submit")}
      submitDisabled={closed || underReview || cfg.data === undefined}
      busy={sending.isLoading || form.isSubmitting}
      failure={form.errors.root ?? null}
      onSubmit={(event) => void onSubmit(event)}
      onClose={() => {
        reportPaymentAction(PaymentUserAction.PaymentMethodCancel);
        onClose();
      }}
      width={720}
      lead={
        <div className="flex flex-col gap-4">
          <QueryView query={cfg}>{(data) => <PayoutConfig cfg={data} />}</QueryView>
          <section aria-label={t("payment.broadcasterPayment.submit.current")} className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold">{t("payment.broadcasterPayment.submit.current")}</h3>
            <QueryView query={current} isEmpty={(data) => data.payment === null} emptyTitle={t("payment.broadcasterPayment.submit.none")}>
              {() =>
                last === null ? null : (
                  <DescriptionList
                    columns={3}
                    items={[
                      { key: "status", term: t("payment.bankInfo.status"), description: <PaymentStatusBadge status={last.status} /> },
                      { key: "method", term: t("payment.broadcasterPayment.column.method"), description: t(`payment.method.${String(last.method_type)}`) },
                      { key: "account", term: t("payment.bankInfo.field.accountNo"), description: <bdi dir="ltr">{last.account_no_masked}</bdi> },
                      { key: "time", term: t("payment.bankInfo.history.submitTime"), description: format.dateTime(last.submit_time * 1000) },
                      ...(last.reject_reason === "" ? [] : [{ key: "reason", term: t("payment.bankInfo.rejectReason"), description: last.reject_reason }]),
                    ]}
                  />
                )
              }
            </QueryView>
          </section>
          {closed && cfg.data !== undefined && <Alert tone="warning">{t("payment.bankInfo.closed", { date: format.dateTime(cfg.data.window.next_open_time * 1000) })}</Alert>}
          {underReview && <Alert tone="info">{t("payment.broadcasterPayment.submit.underReview")}</Alert>}
        </div>
      }
    >
      {cfg.data !== undefined && <BankInfoFields form={form} country={cfg.data.country} holderHint={t("payment.broadcasterPayment.submit.holderHint")} />}
    </FormDialog>
  );
}
