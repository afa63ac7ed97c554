import { getNonce } from "get-nonce";
import { Select as SelectPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "../lib/cn.ts";
import { fieldVariants } from "../lib/field-styles.ts";

/** One option of a {@link Select}. */
export interface SelectOption {
  /** Submitted value; must not be `""` (Radix reserves it for "no value"). */
  value: string;
  /** Visible text (translated). */
  label: string;
  disabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps {
  options: readonly SelectOption[];
  /** Controlled value; `""` or absent shows the placeholder. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown while nothing is chosen (translated). */
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  /** Form field name; a hidden native select carries the value in a form. */
  name?: string;
  size?: "sm" | "md" | "lg";
  /** Ids and ARIA from {@link FormField} (spread its control props here), or `aria-label`. */
  id?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean | "true" | "false";
  "aria-required"?: boolean | "true" | "false";
  /** Nonce for the style element the list injects (CSP `style-src`); default `getNonce()` of get-nonce. */
  nonce?: string;
  onBlur?: React.FocusEventHandler<HTMLButtonElement>;
  className?: string;
}

/**
 * A single choice from a short, fixed list (Radix Select, `role="combobox"` with a listbox):
 * type-ahead, arrow keys, Home/End, Escape. For long lists or search use {@link Combobox}.
 */
function Select({ options, value, defaultValue, onValueChange, placeholder, disabled, required, name, size, nonce, className, onBlur, ...aria }: SelectProps) {
  return (
    <SelectPrimitive.Root
      {...(value === undefined ? {} : { value })}
      {...(defaultValue === undefined ? {} : { defaultValue })}
      {...(onValueChange ? { onValueChange } : {})}
      disabled={disabled}
      required={required}
      name={name}
    >
      <SelectPrimitive.Trigger
        data-slot="select-trigger"
        className={cn(fieldVariants({ size }), "flex items-center justify-between gap-2 text-start data-[placeholder]:text-fg-muted", className)}
        onBlur={onBlur}
        {...aria}
      >
        <span className="truncate">
          <SelectPrimitive.Value placeholder={placeholder} />
        </span>
        <SelectPrimitive.Icon className="shrink-0 text-fg-muted">
          <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" className="size-4">
            <path d="M4 6l4 4 4-4" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          data-slot="select-content"
          position="popper"
          sideOffset={4}
          className="z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-md border border-border bg-surface text-fg shadow-popover data-[state=open]:animate-fade-in"
        >
          <SelectPrimitive.Viewport className="p-1" nonce={nonce ?? getNonce()}>
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                data-slot="select-item"
                className="relative flex min-h-9 cursor-default select-none items-center rounded-sm py-1.5 ps-8 pe-3 text-sm outline-none data-[disabled]:opacity-50 data-[highlighted]:bg-surface-sunken"
              >
                <SelectPrimitive.ItemIndicator className="absolute start-2 inline-flex items-center text-brand-600">
                  <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" className="size-4">
                    <path d="M3.5 8.5l3 3 6-7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </SelectPrimitive.ItemIndicator>
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}

export { Select };
