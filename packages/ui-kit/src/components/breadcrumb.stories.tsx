import type { Meta, StoryObj } from "@storybook/react-vite";
import { mobile, rtl } from "#stories/story-globals.ts";
import { Breadcrumb } from "./breadcrumb.tsx";

const meta = {
  title: "Navigation/Breadcrumb",
  component: Breadcrumb,
  args: {
    label: "Breadcrumb",
    items: [{ label: "Broadcaster", href: "#broadcaster" }, { label: "List", href: "#list" }, { label: "Live data" }],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutLinkedContainer: Story = { args: { items: [{ label: "Data center" }, { label: "Live data", href: "#live" }, { label: "PK" }] } };
export const RightToLeft: Story = {
  args: { label: "مسار التنقل", items: [{ label: "المذيعون", href: "#b" }, { label: "القائمة", href: "#l" }, { label: "البيانات المباشرة" }] },
  globals: rtl,
};
export const Mobile: Story = { globals: mobile };
