import type { Meta, StoryObj } from "@storybook/react-vite";
import { mobile, rtl } from "#stories/story-globals.ts";
import { Skeleton } from "./skeleton.tsx";

function Card() {
  return (
    <div aria-busy="true" aria-label="Loading" role="group" className="flex max-w-sm flex-col gap-3 rounded-lg border border-border bg-surface p-4">
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
    </div>
  );
}

const meta = {
  title: "Feedback/Skeleton",
  component: Skeleton,
  args: { className: "h-6 w-48" },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { render: () => <Card /> };
export const RightToLeft: Story = { render: () => <Card />, globals: rtl };
export const Mobile: Story = { render: () => <Card />, globals: mobile };
