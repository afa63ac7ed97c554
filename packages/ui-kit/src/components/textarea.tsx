import type * as React from "react";
import { cn } from "#lib/cn.ts";
import { fieldVariants } from "#lib/field-styles.ts";

/** Props of {@link Textarea}: a native textarea plus an optional character counter. */
export type TextareaProps = React.ComponentProps<"textarea"> & {
  /**
   * Shows "used / maxLength" under the field, e.g. `(used, max) => \`${used} / ${max}\``
   * (translated where the format differs). Needs `maxLength` and a controlled `value`.
   */
  counter?: (used: number, max: number) => string;
};

/**
 * A multi-line text field sharing the Input look; grows with its content up to 12 lines
 * (`field-sizing: content` where supported) and can show a character counter.
 */
function Textarea({ className, counter, maxLength, value, ...props }: TextareaProps) {
  const field = (
    <textarea
      data-slot="textarea"
      maxLength={maxLength}
      value={value}
      className={cn(fieldVariants({ size: "md" }), "h-auto min-h-20 max-h-72 py-2 [field-sizing:content]", className)}
      {...props}
    />
  );
  if (!counter || maxLength === undefined || typeof value !== "string") return field;
  return (
    <div data-slot="textarea-wrapper" className="flex flex-col gap-1">
      {field}
      <p data-slot="textarea-counter" aria-live="polite" className="text-end text-xs text-fg-muted">
        {counter(value.length, maxLength)}
      </p>
    </div>
  );
}

export { Textarea };
