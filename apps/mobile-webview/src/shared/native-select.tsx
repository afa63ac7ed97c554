import { cn } from "@agent-portal/ui-kit/lib/cn";
import { fieldVariants } from "@agent-portal/ui-kit/lib/field-styles";
import type * as React from "react";

/**
 * A native `<select>` in the kit's field look at 44 px (the phone's own picker opens; no injected
 * styles, so nothing for the CSP). Wire label and error with the kit's `FormField`.
 */
export function NativeSelect({ className, children, ...props }: React.ComponentProps<"select">) {
  return (
    <select className={cn(fieldVariants({ size: "lg" }), "pe-8", className)} {...props}>
      {children}
    </select>
  );
}
