import type * as React from "react";
import { Button } from "./button.tsx";
import type { ButtonProps } from "./button.tsx";

/** Props of {@link IconButton}: a {@link Button} without text, named by `label`. */
export type IconButtonProps = Omit<ButtonProps, "size" | "children" | "aria-label"> & {
  /** Accessible name (translated), also shown as the native tooltip. Required: the button has no text. */
  label: string;
  /** The icon, decorative (`aria-hidden` is added for you on Lucide icons; add it on others). */
  icon: React.ReactNode;
  /** Square size: sm 32 px, md 40 px (default), lg 44 px. */
  size?: "sm" | "md" | "lg";
  /** Mirror the icon in right-to-left layouts (arrows, chevrons). Default false. */
  mirrorInRtl?: boolean;
};

const sizes = { sm: "icon-sm", md: "icon", lg: "icon-lg" } as const;

/**
 * A square button showing only an icon, e.g. close, collapse or row actions. Its `label` is the
 * accessible name and the `title` tooltip, so it never reaches the page unnamed.
 */
function IconButton({ label, icon, size = "md", variant = "ghost", mirrorInRtl = false, className, ...props }: IconButtonProps) {
  return (
    <Button
      data-slot="icon-button"
      aria-label={label}
      title={label}
      size={sizes[size]}
      variant={variant}
      className={mirrorInRtl ? `rtl:[&_svg]:-scale-x-100 ${className ?? ""}` : className}
      {...props}
    >
      {icon}
    </Button>
  );
}

export { IconButton };
