import { Dialog as DialogPrimitive } from "radix-ui";
import type * as React from "react";
import { SidebarSections } from "#internal/sidebar-sections.tsx";
import { cn } from "#lib/cn.ts";
import { IconButton } from "./icon-button.tsx";

/** Texts of {@link SidebarDrawer}; English defaults, pass translations. */
export interface SidebarDrawerLabels {
  /** Accessible name of the button that opens the drawer. */
  open: string;
  /** Accessible name of the drawer's close button. */
  close: string;
}

const defaultLabels: SidebarDrawerLabels = { open: "Open menu", close: "Close menu" };

/** Props of {@link SidebarDrawer}. */
export interface SidebarDrawerProps {
  /** Whether the drawer is open. The app owns this state (and closes it when the route changes). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The drawer's title, also its accessible name: usually the brand or app name. */
  title: React.ReactNode;
  /** Content at the bottom (e.g. the user's name and log out). */
  footer?: React.ReactNode;
  /** The navigation, usually a {@link SidebarMenu}. Mounted only while the drawer is open. */
  children: React.ReactNode;
  labels?: Partial<SidebarDrawerLabels>;
  /** Classes of the opening button (e.g. `md:hidden` when a wider screen shows the sidebar in place). */
  triggerClassName?: string;
}

const menuIcon = (
  <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);

/**
 * The main layout's menu on narrow screens (below 48rem, where {@link SidebarFrame} hides itself):
 * a menu button for the top bar and the sidebar's panel sliding in from the start edge (the left,
 * the right in right-to-left languages) over a dimmed page. A modal Radix Dialog: focus moves into
 * the drawer and stays there, Escape or a click outside closes it, and focus returns to the button.
 * Its content mounts only while open, so a closed drawer costs the page nothing.
 */
function SidebarDrawer({ open, onOpenChange, title, footer, children, labels: labelOverrides, triggerClassName }: SidebarDrawerProps) {
  const labels = { ...defaultLabels, ...labelOverrides };
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Trigger asChild>
        <IconButton data-slot="sidebar-drawer-trigger" label={labels.open} icon={menuIcon} className={cn("-ms-2", triggerClassName)} />
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-slot="sidebar-drawer-overlay"
          className="fixed inset-0 z-50 bg-black/45 data-[state=open]:animate-overlay-in data-[state=closed]:animate-fade-out"
        />
        <DialogPrimitive.Content
          data-slot="sidebar-drawer"
          aria-describedby={undefined}
          className={cn(
            "fixed inset-y-0 start-0 z-50 flex w-sidebar max-w-[85vw] flex-col border-e border-border bg-surface shadow-overlay focus:outline-none",
            "data-[state=open]:animate-drawer-in data-[state=closed]:animate-drawer-out",
          )}
        >
          <SidebarSections
            header={
              <>
                <DialogPrimitive.Title className="min-w-0 truncate text-base font-semibold text-fg">{title}</DialogPrimitive.Title>
                <DialogPrimitive.Close asChild>
                  <IconButton
                    label={labels.close}
                    icon={
                      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                        <path d="M6 6l12 12M18 6L6 18" />
                      </svg>
                    }
                  />
                </DialogPrimitive.Close>
              </>
            }
            footer={footer}
          >
            {children}
          </SidebarSections>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export { SidebarDrawer };
