import { feeText } from "@agent-portal/api-client/contract/basis-points";
import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import type { GetPaymentCfg } from "@agent-portal/api-client/contract/live-agent-service-payment";
import { PaymentMethodType } from "@agent-portal/api-client/enums";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { DescriptionList } from "@agent-portal/ui-kit/components/description-list";
import type { DescriptionListProps } from "@agent-portal/ui-kit/components/description-list";
import { useTranslation } from "react-i18next";

/** GetPaymentCfg's answer (live_agent_service, SPEC section 7). */
export type PaymentCfg = ResponseOf<typeof GetPaymentCfg>;

/** Props of {@link PayoutConfig}. */
export interface PayoutConfigProps {
  readonly cfg: PaymentCfg;
  /** The method whose minimum is shown (PaymentMethodType 1-3); default bank transfer. */
  readonly methodType?: PaymentMethodType;
  /** Columns of the list: 3 on the desktop (default), 1 in the webview's one column. */
  readonly columns?: DescriptionListProps["columns"];
  /** `inline`: term and value on one row (the webview's cards). */
  readonly layout?: DescriptionListProps["layout"];
}

/**
 * The payment configuration shown above a payment submission form (GetPaymentCfg; issue 21 items 6
 * and 9): the chosen method's minimum, the maximum and the multiple a payout is made of (minor
 * units, shown in the currency's own digits by `format.money`), the beans-to-currency rate (two
 * integers), the fee (percent from basis points), this window's cut-off and its payout date (Unix
 * seconds, in the user's zone). Used by the agency's bank info, the agency's submission for a
 * broadcaster and the broadcaster's own payment details in the webview.
 */
export function PayoutConfig({ cfg, methodType = PaymentMethodType.BankTransfer, columns = 3, layout }: PayoutConfigProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const method = cfg.methods.find((m) => m.method_type === methodType);
  const money = (minor: number) => format.money(minor, cfg.currency);
  return (
    <DescriptionList
      columns={columns}
      {...(layout === undefined ? {} : { layout })}
      items={[
        { key: "min", term: t("payment.bankInfo.config.min"), description: method === undefined ? "—" : money(method.min_amount_cents) },
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
