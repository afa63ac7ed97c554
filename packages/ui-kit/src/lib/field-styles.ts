import { cva } from "class-variance-authority";

/**
 * The look shared by every text-like control (Input, Textarea, the Select, Combobox and date
 * picker triggers): border, surface, height by `size`, the error look from `aria-invalid` and the
 * disabled look. One place, so all fields line up in a form.
 */
const fieldVariants = cva(
  [
    "w-full min-w-0 rounded-md border border-border-strong bg-surface text-fg placeholder:text-fg-muted",
    "disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger-600 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50",
  ],
  {
    variants: {
      size: {
        sm: "h-8 px-2.5 text-sm",
        md: "h-10 px-3 text-sm",
        lg: "h-11 px-3.5 text-base",
      },
    },
    defaultVariants: { size: "md" },
  },
);

export { fieldVariants };
