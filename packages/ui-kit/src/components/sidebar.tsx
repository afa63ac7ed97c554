import type * as React from "react";
import { IconButton } from "./icon-button.tsx";
import { SidebarFrame } from "./sidebar-frame.tsx";

/** Texts of {@link Sidebar}; English defaults, pass translations. */
export interface SidebarLabels {
  /** Accessible name of the toggle while expanded. */
  collapse: string;
  /** Accessible name of the toggle while collapsed. */
  expand: string;
}

const defaultLabels: SidebarLabels = { collapse: "Collapse menu", expand: "Expand menu" };

/** Props of {@link Sidebar}. */
export interface SidebarProps {
  /** Narrow (icons only) when true. The app owns and persists this state. */
  collapsed?: boolean;
  /** Shows the collapse toggle when given. */
  onCollapsedChange?: (collapsed: boolean) => void;
  /** The brand or app name, hidden while collapsed. */
  header?: React.ReactNode;
  /** Content at the bottom (e.g. the user's menu). */
  footer?: React.ReactNode;
  /** The navigation, usually a {@link SidebarMenu} with the same `collapsed`. */
  children: React.ReactNode;
  labels?: Partial<SidebarLabels>;
  className?: string;
}

const panelIcon = (collapsed: boolean) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M9 3v18" />
    <path d={collapsed ? "M14 9l3 3-3 3" : "M16 15l-3-3 3-3"} />
  </svg>
);

/**
 * The sidebar panel of the main layout (SPEC section 2): full height and sticky, 256 px wide or
 * 64 px collapsed (`w-sidebar` / `w-sidebar-collapsed` tokens), with a header row holding the brand
 * and the collapse toggle, the scrolling navigation, and an optional footer ({@link SidebarFrame}
 * with the toggle).
 */
function Sidebar({ collapsed = false, onCollapsedChange, header, footer, children, labels: labelOverrides, className }: SidebarProps) {
  const labels = { ...defaultLabels, ...labelOverrides };
  return (
    <SidebarFrame
      collapsed={collapsed}
      header={header}
      footer={footer}
      className={className}
      toggle={
        onCollapsedChange && (
          <IconButton
            label={collapsed ? labels.expand : labels.collapse}
            aria-expanded={!collapsed}
            icon={panelIcon(collapsed)}
            mirrorInRtl
            onClick={() => onCollapsedChange(!collapsed)}
          />
        )
      }
    >
      {children}
    </SidebarFrame>
  );
}

export { Sidebar };
