import * as React from "react";
import { cn } from "#lib/cn.ts";

/** Ids a control needs to be wired to its label, hint and error. */
export interface FormFieldControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
  /** Set only for `group` fields (radio groups, checkbox lists): the id of the label. */
  "aria-labelledby"?: string;
}

/** Props of {@link FormField}. */
export interface FormFieldProps {
  /** Visible label (already translated). */
  label: React.ReactNode;
  /** Help text under the control. */
  hint?: React.ReactNode;
  /** Error text (already translated); marks the control invalid and is announced. */
  error?: React.ReactNode;
  /** Shows the required mark and sets `aria-required`. */
  required?: boolean;
  /**
   * For a control that a `<label for>` cannot name (a radio group, a set of checkboxes): the label
   * becomes a plain element and the control gets `aria-labelledby` instead. Default false.
   */
  group?: boolean;
  className?: string;
  /** Renders the control with the ids and ARIA attributes to spread on it. */
  children: (control: FormFieldControlProps) => React.ReactNode;
}

/**
 * A labelled form field: label, required mark, hint and error, wired by id so screen
 * readers read them with the control. Works with react-hook-form: spread `register()` and
 * the given control props on the input, pass `formState.errors.x?.message` (translated) as `error`;
 * for Select, Combobox, Checkbox or the pickers, use RHF's `Controller` and spread the control
 * props on the kit component (see the "React Hook Form" story).
 */
function FormField({ label, hint, error, required = false, group = false, className, children }: FormFieldProps) {
  const id = React.useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div data-slot="form-field" className={cn("flex flex-col gap-1.5", className)}>
      {React.createElement(
        group ? "span" : "label",
        { id: labelId, htmlFor: group ? undefined : id, "data-slot": "form-field-label", className: "text-sm font-medium text-fg" },
        label,
        required && (
          <span key="required" aria-hidden="true" className="ms-0.5 text-danger-600">
            *
          </span>
        ),
      )}
      {children({
        id,
        ...(group ? { "aria-labelledby": labelId } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(error ? { "aria-invalid": true as const } : {}),
        ...(required ? { "aria-required": true as const } : {}),
      })}
      {hint && (
        <p id={hintId} data-slot="form-field-hint" className="text-xs text-fg-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" data-slot="form-field-error" className="text-xs text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

export { FormField };
