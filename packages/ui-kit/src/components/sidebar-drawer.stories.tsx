import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { useKitLabels } from "#stories/use-kit-labels.ts";
import { mobile, rtl } from "#stories/story-globals.ts";
import { Button } from "./button.tsx";
import { SidebarDrawer } from "./sidebar-drawer.tsx";
import { SidebarMenu } from "./sidebar-menu.tsx";

const items = [
  { key: "overview", label: "Overview", href: "/" },
  {
    key: "broadcaster",
    label: "Broadcasters",
    children: [
      { key: "list", label: "Broadcaster list", href: "/broadcaster/list" },
      { key: "recheck", label: "Recheck list", href: "/broadcaster/recheck-list" },
    ],
  },
  { key: "academy", label: "Agency academy", href: "/academy" },
];

function Drawer({ initiallyOpen }: { initiallyOpen: boolean }) {
  const kit = useKitLabels();
  const [open, setOpen] = React.useState(initiallyOpen);
  return (
    <div className="flex h-header items-center gap-2 border-b border-border bg-surface px-page">
      <SidebarDrawer
        open={open}
        onOpenChange={setOpen}
        title="Agent Portal"
        labels={kit.sidebarDrawer}
        footer={
          <div className="flex items-center justify-between gap-2">
            <span className="text-sm text-fg-muted">agency.owner</span>
            <Button variant="ghost" size="sm">
              Log out
            </Button>
          </div>
        }
      >
        <SidebarMenu label={kit.names.mainNavigation} currentPath="/broadcaster/list" items={items} />
      </SidebarDrawer>
      <span className="text-sm font-semibold text-fg">Broadcaster list</span>
    </div>
  );
}

/** The main layout's menu on a narrow screen: a menu button in the top bar opens the sidebar as a drawer. */
const meta = {
  title: "Layout/SidebarDrawer",
  component: SidebarDrawer,
  args: { open: false, onOpenChange: () => undefined, title: "Agent Portal", children: null },
  globals: mobile,
} satisfies Meta<typeof SidebarDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { render: () => <Drawer initiallyOpen={false} /> };
export const Open: Story = { render: () => <Drawer initiallyOpen /> };
export const RightToLeft: Story = { render: () => <Drawer initiallyOpen />, globals: { ...mobile, ...rtl } };
