import { Slot, Tabs as TabsPrimitive } from "radix-ui";
import * as React from "react";
import { cn } from "#lib/cn.ts";
import { isCurrentPath, renderAnchor } from "#lib/link.ts";
import type { RenderLink } from "#lib/link.ts";

const tabClass =
  "inline-flex min-h-10 items-center gap-2 whitespace-nowrap border-b-2 border-transparent px-4 text-sm text-fg-muted hover:text-fg disabled:pointer-events-none disabled:opacity-50";
const activeTabClass = "border-brand-600 font-medium text-brand-700 hover:text-brand-700";

/** In-page tabs root (Radix Tabs): `value`, `onValueChange`, `defaultValue`. Arrow keys move between tabs. */
function Tabs({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn("flex flex-col gap-4", className)} {...props} />;
}

/** The row of tab buttons (`role="tablist"`); scrolls sideways when the tabs do not fit. */
function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List data-slot="tabs-list" className={cn("flex overflow-x-auto border-b border-border", className)} {...props} />;
}

/** One tab button (`role="tab"`), selected when its `value` is the root's value. */
function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(tabClass, "-mb-px data-[state=active]:border-brand-600 data-[state=active]:font-medium data-[state=active]:text-brand-700", className)}
      {...props}
    />
  );
}

/** The panel of one tab (`role="tabpanel"`, labelled by its tab). */
function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content data-slot="tabs-content" className={cn("outline-none", className)} {...props} />;
}

/** One route tab: its label (translated) and the path it opens. */
export interface RouteTabItem {
  /** Stable key (e.g. the route name). */
  key: string;
  label: React.ReactNode;
  href: string;
  /** Forces the active state; by default a tab is active when `currentPath` is its `href` or below it. */
  active?: boolean;
}

/** Props of {@link RouteTabs}. */
export interface RouteTabsProps {
  /** The permitted tabs, in order (SPEC section 2: "a tab shows only if permitted"). */
  items: readonly RouteTabItem[];
  /** Accessible name of the navigation landmark (translated), e.g. "Sections". */
  label: string;
  /** The router's current path (e.g. `useLocation().pathname`), to mark the active tab. */
  currentPath?: string;
  /** Renders each tab link, e.g. with react-router's `Link`; default a plain `<a>`. */
  renderLink?: RenderLink;
  className?: string;
}

/**
 * Tabs that are routes (each tab has its own URL, so it can be shared and reloaded): a `nav`
 * landmark with links, the active one marked `aria-current="page"`. These are links, not an ARIA
 * tablist: Tab moves between them and Enter follows them, as users expect of links.
 */
function RouteTabs({ items, label, currentPath, renderLink = renderAnchor, className }: RouteTabsProps) {
  if (items.length === 0) return null;
  return (
    <nav data-slot="route-tabs" aria-label={label} className={cn("border-b border-border", className)}>
      <ul className="-mb-px flex overflow-x-auto">
        {items.map((item) => {
          const active = item.active ?? isCurrentPath(currentPath, item.href);
          return (
            <li key={item.key} className="shrink-0">
              {renderLink({
                href: item.href,
                className: cn(tabClass, active && activeTabClass),
                children: item.label,
                "data-slot": "route-tab",
                ...(active ? { "aria-current": "page" as const } : {}),
              })}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Props of {@link RouteTab}. */
export interface RouteTabProps extends React.ComponentProps<"a"> {
  active?: boolean;
  /** Render your own link element (e.g. react-router's `NavLink`) with the tab's look. */
  asChild?: boolean;
}

/**
 * One route tab for hand-built tab bars: `<RouteTab asChild active={isActive}><NavLink to="day" /></RouteTab>`.
 * Place inside a `<nav aria-label>`; with `active`, it sets `aria-current="page"`.
 */
function RouteTab({ active = false, asChild = false, className, ...props }: RouteTabProps) {
  const Component = asChild ? Slot.Root : "a";
  return <Component data-slot="route-tab" aria-current={active ? "page" : undefined} className={cn(tabClass, active && activeTabClass, className)} {...props} />;
}

export { RouteTab, RouteTabs, Tabs, TabsContent, TabsList, TabsTrigger };
