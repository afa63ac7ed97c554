import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Textarea } from "@agent-portal/ui-kit/components/textarea";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** Longest reason or note the broadcaster calls take, characters (the contracts' `reason`/`remark`: at most 200). */
export const REASON_MAX = 200;

/** Props of {@link ReasonField}. */
export interface ReasonFieldProps {
  /** The field's label (translated). */
  readonly label: string;
  readonly value: string;
  /** Called with the whole text on every change. */
  readonly onChange: (value: string) => void;
  /** Shows the required mark; the check itself is the caller's. Default `false`. */
  readonly required?: boolean;
  /** The field's error (translated), e.g. "Enter a reason.". */
  readonly error?: string | undefined;
  /** Help text under the field (translated). */
  readonly hint?: ReactNode;
}

/**
 * The free-text reason or note of a {@link FormDialog} (re-grade, renewal, stop, transfer,
 * termination, a transfer's answer): a three-row textarea of at most {@link REASON_MAX}
 * characters with the "used / max" counter, labelled through the kit's FormField.
 */
export function ReasonField({ label, value, onChange, required = false, error, hint }: ReasonFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField label={label} required={required} error={error} hint={hint}>
      {(control) => (
        <Textarea
          {...control}
          value={value}
          maxLength={REASON_MAX}
          rows={3}
          counter={(used, max) => t("shared.form.counter", { used, max })}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      )}
    </FormField>
  );
}
