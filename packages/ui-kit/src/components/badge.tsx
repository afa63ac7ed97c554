import { cva } from "class-variance-authority";
import type { VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "#lib/cn.ts";

/** Badge and tag look: `tone` (neutral, brand, success, warning, danger) and `size` (sm, md). */
const badgeVariants = cva("inline-flex max-w-full items-center gap-1 whitespace-nowrap rounded-full border font-medium", {
  variants: {
    tone: {
      neutral: "border-border bg-surface-sunken text-fg",
      brand: "border-brand-500/30 bg-brand-50 text-brand-700",
      success: "border-success-700/30 bg-success-50 text-success-700",
      warning: "border-warning-700/30 bg-warning-50 text-warning-700",
      danger: "border-danger-600/30 bg-danger-50 text-danger-700",
    },
    size: {
      sm: "h-5 px-2 text-xs",
      md: "h-6 px-2.5 text-xs",
    },
  },
  defaultVariants: { tone: "neutral", size: "md" },
});

/** Props of {@link Badge}. */
export type BadgeProps = React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>;

/**
 * A short status label (e.g. a broadcaster's contract state). Colour is never the only signal:
 * the text says the state; `tone` adds emphasis.
 */
function Badge({ className, tone, size, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ tone, size }), className)} {...props} />;
}

/** Props of {@link Tag}. */
export type TagProps = BadgeProps & {
  /** Called by the remove button; without it the tag cannot be removed. */
  onRemove?: () => void;
  /** Accessible name of the remove button (translated), e.g. "Remove Jakarta". Required with `onRemove`. */
  removeLabel?: string;
  disabled?: boolean;
};

/** A removable value chip (chosen filters, selected regions). The remove button is a real button. */
function Tag({ className, tone, size, onRemove, removeLabel, disabled = false, children, ...props }: TagProps) {
  return (
    <span
      data-slot="tag"
      aria-disabled={disabled || undefined}
      className={cn(badgeVariants({ tone: disabled ? "neutral" : tone, size }), onRemove && "pe-0.5", disabled && "border-dashed text-fg-muted", className)}
      {...props}
    >
      <span className="truncate">{children}</span>
      {onRemove && (
        <button
          type="button"
          data-slot="tag-remove"
          aria-label={removeLabel}
          title={removeLabel}
          disabled={disabled}
          onClick={onRemove}
          className="inline-flex size-4.5 items-center justify-center rounded-full hover:bg-fg/10 disabled:pointer-events-none"
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3" fill="none">
            <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </span>
  );
}

export { Badge, Tag, badgeVariants };
