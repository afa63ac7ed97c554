import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { useKitLabels } from "#stories/use-kit-labels.ts";
import { mobile, rtl } from "#stories/story-globals.ts";
import { RouteTab, RouteTabs, Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs.tsx";

const routes = [
  { key: "core", label: "Core", href: "/data-center/live-data/core" },
  { key: "proxyLive", label: "Proxy live", href: "/data-center/live-data/proxy-live" },
  { key: "live", label: "Live", href: "/data-center/live-data/live" },
  { key: "pk", label: "PK", href: "/data-center/live-data/pk" },
];

/** A stand-in router: clicks change the current path instead of loading a page. */
function Routed({ items = routes }: { items?: typeof routes }) {
  const kit = useKitLabels();
  const [path, setPath] = React.useState(items[0]?.href ?? "/");
  return (
    <div className="flex flex-col gap-4">
      <RouteTabs
        label={kit.names.tabs}
        items={items}
        currentPath={path}
        renderLink={({ href, children, ...props }) => (
          <a
            {...props}
            href={href}
            onClick={(event) => {
              event.preventDefault();
              setPath(href);
            }}
          >
            {children}
          </a>
        )}
      />
      <p className="text-sm text-fg-muted">Current path: {path}</p>
    </div>
  );
}

const meta = {
  title: "Navigation/Tabs",
  component: RouteTabs,
  args: { label: "Sections", items: routes, currentPath: "/data-center/live-data/core" },
} satisfies Meta<typeof RouteTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: () => <Routed /> };
export const AsChildLinks: Story = {
  render: () => (
    <nav aria-label="Payment sections" className="flex border-b border-border">
      <RouteTab asChild active>
        <a href="#by-beans">By beans</a>
      </RouteTab>
      <RouteTab asChild>
        <a href="#action-log">Action log</a>
      </RouteTab>
    </nav>
  ),
};
export const InPageTabs: Story = {
  render: () => (
    <Tabs defaultValue="status">
      <TabsList aria-label="Guild security">
        <TabsTrigger value="status">Status</TabsTrigger>
        <TabsTrigger value="violations">Violations</TabsTrigger>
        <TabsTrigger value="appeals" disabled>
          Appeals
        </TabsTrigger>
      </TabsList>
      <TabsContent value="status">No open issues.</TabsContent>
      <TabsContent value="violations">3 violations this month.</TabsContent>
    </Tabs>
  ),
};
export const Empty: Story = { args: { items: [] } };
export const RightToLeft: Story = {
  render: () => (
    <Routed
      items={[
        { key: "day", label: "يومي", href: "/day" },
        { key: "month", label: "شهري", href: "/month" },
      ]}
    />
  ),
  globals: rtl,
};
export const Mobile: Story = { render: () => <Routed />, globals: mobile };
