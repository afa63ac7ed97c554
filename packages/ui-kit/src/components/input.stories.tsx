import type { Meta, StoryObj } from "@storybook/react-vite";
import { mobile, rtl } from "#stories/story-globals.ts";
import { Input } from "./input.tsx";

const meta = {
  title: "Forms/Input",
  component: Input,
  args: { "aria-label": "Account", placeholder: "agency.owner" },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Sizes: Story = {
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-2">
      <Input {...args} inputSize="sm" aria-label="Small" />
      <Input {...args} inputSize="md" aria-label="Medium" />
      <Input {...args} inputSize="lg" aria-label="Large" />
    </div>
  ),
};
export const ErrorState: Story = { name: "Error", args: { "aria-invalid": true, defaultValue: "x" } };
export const Disabled: Story = { args: { disabled: true, defaultValue: "agency.owner" } };
export const RightToLeft: Story = { args: { "aria-label": "الحساب", placeholder: "اسم المستخدم" }, globals: rtl };
export const Mobile: Story = { globals: mobile };
