import { Checkbox as CheckboxPrimitive } from "radix-ui";
import * as React from "react";
import { cn } from "#lib/cn.ts";

/** Props of {@link Checkbox}: Radix Checkbox's root plus an optional visible label and description. */
export type CheckboxProps = React.ComponentProps<typeof CheckboxPrimitive.Root> & {
  /** Visible label (translated); without it, name the box with `aria-label` or `aria-labelledby`. */
  label?: React.ReactNode;
  /** Help text under the label, read as the box's description. */
  description?: React.ReactNode;
};

/**
 * A checkbox (Radix): `checked` may be `true`, `false` or `"indeterminate"` (a "select all" over a
 * partial selection). Space toggles it; it submits `value` under `name` inside a form.
 */
function Checkbox({ label, description, className, id, ...props }: CheckboxProps) {
  const autoId = React.useId();
  const boxId = id ?? autoId;
  const descriptionId = description ? `${boxId}-description` : undefined;
  const box = (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      id={boxId}
      aria-describedby={descriptionId}
      className={cn(
        "peer inline-flex size-4.5 shrink-0 items-center justify-center rounded-sm border border-border-strong bg-surface text-on-brand",
        "data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-600 data-[state=indeterminate]:border-brand-600 data-[state=indeterminate]:bg-brand-600",
        "disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger-600",
        label ? undefined : className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator data-slot="checkbox-indicator" className="group">
        <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" className="size-3.5">
          <path className="group-data-[state=indeterminate]:hidden" d="M3.5 8.5l3 3 6-7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          <path className="hidden group-data-[state=indeterminate]:block" d="M4 8h8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
  if (!label) return box;
  return (
    <div data-slot="checkbox-field" className={cn("flex items-start gap-2", className)}>
      <span className="flex h-5 items-center">{box}</span>
      <div className="flex flex-col gap-0.5">
        <label htmlFor={boxId} className="text-sm text-fg peer-disabled:cursor-not-allowed peer-disabled:opacity-50">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="text-xs text-fg-muted">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}

export { Checkbox };
