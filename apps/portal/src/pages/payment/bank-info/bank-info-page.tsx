import { useGetAgentSubmittedAgentPaymentQuery, useGetPaymentCfgQuery } from "@agent-portal/api-client/services/live-agent-service-payment";
import { PaymentConfigRole, PaymentUserAction } from "@agent-portal/api-client/enums";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { DescriptionList } from "@agent-portal/ui-kit/components/description-list";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { reportPaymentAction, usePaymentExposure } from "#pages/payment/shared/payment-user-actions.ts";
import { BankHistory } from "./bank-history.tsx";
import { BankInfoEditor } from "./bank-info-editor.tsx";
import { PaymentStatusBadge } from "@agent-portal/app-runtime/components/payment-status-badge";
import { PayoutConfig } from "@agent-portal/app-runtime/components/payout-config";

/**
 * The agency's bank info (agency-payment bank-info tab, PaymentMethodBankInfo 18; issue 21 item 6):
 * the payout configuration (GetPaymentCfg, role agency), the last submission with its status and
 * the account masked (GetAgentSubmittedAgentPayment), the change form (`bank-info-editor.tsx`) and
 * the history of every change. After the window's cut-off nothing can be changed until the next
 * window, whose date is shown. Reports user actions 6 (shown, with the role) and 7 (Change clicked).
 */
export default function BankInfoPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  usePaymentExposure(PaymentUserAction.PaymentMethodExposure);
  const cfg = useGetPaymentCfgQuery({ role: PaymentConfigRole.Agency });
  const current = useGetAgentSubmittedAgentPaymentQuery({});
  const [editing, setEditing] = useState(false);

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="bank-info-config" className="flex flex-col gap-3">
        <h2 id="bank-info-config" className="text-base font-semibold">
          {t("payment.bankInfo.config.title")}
        </h2>
        <QueryView query={cfg}>{(data) => <PayoutConfig cfg={data} />}</QueryView>
      </section>
      <section aria-labelledby="bank-info-current" className="flex flex-col gap-3">
        <h2 id="bank-info-current" className="text-base font-semibold">
          {t("payment.bankInfo.current")}
        </h2>
        <QueryView query={current} isEmpty={(data) => data.payment === null} emptyTitle={t("payment.bankInfo.none")}>
          {({ payment }) =>
            payment === null ? null : (
              <DescriptionList
                columns={3}
                items={[
                  { key: "name", term: t("payment.bankInfo.field.accountName"), description: payment.account_name },
                  {
                    key: "account",
                    term: t("payment.bankInfo.field.accountNo"),
                    description: (
                      <bdi dir="ltr" className="font-mono">
                        {payment.account_no_masked}
                      </bdi>
                    ),
                  },
                  { key: "bank", term: t("payment.bankInfo.field.bankName"), description: payment.bank_name },
                  { key: "code", term: t("payment.bankInfo.field.bankCode"), description: payment.bank_code },
                  { key: "country", term: t("payment.bankInfo.field.bankCountry"), description: payment.bank_country === "" ? "—" : format.region(payment.bank_country) },
                  { key: "status", term: t("payment.bankInfo.status"), description: <PaymentStatusBadge status={payment.status} /> },
                  { key: "time", term: t("payment.bankInfo.history.submitTime"), description: format.dateTime(payment.submit_time * 1000) },
                  ...(payment.reject_reason === "" ? [] : [{ key: "reason", term: t("payment.bankInfo.rejectReason"), description: payment.reject_reason }]),
                ]}
              />
            )
          }
        </QueryView>
        {cfg.data?.window.open === 0 && <Alert tone="warning">{t("payment.bankInfo.closed", { date: format.dateTime(cfg.data.window.next_open_time * 1000) })}</Alert>}
        {cfg.data?.window.open === 1 && !editing && (
          <div>
            <Button
              onClick={() => {
                reportPaymentAction(PaymentUserAction.PaymentMethodClick);
                setEditing(true);
              }}
            >
              {t("payment.bankInfo.change")}
            </Button>
          </div>
        )}
        {editing && cfg.data !== undefined && <BankInfoEditor country={cfg.data.country} onClose={() => setEditing(false)} />}
      </section>
      <section aria-labelledby="bank-info-history" className="flex flex-col gap-3">
        <h2 id="bank-info-history" className="text-base font-semibold">
          {t("payment.bankInfo.history.title")}
        </h2>
        <BankHistory />
      </section>
    </div>
  );
}
