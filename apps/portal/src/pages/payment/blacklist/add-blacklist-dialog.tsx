import { PaymentErrorCode } from "@agent-portal/api-client/contract/payment-shared";
import type { PaymentAgencyBlacklistAdd } from "@agent-portal/api-client/contract/live-agent-service-blacklist";
import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import { usePaymentAgencyBlacklistAddMutation } from "@agent-portal/api-client/services/live-agent-service-blacklist";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Select } from "@agent-portal/ui-kit/components/select";
import { Textarea } from "@agent-portal/ui-kit/components/textarea";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "#shared/dialogs/form-dialog.tsx";
import { ReasonField, useReasonInput } from "#shared/dialogs/reason-field.tsx";
import { useDialogSubmit } from "#shared/dialogs/use-dialog-submit.ts";
import { AddResults } from "./add-results.tsx";
import type { ExpiryChoice } from "./blacklist-lines.ts";
import { BLACKLIST_ADD_MAX, EXPIRY_CHOICES, expireTimeOf, parsePastedIds } from "./blacklist-lines.ts";

type AddResult = ResponseOf<typeof PaymentAgencyBlacklistAdd>["results"][number];

/** Props of {@link AddBlacklistDialog}. */
export interface AddBlacklistDialogProps {
  readonly onClose: () => void;
}

/**
 * Adds one Bigo ID, or many pasted (one per line, or separated by commas or spaces), to the
 * agency's blacklist (PaymentAgencyBlacklistAdd) with one reason and an optional expiry. Lines
 * that cannot be a Bigo ID are named and nothing is sent until they are fixed. After the call the
 * dialog lists each line's result (added, unknown ID, already blacklisted); the IDs that failed
 * stay in the field, so they can be corrected and sent again. A refusal of the whole call keeps
 * everything typed.
 */
export function AddBlacklistDialog({ onClose }: AddBlacklistDialogProps) {
  const { t } = useTranslation();
  const { failure, run } = useDialogSubmit();
  const reason = useReasonInput();
  const [text, setText] = useState("");
  const [expiry, setExpiry] = useState<ExpiryChoice>(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [results, setResults] = useState<readonly AddResult[] | null>(null);
  const [add, state] = usePaymentAgencyBlacklistAddMutation();

  const submit = () => {
    const pasted = parsePastedIds(text);
    const reasonOk = reason.check(true);
    const idsProblem =
      pasted.invalid.length > 0
        ? t("payment.blacklist.add.invalidIds", { ids: pasted.invalid.join(", ") })
        : pasted.ids.length === 0
          ? t("payment.blacklist.add.idsRequired")
          : pasted.ids.length > BLACKLIST_ADD_MAX
            ? t("payment.blacklist.add.tooMany", { max: BLACKLIST_ADD_MAX })
            : null;
    setProblem(idsProblem);
    if (idsProblem !== null || !reasonOk) return;
    void run(async () => {
      const answer = await add({ bigo_ids: [...pasted.ids], reason: reason.trimmed, expire_time: expireTimeOf(expiry, Date.now()) }).unwrap();
      setResults(answer.results);
      setText(
        answer.results
          .filter((r) => r.code !== 0)
          .map((r) => r.bigo_id)
          .join("\n"),
      );
    });
  };

  const expiryOptions = EXPIRY_CHOICES.map((days) => ({
    value: String(days),
    label: days === 0 ? t("payment.blacklist.never") : t(`payment.blacklist.add.expiry${String(days)}`),
  }));
  const lineText = (r: AddResult) =>
    r.code === 0
      ? t("payment.blacklist.add.added")
      : r.code === PaymentErrorCode.AlreadyBlacklisted
        ? t("payment.blacklist.add.already")
        : r.code === PaymentErrorCode.BlacklistUserNotFound
          ? t("payment.blacklist.add.unknown")
          : t("payment.blacklist.add.failed", { code: r.code });

  return (
    <FormDialog
      title={t("payment.blacklist.add.title")}
      description={t("payment.blacklist.add.description", { max: BLACKLIST_ADD_MAX })}
      submitLabel={t("payment.blacklist.add.submit")}
      busy={state.isLoading}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
      width={560}
    >
      <FormField label={t("payment.blacklist.add.ids")} required error={problem ?? undefined} hint={t("payment.blacklist.add.idsHint")}>
        {(control) => (
          <Textarea
            {...control}
            value={text}
            rows={5}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(null);
            }}
          />
        )}
      </FormField>
      <ReasonField label={t("payment.blacklist.column.reason")} required missingMessage={t("payment.blacklist.reasonRequired")} input={reason} />
      <FormField label={t("payment.blacklist.column.expireTime")}>
        {(control) => (
          <Select {...control} options={expiryOptions} value={String(expiry)} onValueChange={(value) => setExpiry(EXPIRY_CHOICES.find((d) => String(d) === value) ?? 0)} />
        )}
      </FormField>
      {results !== null && <AddResults results={results} describe={lineText} />}
    </FormDialog>
  );
}
