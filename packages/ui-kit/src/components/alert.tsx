import { cva } from "class-variance-authority";
import type { VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "#lib/cn.ts";

const alertVariants = cva("rounded-md border px-3 py-2 text-sm", {
  variants: {
    tone: {
      error: "border-danger-600/30 bg-danger-50 text-danger-700",
      info: "border-brand-500/30 bg-brand-50 text-brand-700",
      success: "border-success-700/30 bg-success-50 text-success-700",
      warning: "border-warning-700/30 bg-warning-50 text-warning-700",
    },
  },
  defaultVariants: { tone: "info" },
});

/** An inline message. `tone="error"` is announced at once (`role="alert"`), other tones politely (`role="status"`). */
function Alert({ className, tone, ...props }: React.ComponentProps<"div"> & VariantProps<typeof alertVariants>) {
  return <div data-slot="alert" role={tone === "error" ? "alert" : "status"} className={cn(alertVariants({ tone }), className)} {...props} />;
}

export { Alert };
