import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import type { GetPaymentCfg } from "@agent-portal/api-client/contract/live-agent-service-payment";
import { PaymentMethodType } from "@agent-portal/api-client/enums";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { DescriptionList } from "@agent-portal/ui-kit/components/description-list";
import { useTranslation } from "react-i18next";
import { feeText } from "#pages/payment/shared/basis-points.ts";

/** GetPaymentCfg's answer. */
export type PaymentCfg = ResponseOf<typeof GetPaymentCfg>;

/** Props of {@link PayoutConfig}. */
export interface PayoutConfigProps {
  readonly cfg: PaymentCfg;
}

/**
 * The payment configuration shown above a submission form (GetPaymentCfg; issue 21 item 6): the
 * bank transfer's minimum, the maximum and the multiple a payout is made of (minor units in the
 * currency's own digits), the beans-to-currency rate, the fee (percent from basis points), this
 * window's cut-off and its payout date (Unix seconds, in the user's zone).
 */
export function PayoutConfig({ cfg }: PayoutConfigProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const bank = cfg.methods.find((m) => m.method_type === PaymentMethodType.BankTransfer);
  const money = (minor: number) => format.money(minor, cfg.currency);
  return (
    <DescriptionList
      columns={3}
      items={[
        { key: "min", term: t("payment.bankInfo.config.min"), description: bank === undefined ? "—" : money(bank.min_amount_cents) },
        { key: "max", term: t("payment.bankInfo.config.max"), description: money(cfg.rules.max_amount_cents) },
        { key: "multiple", term: t("payment.bankInfo.config.multiple"), description: money(cfg.rules.multiple_cents) },
        {
          key: "rate",
          term: t("payment.bankInfo.config.rate"),
          description: t("payment.bankInfo.config.rateValue", { beans: format.beans(cfg.beans_rate.beans), money: money(cfg.beans_rate.minor_units) }),
        },
        { key: "fee", term: t("payment.bankInfo.config.fee"), description: t("payment.byBeansMethod.feePercent", { fee: feeText(cfg.rules.fee_bp) }) },
        { key: "cutoff", term: t("payment.bankInfo.config.cutoff"), description: format.dateTime(cfg.window.cutoff_time * 1000) },
        { key: "payout", term: t("payment.bankInfo.config.payout"), description: format.date(cfg.window.payout_time * 1000) },
      ]}
    />
  );
}
