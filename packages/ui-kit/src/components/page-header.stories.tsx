import type { Meta, StoryObj } from "@storybook/react-vite";
import { useKitLabels } from "#stories/use-kit-labels.ts";
import { mobile, rtl } from "#stories/story-globals.ts";
import { Breadcrumb } from "./breadcrumb.tsx";
import { Button } from "./button.tsx";
import { PageHeader } from "./page-header.tsx";
import { RouteTabs } from "./tabs.tsx";

function Full({ title }: { title: string }) {
  const kit = useKitLabels();
  return (
    <PageHeader
      title={title}
      description="Daily and monthly statistics of your broadcasters."
      breadcrumb={<Breadcrumb label={kit.names.breadcrumb} items={[{ label: "Data center", href: "#data-center" }, { label: title }]} />}
      actions={
        <>
          <Button variant="secondary">Export</Button>
          <Button>Refresh</Button>
        </>
      }
    >
      <RouteTabs
        label={kit.names.tabs}
        currentPath="/data-center/broadcaster-stats/day"
        items={[
          { key: "day", label: "Day", href: "/data-center/broadcaster-stats/day" },
          { key: "month", label: "Month", href: "/data-center/broadcaster-stats/month" },
        ]}
      />
    </PageHeader>
  );
}

const meta = {
  title: "Layout/PageHeader",
  component: PageHeader,
  args: { title: "Broadcaster statistics" },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithBreadcrumbActionsAndTabs: Story = { render: () => <Full title="Broadcaster statistics" /> };
export const RightToLeft: Story = { render: () => <Full title="إحصاءات المذيعين" />, globals: rtl };
export const Mobile: Story = { render: () => <Full title="Broadcaster statistics" />, globals: mobile };
