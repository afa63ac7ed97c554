import { getNonce } from "get-nonce";
import { Select as SelectPrimitive } from "radix-ui";
import * as React from "react";
import { cn } from "#lib/cn.ts";
import { fieldVariants } from "#lib/field-styles.ts";
import { useControllable } from "#internal/use-controllable.ts";
import { CheckMark } from "#internal/check-mark.tsx";

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
  /** Marks the trigger `aria-required`; checking it is the form's (e.g. a zod schema). */
  required?: boolean;
  /** Form field name; a hidden input carries the value in a form. */
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

/** How long a pause ends a typed search on the closed trigger (ms), as in Radix's open list. */
const TYPEAHEAD_RESET_MS = 1000;

/**
 * The option a typed search on the closed trigger selects: the first enabled option whose
 * label starts with `search` (case-insensitive), after the current one when the same letter
 * is typed again (so "p", "p" steps through the P options). `null` when none matches.
 */
function matchTypeahead(options: readonly SelectOption[], search: string, current: string): SelectOption | null {
  const first = search.slice(0, 1);
  const repeated = search.length > 1 && search === first.repeat(search.length);
  const needle = (repeated ? first : search).toLocaleLowerCase();
  const enabled = options.filter((option) => option.disabled !== true);
  const start = repeated ? enabled.findIndex((option) => option.value === current) + 1 : 0;
  const ordered = [...enabled.slice(start), ...enabled.slice(0, start)];
  return ordered.find((option) => option.label.toLocaleLowerCase().startsWith(needle)) ?? null;
}

/**
 * A single choice from a short, fixed list (Radix Select, `role="combobox"` with a listbox):
 * type-ahead, arrow keys, Home/End, Escape. For long lists or search use {@link Combobox}.
 *
 * The list is mounted only while it is open: the trigger shows the chosen option's label
 * itself, and typing on the closed trigger selects the option whose label starts with the
 * typed letters. A closed Radix list renders every option into a hidden fragment on mount,
 * in a second, synchronous render; a screen with a few selects paid that render before it
 * could answer input.
 */
function Select({ options, value, defaultValue, onValueChange, placeholder, disabled, required, name, size, nonce, className, onBlur, ...aria }: SelectProps) {
  const [open, setOpen] = React.useState(false);
  // `""` is "nothing chosen" (no option has it).
  const [current, choose] = useControllable(value, onValueChange, defaultValue ?? "");
  const chosen = options.find((option) => option.value === current);
  const search = React.useRef({ text: "", timer: 0 });
  React.useEffect(() => () => window.clearTimeout(search.current.timer), []);
  const onKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    const typing = event.key.length === 1 && !event.ctrlKey && !event.altKey && !event.metaKey;
    if (!typing || (event.key === " " && search.current.text === "")) return;
    event.preventDefault();
    const state = search.current;
    state.text += event.key;
    window.clearTimeout(state.timer);
    state.timer = window.setTimeout(() => (state.text = ""), TYPEAHEAD_RESET_MS);
    const match = matchTypeahead(options, state.text, current);
    if (match && match.value !== current) choose(match.value);
  };
  return (
    <SelectPrimitive.Root value={current} onValueChange={choose} open={open} onOpenChange={setOpen} disabled={disabled}>
      <SelectPrimitive.Trigger
        data-slot="select-trigger"
        className={cn(fieldVariants({ size }), "flex items-center justify-between gap-2 text-start data-[placeholder]:text-fg-muted", className)}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        {...(required ? { "aria-required": true } : {})}
        {...aria}
      >
        <span className="truncate">
          <SelectPrimitive.Value placeholder={placeholder}>{chosen?.label}</SelectPrimitive.Value>
        </span>
        <SelectPrimitive.Icon className="shrink-0 text-fg-muted">
          <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" className="size-4">
            <path d="M4 6l4 4 4-4" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      {name !== undefined && <input type="hidden" name={name} value={current} disabled={disabled} />}
      {open && (
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
                    <CheckMark />
                  </SelectPrimitive.ItemIndicator>
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                </SelectPrimitive.Item>
              ))}
            </SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      )}
    </SelectPrimitive.Root>
  );
}

export { Select };
