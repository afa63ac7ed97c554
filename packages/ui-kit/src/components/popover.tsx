import { Popover as PopoverPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "#lib/cn.ts";

/** The popover root (Radix): `open`, `onOpenChange`, `modal`. */
const Popover = PopoverPrimitive.Root;

/** The element that opens the popover; use `asChild` to make your own button the trigger. */
const PopoverTrigger = PopoverPrimitive.Trigger;

/** Positions the popover against another element than its trigger (Radix `Anchor`). */
const PopoverAnchor = PopoverPrimitive.Anchor;

/**
 * The floating panel, portalled to `<body>`: surface, border, shadow, a short fade, 4 px from its
 * trigger, start-aligned (mirrors in right-to-left). Escape and outside clicks close it; focus moves
 * in on open and back to the trigger on close.
 */
function PopoverContent({ className, align = "start", sideOffset = 4, ...props }: React.ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        align={align}
        sideOffset={sideOffset}
        className={cn(
          "z-50 max-h-(--radix-popover-content-available-height) overflow-auto rounded-md border border-border bg-surface p-2 text-fg shadow-popover outline-none",
          "data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out",
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}

export { Popover, PopoverAnchor, PopoverContent, PopoverTrigger };
