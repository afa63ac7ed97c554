import type * as React from "react";
import { cn } from "../lib/cn.ts";

/** The portal's text input. `aria-invalid` switches it to the error look. */
function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(
        "h-10 w-full min-w-0 rounded-md border border-border bg-surface px-3 text-sm text-fg placeholder:text-fg-muted",
        "disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger-600",
        className,
      )}
      {...props}
    />
  );
}

export { Input };
