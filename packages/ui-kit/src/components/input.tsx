import type { VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "#lib/cn.ts";
import { fieldVariants } from "#lib/field-styles.ts";

/** Props of {@link Input}: a native input plus `inputSize` (`size` stays the native attribute). */
export type InputProps = React.ComponentProps<"input"> & {
  /** Height: sm 32 px, md 40 px (default), lg 44 px. */
  inputSize?: VariantProps<typeof fieldVariants>["size"];
};

/**
 * The portal's text input. `aria-invalid` switches it to the error look; wire label, hint and
 * error with {@link FormField}. Spread react-hook-form's `register("name")` on it directly.
 */
function Input({ className, type = "text", inputSize, ...props }: InputProps) {
  return <input data-slot="input" type={type} className={cn(fieldVariants({ size: inputSize }), className)} {...props} />;
}

export { Input };
