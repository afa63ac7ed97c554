import { useGetAnchorSubmittedAnchorPaymentQuery, useGetPaymentCfgQuery } from "@agent-portal/api-client/services/live-agent-service-payment";
import { PaymentConfigRole, PaymentStatus } from "@agent-portal/api-client/enums";
import type { PaymentMethodType } from "@agent-portal/api-client/enums";
import { PaymentStatusBadge } from "@agent-portal/app-runtime/components/payment-status-badge";
import { PayoutConfig } from "@agent-portal/app-runtime/components/payout-config";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { DescriptionList } from "@agent-portal/ui-kit/components/description-list";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Section } from "#shared/section.tsx";
import { PaymentDetailsForm } from "./payment-details-form.tsx";

/**
 * AnchorPaymentDetails (`/m/payment`; issue 21 item 9): the broadcaster's own payment details. The
 * payout configuration first (GetPaymentCfg role 1: the chosen method's minimum, the maximum, the
 * multiple, the rate, the fee, this window's cut-off and payout date), then the last submission with
 * its status (GetAnchorSubmittedAnchorPayment: method, holder, the account masked, the reason of a
 * rejection), then the form (`payment-details-form.tsx`). After the cut-off the page is read-only
 * and says when the next window opens; while a submission is under review it cannot be changed.
 */
export default function PaymentDetailsPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const cfg = useGetPaymentCfgQuery({ role: PaymentConfigRole.Broadcaster });
  const current = useGetAnchorSubmittedAnchorPaymentQuery({});
  const [methodType, setMethodType] = useState<PaymentMethodType | undefined>(undefined);
  const underReview = current.data?.payment?.status === PaymentStatus.UnderReview;
  return (
    <>
      <Section title={t("payment.bankInfo.config.title")}>
        <QueryView query={cfg} lines={4}>
          {(data) => <PayoutConfig cfg={data} columns={1} layout="inline" {...(methodType === undefined ? {} : { methodType })} />}
        </QueryView>
      </Section>
      <Section title={t("webview.payment.current")} action={current.data?.payment ? <PaymentStatusBadge status={current.data.payment.status} /> : undefined}>
        <QueryView query={current} lines={3}>
          {({ payment }) =>
            payment === null ? (
              <p className="text-sm text-fg-muted">{t("webview.payment.none")}</p>
            ) : (
              <DescriptionList
                columns={1}
                layout="inline"
                items={[
                  { key: "method", term: t("webview.payment.method"), description: t(`payment.method.${String(payment.method_type)}`) },
                  { key: "name", term: t("payment.bankInfo.field.accountName"), description: payment.account_name },
                  {
                    key: "account",
                    term: t("payment.bankInfo.field.accountNo"),
                    description: payment.account_no_masked === "" ? "" : <bdi dir="ltr">{payment.account_no_masked}</bdi>,
                  },
                  { key: "bank", term: t("payment.bankInfo.field.bankName"), description: payment.bank_name },
                  { key: "time", term: t("payment.bankInfo.history.submitTime"), description: format.dateTime(payment.submit_time * 1000) },
                  ...(payment.reject_reason === "" ? [] : [{ key: "reason", term: t("payment.bankInfo.rejectReason"), description: payment.reject_reason }]),
                ]}
              />
            )
          }
        </QueryView>
      </Section>
      {cfg.data !== undefined && current.data !== undefined && (
        <Section title={t("webview.payment.formTitle")}>
          {cfg.data.window.open === 0 ? (
            <Alert tone="warning">{t("payment.bankInfo.closed", { date: format.date(cfg.data.window.next_open_time * 1000) })}</Alert>
          ) : underReview ? (
            <p className="text-sm text-fg-muted">{t("webview.payment.underReview")}</p>
          ) : (
            <PaymentDetailsForm methods={cfg.data.methods} onMethodChange={setMethodType} />
          )}
        </Section>
      )}
    </>
  );
}
