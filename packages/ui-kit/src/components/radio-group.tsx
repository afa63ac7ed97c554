import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import * as React from "react";
import { cn } from "#lib/cn.ts";

/** One choice of a {@link RadioGroup}. */
export interface RadioOption {
  value: string;
  /** Visible label (translated). */
  label: React.ReactNode;
  description?: React.ReactNode;
  disabled?: boolean;
}

/** Props of {@link RadioGroup}: Radix RadioGroup's root plus the options to render. */
export type RadioGroupProps = Omit<React.ComponentProps<typeof RadioGroupPrimitive.Root>, "children"> & {
  options: readonly RadioOption[];
};

/**
 * One choice among a few (Radix, `role="radiogroup"`): arrow keys move and select, Tab leaves the
 * group. Name the group with `aria-labelledby` (FormField with `group` does it) or `aria-label`.
 * `orientation="horizontal"` lays options in a row (arrow keys follow the reading direction).
 */
function RadioGroup({ options, className, orientation = "vertical", ...props }: RadioGroupProps) {
  const baseId = React.useId();
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      orientation={orientation}
      className={cn(orientation === "horizontal" ? "flex flex-wrap gap-x-6 gap-y-2" : "flex flex-col gap-2", className)}
      {...props}
    >
      {options.map((option) => {
        const id = `${baseId}-${option.value}`;
        const descriptionId = option.description ? `${id}-description` : undefined;
        return (
          <div key={option.value} data-slot="radio-option" className="flex items-start gap-2">
            <span className="flex h-5 items-center">
              <RadioGroupPrimitive.Item
                id={id}
                value={option.value}
                disabled={option.disabled}
                aria-describedby={descriptionId}
                className="peer inline-flex size-4.5 items-center justify-center rounded-full border border-border-strong bg-surface data-[state=checked]:border-brand-600 disabled:cursor-not-allowed disabled:opacity-50"
              >
                <RadioGroupPrimitive.Indicator className="block size-2.5 rounded-full bg-brand-600" />
              </RadioGroupPrimitive.Item>
            </span>
            <div className="flex flex-col gap-0.5">
              <label htmlFor={id} className={cn("text-sm text-fg", option.disabled && "cursor-not-allowed opacity-50")}>
                {option.label}
              </label>
              {option.description && (
                <p id={descriptionId} className="text-xs text-fg-muted">
                  {option.description}
                </p>
              )}
            </div>
          </div>
        );
      })}
    </RadioGroupPrimitive.Root>
  );
}

export { RadioGroup };
