import * as React from "react";
import { cn } from "#lib/cn.ts";
import { fieldVariants } from "#lib/field-styles.ts";
import { PopoverTrigger } from "#components/popover.tsx";

/** Ids and ARIA a picker trigger takes from FormField (or `aria-label`). */
export interface PickerAriaProps {
  id?: string;
  "aria-label"?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean | "true" | "false";
  "aria-required"?: boolean | "true" | "false";
}

/** Props of the shared picker trigger. */
export interface PickerTriggerProps extends PickerAriaProps {
  /** The chosen value as text, or null for the placeholder. */
  text: string | null;
  placeholder?: string;
  disabled?: boolean;
  size?: "sm" | "md" | "lg";
  open: boolean;
  className?: string;
  /** Clear button (rendered beside the trigger, not inside it). */
  onClear?: () => void;
  clearLabel: string;
}

const calendarIcon = (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.75"
    strokeLinecap="round"
    strokeLinejoin="round"
    className="size-4 shrink-0 text-fg-muted"
  >
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </svg>
);

/** The button that opens a date, month or range picker: field look, value or placeholder, calendar icon. */
function PickerTrigger({ text, placeholder, disabled, size, open, className, onClear, clearLabel, ...aria }: PickerTriggerProps) {
  return (
    <div data-slot="picker" className={cn("relative", className)}>
      <PopoverTrigger
        data-slot="picker-trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={disabled}
        className={cn(fieldVariants({ size }), "flex items-center justify-between gap-2 text-start", text === null && "text-fg-muted", onClear && text !== null && "pe-16")}
        {...aria}
      >
        <span className="truncate">{text ?? placeholder}</span>
        {calendarIcon}
      </PopoverTrigger>
      {onClear && text !== null && !disabled && (
        <button
          type="button"
          data-slot="picker-clear"
          aria-label={clearLabel}
          title={clearLabel}
          onClick={onClear}
          className="absolute end-8 top-1/2 inline-flex size-6 -translate-y-1/2 items-center justify-center rounded-sm text-fg-muted hover:bg-surface-sunken"
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" className="size-3.5">
            <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}

/** Open state of a picker's popover. */
function usePickerOpen(): [boolean, (open: boolean) => void] {
  return React.useState(false);
}

export { PickerTrigger, usePickerOpen };
