import type * as React from "react";
import { SidebarSections } from "#internal/sidebar-sections.tsx";
import { cn } from "#lib/cn.ts";

/** Props of {@link SidebarFrame}. */
export interface SidebarFrameProps {
  /** Narrow (icons only) when true. */
  collapsed?: boolean;
  /** The brand or app name, hidden while collapsed. */
  header?: React.ReactNode;
  /** End of the header row, e.g. the collapse toggle of {@link Sidebar}. */
  toggle?: React.ReactNode;
  /** Content at the bottom (e.g. the user's menu). */
  footer?: React.ReactNode;
  /** The navigation. */
  children?: React.ReactNode;
  className?: string;
}

/**
 * The sidebar's panel without its toggle: full height and sticky, 256 px wide or 64 px collapsed
 * (`w-sidebar` / `w-sidebar-collapsed` tokens), a header row with the brand, the scrolling
 * navigation and an optional footer. Below 48rem (`SIDEBAR_IN_PLACE_QUERY`, Tailwind's `md`) it hides
 * itself: a narrow screen has no room for it beside the page, so an app offers its menu in a
 * {@link SidebarDrawer} there. {@link Sidebar} is this frame with its collapse toggle; an app
 * shows the frame alone where the sidebar must take its place before its menu exists (a boot
 * screen), in a module free of the toggle's code.
 */
function SidebarFrame({ collapsed = false, header, toggle, footer, children, className }: SidebarFrameProps) {
  return (
    <aside
      data-slot="sidebar"
      data-collapsed={collapsed || undefined}
      className={cn(
        "sticky top-0 flex h-dvh shrink-0 flex-col max-md:hidden border-e border-border bg-surface transition-[width] duration-200",
        collapsed ? "w-sidebar-collapsed" : "w-sidebar",
        className,
      )}
    >
      <SidebarSections
        centered={collapsed}
        header={
          <>
            {!collapsed && <div className="min-w-0 truncate text-base font-semibold text-fg">{header}</div>}
            {toggle}
          </>
        }
        footer={footer}
      >
        {children}
      </SidebarSections>
    </aside>
  );
}

export { SidebarFrame };
