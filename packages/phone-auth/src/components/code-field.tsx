import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { useTranslation } from "react-i18next";
import { CODE_MAX_LENGTH, sanitizeCodeInput } from "#phone-number.ts";
import type { PhoneDialogState } from "#use-phone-dialog.ts";
import { SendCodeButton } from "./send-code-button.tsx";

/** Props of {@link CodeField}. */
export interface CodeFieldProps {
  /** The code typed so far (digits only, at most {@link CODE_MAX_LENGTH}). */
  value: string;
  /** Receives the sanitised code on every change. */
  onChange: (code: string) => void;
  /** The dialog's send state and action (countdown seconds, busy, disabled, throttled send). */
  dialog: Pick<PhoneDialogState, "remaining" | "sending" | "sendDisabled" | "sendCode">;
}

/**
 * The verification-code field of both phone dialogs (SPEC sections 2 and 5): a required numeric
 * input (one-time-code autofill, left to right, at most 10 characters) with the send-code button
 * and its 60 s countdown beside it.
 */
function CodeField({ value, onChange, dialog }: CodeFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField label={t("phoneAuth.code")} required>
      {(control) => (
        <div className="flex items-start gap-2">
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            maxLength={CODE_MAX_LENGTH}
            value={value}
            placeholder={t("phoneAuth.codePlaceholder")}
            onChange={(event) => onChange(sanitizeCodeInput(event.target.value))}
          />
          <SendCodeButton remaining={dialog.remaining} sending={dialog.sending} disabled={dialog.sendDisabled} onSend={dialog.sendCode} />
        </div>
      )}
    </FormField>
  );
}

export { CodeField };
