import { Input } from "@agent-portal/ui-kit/components/input";
import type * as React from "react";
import { PHONE_MAX_LENGTH, sanitizePhoneInput } from "#phone-number.ts";

/** Props of {@link PhoneNumberInput}: the control props of a `FormField` and the number. */
export interface PhoneNumberInputProps extends Omit<React.ComponentProps<"input">, "value" | "onChange" | "size"> {
  /** The dial prefix shown before the number (digits, no `+`); nothing shows while it is empty. */
  dial: string;
  /** The national number, ASCII digits only. */
  value: string;
  /** Called with the sanitised number (digits only, at most 20). */
  onValueChange: (number: string) => void;
  /** The control's size: `lg` is the webview's 44 px. Default `md`. */
  size?: "md" | "lg";
}

/**
 * The phone number after its country's dial prefix (SPEC sections 2 and 5): `+<dial>` before an
 * input that keeps ASCII digits only (pasted spaces, dashes and `+` dropped, other scripts'
 * digits mapped), at most 20. The phone sent is the prefix followed by the number
 * (`fullPhoneNumber`). The bind dialog and the webview's contact phones use it with
 * {@link CountryField} (`./country-field.tsx`) for the prefix.
 */
function PhoneNumberInput({ dial, value, onValueChange, size = "md", ...control }: PhoneNumberInputProps) {
  return (
    <div className="flex items-center gap-2">
      {dial !== "" && (
        <span className="shrink-0 text-sm text-fg-muted tabular-nums" dir="ltr">
          +{dial}
        </span>
      )}
      <Input
        {...control}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        dir="ltr"
        inputSize={size}
        maxLength={PHONE_MAX_LENGTH}
        value={value}
        onChange={(event) => onValueChange(sanitizePhoneInput(event.target.value))}
      />
    </div>
  );
}

export { PhoneNumberInput };
