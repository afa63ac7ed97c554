import { cva } from "class-variance-authority";
import type { VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "#lib/cn.ts";

/** Button look: `variant` (primary, secondary, ghost, danger, link) and `size` (sm, md, lg, and square icon, icon-sm, icon-lg). */
const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors select-none disabled:pointer-events-none disabled:opacity-50 aria-busy:cursor-progress [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-brand-600 text-on-brand hover:bg-brand-700",
        secondary: "border border-border bg-surface text-fg hover:bg-surface-sunken",
        ghost: "text-fg hover:bg-surface-sunken",
        danger: "bg-danger-600 text-on-brand hover:bg-danger-700",
        link: "text-brand-600 underline-offset-4 hover:underline",
      },
      size: {
        sm: "h-8 px-3 text-sm",
        md: "h-10 px-4 text-sm",
        lg: "h-11 px-5 text-base",
        icon: "size-10",
        "icon-sm": "size-8",
        "icon-lg": "size-11",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

/** Props of {@link Button}: a native button plus `variant`, `size` and `loading`. */
export type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Shows the button as busy (`aria-busy`) and blocks clicks, so a submit cannot be sent twice. */
    loading?: boolean;
  };

/** The portal's button. `type` defaults to `"button"`; a loading button is disabled and announced as busy. */
function Button({ className, variant, size, loading = false, disabled, type = "button", children, ...props }: ButtonProps) {
  return (
    <button
      data-slot="button"
      type={type}
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}

/** The busy indicator of a loading button; decorative (the button carries `aria-busy`). */
function Spinner() {
  return (
    <svg data-slot="button-spinner" aria-hidden="true" viewBox="0 0 24 24" fill="none" className="animate-spin">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export { Button, buttonVariants };
