import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Textarea } from "@agent-portal/ui-kit/components/textarea";
import { useState } from "react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** Longest reason or note the broadcaster calls take, characters (the contracts' `reason`/`remark`: at most 200). */
export const REASON_MAX = 200;

/** A reason's state, from {@link useReasonInput}. */
export interface ReasonInput {
  /** The text as typed. */
  readonly value: string;
  /** The text without surrounding spaces: what is sent (an empty one is left out of optional fields). */
  readonly trimmed: string;
  /** Whether the last {@link check} found a required reason empty; cleared by typing. */
  readonly missing: boolean;
  /** Sets the text and clears {@link missing}. */
  readonly onChange: (value: string) => void;
  /** On submit: with `required`, marks an empty reason missing; answers whether the reason may be sent. */
  readonly check: (required: boolean) => boolean;
}

/** The state of one {@link ReasonField}: the text and whether a required reason was left empty. */
export function useReasonInput(): ReasonInput {
  const [value, setValue] = useState("");
  const [missing, setMissing] = useState(false);
  const trimmed = value.trim();
  return {
    value,
    trimmed,
    missing,
    onChange: (next) => {
      setValue(next);
      setMissing(false);
    },
    check: (required) => {
      const empty = required && trimmed === "";
      setMissing(empty);
      return !empty;
    },
  };
}

/** Props of {@link ReasonField}. */
export interface ReasonFieldProps {
  /** The field's label (translated). */
  readonly label: string;
  /** The text and its missing flag ({@link useReasonInput}). */
  readonly input: ReasonInput;
  /** Shows the required mark; the check is `input.check(true)` on submit. Default `false`. */
  readonly required?: boolean;
  /** The error shown while a required reason is missing (translated), e.g. "Enter a reason.". */
  readonly missingMessage?: string;
  /** Help text under the field (translated). */
  readonly hint?: ReactNode;
}

/**
 * The free-text reason or note of a {@link FormDialog} (re-grade, renewal, stop, transfer,
 * termination, a transfer's answer): a three-row textarea of at most {@link REASON_MAX}
 * characters with the "used / max" counter, labelled through the kit's FormField, showing
 * `missingMessage` while a required reason is missing.
 */
export function ReasonField({ label, input, required = false, missingMessage, hint }: ReasonFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField label={label} required={required} error={input.missing ? missingMessage : undefined} hint={hint}>
      {(control) => (
        <Textarea
          {...control}
          value={input.value}
          maxLength={REASON_MAX}
          rows={3}
          counter={(used, max) => t("shared.form.counter", { used, max })}
          onChange={(event) => {
            input.onChange(event.target.value);
          }}
        />
      )}
    </FormField>
  );
}
