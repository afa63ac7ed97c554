import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { DescriptionList } from "@agent-portal/ui-kit/components/description-list";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { checkAmount } from "./transfer-draft.ts";
import type { TransferCfg } from "./transfer-draft.ts";

/** Props of {@link AmountStep}. */
export interface AmountStepProps {
  /** The amount as typed. */
  readonly amount: string;
  readonly onAmountChange: (value: string) => void;
  /** The limits, fee rate and balance (PaymentAgencyTransferCfg). */
  readonly cfg: TransferCfg;
  readonly onBack: () => void;
  /** Goes on to the review (called only with an amount that passes {@link checkAmount}). */
  readonly onNext: () => void;
}

/**
 * The transfer's second step: the amount in whole beans, with the configured limits, the fee
 * (basis points of the amount, rounded up to whole beans, paid on top by the agency), the total
 * that leaves the balance and the balance after. Next checks the amount; a problem is named
 * in words and nothing typed is lost.
 */
export function AmountStep({ amount, onAmountChange, cfg, onBack, onNext }: AmountStepProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [tried, setTried] = useState(false);
  const checked = checkAmount(amount, cfg);
  const problem = tried && !checked.ok ? t(`payment.transfer.error.amount.${checked.problem}`, { min: format.beans(cfg.min_beans), max: format.beans(cfg.max_beans) }) : undefined;
  const next = () => {
    setTried(true);
    if (checked.ok) onNext();
  };
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        next();
      }}
    >
      <FormField
        label={t("payment.transfer.amount")}
        required
        error={problem}
        hint={t("payment.transfer.limits", { min: format.beans(cfg.min_beans), max: format.beans(cfg.max_beans) })}
      >
        {(control) => <Input {...control} value={amount} inputMode="numeric" dir="ltr" autoComplete="off" onChange={(event) => onAmountChange(event.target.value)} />}
      </FormField>
      <p className="text-sm text-fg-muted">{t("payment.transfer.feeRule", { rate: format.percent(cfg.fee_basis_points / 10_000, 2) })}</p>
      <DescriptionList
        items={[
          { key: "fee", term: t("payment.transfer.fee"), description: checked.ok ? format.beans(checked.fee) : "" },
          { key: "total", term: t("payment.transfer.total"), description: checked.ok ? format.beans(checked.total) : "" },
          { key: "now", term: t("payment.transfer.balanceNow"), description: format.beans(cfg.balance_beans) },
          { key: "after", term: t("payment.transfer.balanceAfter"), description: checked.ok ? format.beans(checked.balanceAfter) : "" },
        ]}
      />
      {!checked.ok && checked.problem === "overBalance" && !tried && <Alert tone="warning">{t("payment.transfer.error.amount.overBalance")}</Alert>}
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onBack}>
          {t("payment.transfer.back")}
        </Button>
        <Button type="submit">{t("payment.transfer.next")}</Button>
      </div>
    </form>
  );
}
