import { Switch as SwitchPrimitive } from "radix-ui";
import * as React from "react";
import { cn } from "#lib/cn.ts";

/** Props of {@link Switch}: Radix Switch's root plus an optional visible label. */
export type SwitchProps = React.ComponentProps<typeof SwitchPrimitive.Root> & {
  /** Visible label (translated); without it, name the switch with `aria-label`. */
  label?: React.ReactNode;
  /** Help text, read as the switch's description. */
  description?: React.ReactNode;
};

/**
 * An on/off switch (Radix, `role="switch"`) for settings that apply at once. For a choice that is
 * submitted with a form, prefer {@link Checkbox}. The thumb moves to the end side in both directions.
 */
function Switch({ label, description, className, id, ...props }: SwitchProps) {
  const autoId = React.useId();
  const switchId = id ?? autoId;
  const descriptionId = description ? `${switchId}-description` : undefined;
  const control = (
    <SwitchPrimitive.Root
      data-slot="switch"
      id={switchId}
      aria-describedby={descriptionId}
      className={cn(
        "peer inline-flex h-6 w-10 shrink-0 items-center rounded-full border-2 border-transparent bg-border-strong transition-colors",
        "data-[state=checked]:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-50",
        label ? undefined : className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb
        data-slot="switch-thumb"
        className="block size-5 rounded-full bg-surface shadow-card transition-transform data-[state=checked]:translate-x-4 rtl:data-[state=checked]:-translate-x-4"
      />
    </SwitchPrimitive.Root>
  );
  if (!label) return control;
  return (
    <div data-slot="switch-field" className={cn("flex items-start gap-3", className)}>
      {control}
      <div className="flex flex-col gap-0.5">
        <label htmlFor={switchId} className="text-sm text-fg peer-disabled:cursor-not-allowed peer-disabled:opacity-50">
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

export { Switch };
