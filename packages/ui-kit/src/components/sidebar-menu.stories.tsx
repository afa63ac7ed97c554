import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { useKitLabels } from "#stories/use-kit-labels.ts";
import { mobile, rtl } from "#stories/story-globals.ts";
import { Badge } from "./badge.tsx";
import { Sidebar } from "./sidebar.tsx";
import { SidebarMenu } from "./sidebar-menu.tsx";
import type { SidebarMenuItem } from "./sidebar-menu.tsx";

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d={d} />
  </svg>
);

const items: SidebarMenuItem[] = [
  { key: "overview", label: "Overview", href: "/", icon: icon("M3 12l9-9 9 9M5 10v10h14V10") },
  {
    key: "broadcaster",
    label: "Broadcaster",
    icon: icon("M12 2a3 3 0 0 1 3 3v6a3 3 0 0 1-6 0V5a3 3 0 0 1 3-3zM5 11a7 7 0 0 0 14 0M12 18v4"),
    children: [
      {
        key: "recruit",
        label: "Recruit",
        href: "/broadcaster/recruit",
        badge: (
          <Badge size="sm" tone="brand">
            4
          </Badge>
        ),
      },
      {
        key: "list",
        label: "Broadcaster list",
        children: [
          { key: "all", label: "All", href: "/broadcaster/list/all" },
          { key: "renew", label: "To be renewed", href: "/broadcaster/list/to-be-renewed" },
        ],
      },
      { key: "recheck", label: "Recheck list", href: "/broadcaster/recheck-list" },
    ],
  },
  {
    key: "data-center",
    label: "Data center",
    icon: icon("M4 20V10M10 20V4M16 20v-7M22 20H2"),
    children: [
      { key: "live-data", label: "Live data", href: "/data-center/live-data" },
      { key: "stats", label: "Broadcaster statistics", href: "/data-center/broadcaster-stats" },
    ],
  },
  { key: "notification", label: "Notification", href: "/notification", icon: icon("M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10 21h4") },
];

function Demo({ initialCollapsed = false, path = "/broadcaster/list/all" }: { initialCollapsed?: boolean; path?: string }) {
  const kit = useKitLabels();
  const [collapsed, setCollapsed] = React.useState(initialCollapsed);
  const [current, setCurrent] = React.useState(path);
  return (
    <div className="flex h-[560px] border border-border">
      <Sidebar collapsed={collapsed} onCollapsedChange={setCollapsed} header="Agent Portal" labels={kit.sidebar} className="h-full">
        <SidebarMenu
          label={kit.names.mainNavigation}
          items={items}
          collapsed={collapsed}
          currentPath={current}
          renderLink={({ href, children, ...props }) => (
            <a
              {...props}
              href={href}
              onClick={(event) => {
                event.preventDefault();
                setCurrent(href);
              }}
            >
              {children}
            </a>
          )}
        />
      </Sidebar>
      <p className="p-4 text-sm text-fg-muted">Current path: {current}</p>
    </div>
  );
}

const meta = {
  title: "Navigation/SidebarMenu",
  component: SidebarMenu,
  args: { items, label: "Main navigation", currentPath: "/broadcaster/recruit" },
} satisfies Meta<typeof SidebarMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: () => <Demo /> };
export const Collapsed: Story = { render: () => <Demo initialCollapsed /> };
export const MenuOnly: Story = {};
export const Empty: Story = { args: { items: [] } };
export const RightToLeft: Story = { render: () => <Demo />, globals: rtl };
export const Mobile: Story = { render: () => <Demo initialCollapsed />, globals: mobile };
