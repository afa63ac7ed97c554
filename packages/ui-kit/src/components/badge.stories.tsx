import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { useKitLabels } from "#stories/use-kit-labels.ts";
import { mobile, rtl } from "#stories/story-globals.ts";
import { Badge, Tag } from "./badge.tsx";

function Tags({ disabled = false }: { disabled?: boolean }) {
  const kit = useKitLabels();
  const [regions, setRegions] = React.useState(["Jakarta", "Manila", "Riyadh"]);
  return (
    <div className="flex flex-wrap gap-2">
      {regions.map((region) => (
        <Tag key={region} tone="brand" disabled={disabled} removeLabel={kit.names.removeTag(region)} onRemove={() => setRegions((list) => list.filter((item) => item !== region))}>
          {region}
        </Tag>
      ))}
    </div>
  );
}

const meta = {
  title: "Data display/Badge",
  component: Badge,
  args: { children: "Signed", tone: "success" },
  argTypes: { tone: { control: "inline-radio", options: ["neutral", "brand", "success", "warning", "danger"] } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Tones: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge tone="neutral">Draft</Badge>
      <Badge tone="brand">Invited</Badge>
      <Badge tone="success">Signed</Badge>
      <Badge tone="warning">To be renewed</Badge>
      <Badge tone="danger">Terminated</Badge>
    </div>
  ),
};
export const RemovableTags: Story = { render: () => <Tags /> };
export const Disabled: Story = { render: () => <Tags disabled /> };
export const RightToLeft: Story = { args: { children: "موقّع" }, globals: rtl };
export const Mobile: Story = { render: () => <Tags />, globals: mobile };
