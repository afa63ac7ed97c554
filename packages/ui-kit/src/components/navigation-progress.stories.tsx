import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { mobile, rtl } from "#stories/story-globals.ts";
import { Button } from "./button.tsx";
import { NavigationProgress } from "./navigation-progress.tsx";

function Demo({ label }: { label: string }) {
  const [active, setActive] = React.useState(true);
  return (
    <div className="flex flex-col gap-4 pt-4">
      <NavigationProgress active={active} label={label} />
      <Button variant="secondary" onClick={() => setActive((value) => !value)}>
        {active ? "Finish navigation" : "Start navigation"}
      </Button>
    </div>
  );
}

const meta = {
  title: "Navigation/NavigationProgress",
  component: NavigationProgress,
  args: { active: true, label: "Loading page" },
} satisfies Meta<typeof NavigationProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: (args) => <Demo label={args.label} /> };
export const Loading: Story = {};
export const RightToLeft: Story = { render: () => <Demo label="جارٍ تحميل الصفحة" />, globals: rtl };
export const Mobile: Story = { render: (args) => <Demo label={args.label} />, globals: mobile };
