import type * as React from "react";
import { cn } from "#lib/cn.ts";

/** A placeholder block shown while content loads; hidden from assistive tech (announce loading elsewhere with `aria-busy`). */
function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="skeleton" aria-hidden="true" className={cn("animate-pulse rounded-md bg-surface-sunken", className)} {...props} />;
}

export { Skeleton };
