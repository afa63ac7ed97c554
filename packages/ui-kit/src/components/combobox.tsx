import * as React from "react";
import { cn } from "#lib/cn.ts";
import { fieldVariants } from "#lib/field-styles.ts";
import { Popover, PopoverContent, PopoverTrigger } from "./popover.tsx";

/** One option of a {@link Combobox}. */
export interface ComboboxOption {
  /** The value passed to `onValueChange`. */
  value: string;
  /** Visible text (translated); searched. */
  label: string;
  /** Second line, also searched (e.g. a country's dial code). */
  description?: string;
  /** Extra words that find this option (e.g. the English and native names). */
  keywords?: readonly string[];
  disabled?: boolean;
}

/** Texts of {@link Combobox}; English defaults, pass translations. */
export interface ComboboxLabels {
  /** Accessible name and placeholder of the search box. */
  search: string;
  noResults: string;
  loading: string;
  /** Accessible name of the clear button. */
  clear: string;
}

const defaultLabels: ComboboxLabels = { search: "Search", noResults: "No results", loading: "Loading…", clear: "Clear" };

/** Props of {@link Combobox}. */
export interface ComboboxProps {
  options: readonly ComboboxOption[];
  value: string | null;
  onValueChange: (value: string | null) => void;
  /** Trigger text while nothing is chosen (translated). */
  placeholder?: string;
  disabled?: boolean;
  /** Shows `labels.loading` instead of options (server search in flight). */
  loading?: boolean;
  /** Shows a clear button while a value is chosen. Default false. */
  clearable?: boolean;
  /**
   * Whether an option matches the query. Default: every word of the query occurs in the label,
   * description or keywords, ignoring case and accents. Return true always when the server filters.
   */
  filter?: (option: ComboboxOption, query: string) => boolean;
  /** Called as the user types (e.g. to search on the server). */
  onSearchChange?: (query: string) => void;
  size?: "sm" | "md" | "lg";
  labels?: Partial<ComboboxLabels>;
  /** Ids and ARIA from {@link FormField}, or `aria-label`. */
  id?: string;
  "aria-label"?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean | "true" | "false";
  "aria-required"?: boolean | "true" | "false";
  className?: string;
}

const fold = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLocaleLowerCase();

/** The default {@link ComboboxProps.filter}: all query words found, case- and accent-insensitive. */
function matchesQuery(option: ComboboxOption, query: string): boolean {
  const haystack = fold([option.label, option.description ?? "", ...(option.keywords ?? [])].join(" "));
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/**
 * A single choice from a long list with search (e.g. the country picker of the bind-phone dialog).
 * The trigger is a `combobox` button; the popup holds a search box (`combobox` with
 * `aria-activedescendant`) over a `listbox`. Arrow keys move, Enter chooses, Escape closes and
 * returns focus to the trigger.
 */
function Combobox({
  options,
  value,
  onValueChange,
  placeholder,
  disabled = false,
  loading = false,
  clearable = false,
  filter = matchesQuery,
  onSearchChange,
  size,
  labels: labelOverrides,
  className,
  id,
  ...aria
}: ComboboxProps) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const baseId = React.useId();
  const listId = `${baseId}-list`;
  const [open, setOpen] = React.useState(false);
  const [query, setQuery] = React.useState("");
  const [active, setActive] = React.useState(0);
  const selected = options.find((option) => option.value === value) ?? null;
  const shown = React.useMemo(() => (query.trim() === "" ? options : options.filter((option) => filter(option, query))), [options, query, filter]);
  const optionId = (index: number) => `${baseId}-option-${String(index)}`;

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (next) {
      setQuery("");
      setActive(
        Math.max(
          0,
          options.findIndex((option) => option.value === value),
        ),
      );
    }
  };
  const choose = (option: ComboboxOption | undefined) => {
    if (!option || option.disabled === true) return;
    onValueChange(option.value);
    setOpen(false);
  };
  const move = (step: 1 | -1) => {
    if (shown.length === 0) return;
    let next = active;
    for (let i = 0; i < shown.length; i += 1) {
      next = (next + step + shown.length) % shown.length;
      if (shown[next]?.disabled !== true) break;
    }
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView({ block: "nearest" });
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      move(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Enter") {
      event.preventDefault();
      choose(shown[active]);
    }
  };

  return (
    <Popover open={open} onOpenChange={changeOpen}>
      <div data-slot="combobox" className={cn("relative", className)}>
        <PopoverTrigger
          id={id}
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          disabled={disabled}
          className={cn(fieldVariants({ size }), "flex items-center justify-between gap-2 text-start", clearable && selected && "pe-16", !selected && "text-fg-muted")}
          {...aria}
        >
          <span className="truncate">{selected ? selected.label : placeholder}</span>
          <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" className="size-4 shrink-0 text-fg-muted">
            <path d="M5 6l3-3 3 3M5 10l3 3 3-3" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </PopoverTrigger>
        {clearable && selected && !disabled && (
          <button
            type="button"
            data-slot="combobox-clear"
            aria-label={labels.clear}
            title={labels.clear}
            onClick={() => onValueChange(null)}
            className="absolute end-8 top-1/2 inline-flex size-6 -translate-y-1/2 items-center justify-center rounded-sm text-fg-muted hover:bg-surface-sunken"
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" className="size-3.5">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
      <PopoverContent className="flex w-(--radix-popover-trigger-width) min-w-56 flex-col gap-1 p-1">
        <input
          data-slot="combobox-search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded="true"
          aria-controls={listId}
          aria-activedescendant={shown[active] ? optionId(active) : undefined}
          aria-label={labels.search}
          placeholder={labels.search}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            onSearchChange?.(event.target.value);
          }}
          onKeyDown={onKeyDown}
          className={cn(fieldVariants({ size: "sm" }))}
        />
        <ul id={listId} role="listbox" aria-label={labels.search} aria-busy={loading || undefined} className="max-h-64 overflow-y-auto">
          {loading && <li className="px-3 py-2 text-sm text-fg-muted">{labels.loading}</li>}
          {!loading && shown.length === 0 && <li className="px-3 py-2 text-sm text-fg-muted">{labels.noResults}</li>}
          {!loading &&
            shown.map((option, index) => (
              // Keyboard use goes through the search box (`aria-activedescendant`); options take pointer input only.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={option.value === value}
                aria-disabled={option.disabled === true || undefined}
                data-active={index === active || undefined}
                onPointerMove={() => setActive(index)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
                className={cn(
                  "flex min-h-9 cursor-default flex-col justify-center rounded-sm px-3 py-1.5 text-sm",
                  "data-[active]:bg-surface-sunken aria-selected:font-medium aria-selected:text-brand-700 aria-disabled:opacity-50",
                )}
              >
                <span>{option.label}</span>
                {option.description && <span className="text-xs text-fg-muted">{option.description}</span>}
              </li>
            ))}
        </ul>
      </PopoverContent>
    </Popover>
  );
}

export { Combobox, matchesQuery };
