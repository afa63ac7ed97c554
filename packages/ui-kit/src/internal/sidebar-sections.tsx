import type * as React from "react";
import { cn } from "#lib/cn.ts";

/** Props of {@link SidebarSections}. */
export interface SidebarSectionsProps {
  /** The header row's content: the brand and a button (the collapse toggle, the drawer's close). */
  header: React.ReactNode;
  /** Centres the header row's content (the collapsed sidebar's lone toggle). */
  centered?: boolean;
  /** Content at the bottom (e.g. the user's menu). */
  footer?: React.ReactNode;
  /** The navigation, in the scrolling middle. */
  children?: React.ReactNode;
}

/**
 * The sidebar panel's rows: a header row as tall as the top bar, the scrolling navigation and an
 * optional footer. One layout for the sidebar in place (`SidebarFrame`) and in its drawer on
 * narrow screens (`SidebarDrawer`), so both look the same.
 */
function SidebarSections({ header, centered = false, footer, children }: SidebarSectionsProps) {
  return (
    <>
      <div className={cn("flex h-header shrink-0 items-center border-b border-border px-3", centered ? "justify-center" : "justify-between gap-2")}>{header}</div>
      <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
      {footer && <div className="shrink-0 border-t border-border p-3">{footer}</div>}
    </>
  );
}

export { SidebarSections };
