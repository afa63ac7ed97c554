import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { useKitLabels } from "#stories/use-kit-labels.ts";
import { mobile, rtl } from "#stories/story-globals.ts";
import { AppShell } from "./app-shell.tsx";
import { Breadcrumb } from "./breadcrumb.tsx";
import { Button } from "./button.tsx";
import { PageHeader } from "./page-header.tsx";
import { SIDEBAR_IN_PLACE_QUERY, useMediaQuery } from "#lib/use-media-query.ts";
import { Sidebar } from "./sidebar.tsx";
import { SidebarDrawer } from "./sidebar-drawer.tsx";
import { SidebarFrame } from "./sidebar-frame.tsx";
import { SidebarMenu } from "./sidebar-menu.tsx";
import { StatCard } from "./stat-card.tsx";

const dot = (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="12" cy="12" r="4" />
  </svg>
);

function Layout({ initialCollapsed = false }: { initialCollapsed?: boolean }) {
  const kit = useKitLabels();
  const [collapsed, setCollapsed] = React.useState(initialCollapsed);
  const [drawerOpen, setDrawerOpen] = React.useState(false);
  // Narrower than 48rem the sidebar hides itself; the menu opens in a drawer from the top bar.
  const inPlace = useMediaQuery(SIDEBAR_IN_PLACE_QUERY, true);
  const menu = (narrow: boolean) => (
    <SidebarMenu
      label={kit.names.mainNavigation}
      collapsed={narrow ? false : collapsed}
      currentPath="/data-center/live-data"
      items={[
        { key: "overview", label: "Overview", href: "/", icon: dot },
        { key: "data-center", label: "Data center", icon: dot, children: [{ key: "live", label: "Live data", href: "/data-center/live-data" }] },
      ]}
    />
  );
  return (
    <AppShell
      skipLinkLabel="Skip to content"
      sidebar={
        inPlace && (
          <Sidebar collapsed={collapsed} onCollapsedChange={setCollapsed} header="Agent Portal" labels={kit.sidebar}>
            {menu(false)}
          </Sidebar>
        )
      }
      headerStart={
        <div className="flex items-center gap-2">
          {!inPlace && (
            <SidebarDrawer open={drawerOpen} onOpenChange={setDrawerOpen} title="Agent Portal" labels={kit.sidebarDrawer}>
              {menu(true)}
            </SidebarDrawer>
          )}
          <Breadcrumb label={kit.names.breadcrumb} items={[{ label: "Data center" }, { label: "Live data" }]} />
        </div>
      }
      headerEnd={
        <>
          <span className="text-sm text-fg-muted">agency.owner</span>
          <Button variant="ghost" size="sm">
            Log out
          </Button>
        </>
      }
    >
      <PageHeader title="Live data" description="Today's live sessions of your broadcasters." />
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Live now" value="12" />
        <StatCard label="Live hours" value="1,284" />
        <StatCard label="Beans" value="2.4M" />
      </div>
    </AppShell>
  );
}

const meta = {
  title: "Layout/AppShell",
  component: AppShell,
  args: { skipLinkLabel: "Skip to content", sidebar: null, children: null },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: () => <Layout /> };
export const Collapsed: Story = { render: () => <Layout initialCollapsed /> };
export const RightToLeft: Story = { render: () => <Layout />, globals: rtl };
export const Mobile: Story = { render: () => <Layout initialCollapsed />, globals: mobile };
/** What an app shows before its session and menu exist (the portal's boot screen): the frame, the sidebar's place and the page's title. */
export const BootScreen: Story = {
  render: () => (
    <AppShell skipLinkLabel="Skip to content" sidebar={<SidebarFrame header="Agent Portal" />}>
      <PageHeader title="Broadcaster list" />
    </AppShell>
  ),
};
