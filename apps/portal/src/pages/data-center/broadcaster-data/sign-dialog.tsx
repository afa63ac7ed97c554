import type { invoiceSchema } from "@agent-portal/api-client/contract/live-data-agent-oss-pk";
import { useAgentOssSignatureMutation } from "@agent-portal/api-client/services/live-data-agent-oss-pk";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Checkbox } from "@agent-portal/ui-kit/components/checkbox";
import { DescriptionList } from "@agent-portal/ui-kit/components/description-list";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { output } from "zod/v4/core";
import { FormDialog } from "#shared/dialogs/form-dialog.tsx";
import { useDialogSubmit } from "#shared/dialogs/use-dialog-submit.ts";
import { useNotify } from "#shared/feedback/use-notify.ts";

/** A monthly statement (agentOss invoiceList). */
export type Statement = output<typeof invoiceSchema>;

/** Longest signer name the call takes (agentOss signature `signerName`). */
export const SIGNER_NAME_MAX = 64;

/** Whether the dialog may send: a name of 1-64 characters (trimmed) and the confirmation ticked. */
export function canSign(name: string, confirmed: boolean): boolean {
  const trimmed = name.trim();
  return confirmed && trimmed.length > 0 && trimmed.length <= SIGNER_NAME_MAX;
}

/**
 * Signs a statement (agentOss signature), a deliberate action: the dialog shows the month and the
 * amount, asks for the signer's full name and an explicit confirmation, and sends only on Sign.
 * Opening the statement list never signs anything. A refusal (43013, no longer waiting) keeps
 * what was typed and says why.
 */
export function SignDialog({ statement, onClose }: { readonly statement: Statement; readonly onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const notify = useNotify();
  const { failure, run } = useDialogSubmit();
  const [name, setName] = useState("");
  const [confirmed, setConfirmed] = useState(false);
  const [sign, state] = useAgentOssSignatureMutation();
  const month = format.month(`${statement.month}-01T00:00:00Z`, { timeZone: "UTC" });

  const submit = () => {
    if (!canSign(name, confirmed)) return;
    void run(async () => {
      await sign({ invoiceId: statement.invoiceId, signerName: name.trim() }).unwrap();
      notify.success(t("dataCenter.settlement.signed", { month }));
      onClose();
    });
  };

  return (
    <FormDialog
      title={t("dataCenter.settlement.signTitle", { month })}
      description={t("dataCenter.settlement.signDescription")}
      submitLabel={t("dataCenter.settlement.sign")}
      busy={state.isLoading}
      submitDisabled={!canSign(name, confirmed)}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
      lead={
        <DescriptionList
          items={[
            { term: t("dataCenter.settlement.month"), description: month },
            { term: t("dataCenter.settlement.amount"), description: format.currency(statement.amountCents, "USD") },
          ]}
        />
      }
    >
      <FormField label={t("dataCenter.settlement.signerName")} required>
        {(control) => <Input {...control} value={name} maxLength={SIGNER_NAME_MAX} autoComplete="name" onChange={(event) => setName(event.target.value)} />}
      </FormField>
      <Checkbox label={t("dataCenter.settlement.confirm")} checked={confirmed} onCheckedChange={(checked) => setConfirmed(checked === true)} />
    </FormDialog>
  );
}
