import type { Meta, StoryObj } from "@storybook/react-vite";
import { mobile, rtl } from "#stories/story-globals.ts";
import { IconButton } from "./icon-button.tsx";

const arrow = (
  <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M5 12h14M13 6l6 6-6 6" />
  </svg>
);

const meta = {
  title: "Actions/IconButton",
  component: IconButton,
  args: { label: "Next", icon: arrow, mirrorInRtl: true },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-2">
      <IconButton {...args} size="sm" />
      <IconButton {...args} size="md" variant="secondary" />
      <IconButton {...args} size="lg" variant="primary" />
    </div>
  ),
};
export const Loading: Story = { args: { loading: true, variant: "secondary" } };
export const Disabled: Story = { args: { disabled: true, variant: "secondary" } };
export const RightToLeft: Story = { args: { label: "التالي" }, globals: rtl };
export const Mobile: Story = { globals: mobile };
