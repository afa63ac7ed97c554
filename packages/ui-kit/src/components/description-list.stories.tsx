import type { Meta, StoryObj } from "@storybook/react-vite";
import { mobile, rtl } from "#stories/story-globals.ts";
import { Badge } from "./badge.tsx";
import { DescriptionList } from "./description-list.tsx";

const items = [
  { term: "Broadcaster ID", description: "100234567" },
  { term: "Nickname", description: "Luna" },
  { term: "Agency", description: "Star Guild" },
  { term: "Contract", description: <Badge tone="success">Signed</Badge> },
  { term: "Broker", description: null },
  { term: "Address", description: "Jl. Sudirman 1, Jakarta", span: 2 as const },
];

const meta = {
  title: "Data display/DescriptionList",
  component: DescriptionList,
  args: { items },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Inline: Story = { args: { layout: "inline", columns: 1 } };
export const Empty: Story = { args: { items: items.map((item) => ({ ...item, description: "" })) } };
export const RightToLeft: Story = {
  args: {
    items: [
      { term: "المعرّف", description: "100234567" },
      { term: "الاسم", description: "لونا" },
    ],
  },
  globals: rtl,
};
export const Mobile: Story = { globals: mobile };
