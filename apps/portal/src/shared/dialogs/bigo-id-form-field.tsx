import { Button } from "@agent-portal/ui-kit/components/button";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import type { ReactNode } from "react";
import { BIGO_ID_MAX_LENGTH } from "#shared/forms/bigo-id.ts";

/** A Find button beside the field: Enter in the field presses it instead of submitting the form. */
export interface BigoIdFind {
  /** The button's text (translated), e.g. "Find". */
  readonly label: string;
  /** Looks the typed Bigo ID up (the caller checks it with `checkBigoId`). */
  readonly onFind: () => void;
  /** While the lookup runs: the button is busy. */
  readonly finding: boolean;
}

/** Props of {@link BigoIdFormField}. */
export interface BigoIdFormFieldProps {
  /** The field's label (translated). */
  readonly label: string;
  /** Shows the required mark; the check itself is the caller's. Default `false`. */
  readonly required?: boolean;
  readonly hint?: ReactNode;
  /** The field's error (translated): an invalid ID, nobody found, a lookup refused. */
  readonly error?: string | undefined;
  readonly value: string;
  /** Called with the whole text on every change. */
  readonly onChange: (value: string) => void;
  /** Disables the field and its Find button. Default `false`. */
  readonly disabled?: boolean;
  /** A Find button beside the field (a lookup before the form is sent); omit for a plain field. */
  readonly find?: BigoIdFind;
}

/**
 * A Bigo ID typed in a {@link FormDialog} (the broadcaster of a transfer or termination, the
 * receiving agency's owner): the kit's FormField and Input, at most {@link BIGO_ID_MAX_LENGTH}
 * characters plus room for pasted spaces (`checkBigoId` trims them), no autofill, and optionally
 * a Find button that Enter in the field also presses.
 */
export function BigoIdFormField({ label, required = false, hint, error, value, onChange, disabled = false, find }: BigoIdFormFieldProps) {
  return (
    <FormField label={label} required={required} hint={hint} error={error}>
      {(control) => {
        const input = (
          <Input
            {...control}
            value={value}
            maxLength={BIGO_ID_MAX_LENGTH + 8}
            autoComplete="off"
            disabled={disabled}
            onChange={(event) => {
              onChange(event.target.value);
            }}
            onKeyDown={(event) => {
              if (find !== undefined && event.key === "Enter") {
                event.preventDefault();
                find.onFind();
              }
            }}
            className={find === undefined ? undefined : "min-w-0 flex-1"}
          />
        );
        if (find === undefined) return input;
        return (
          <div className="flex gap-2">
            {input}
            <Button variant="secondary" onClick={find.onFind} loading={find.finding} disabled={disabled}>
              {find.label}
            </Button>
          </div>
        );
      }}
    </FormField>
  );
}
