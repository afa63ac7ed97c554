import type { Meta, StoryObj } from "@storybook/react-vite";
import { mobile, rtl } from "#stories/story-globals.ts";
import { Button } from "./button.tsx";
import { Popover, PopoverContent, PopoverTrigger } from "./popover.tsx";

function Demo({ text }: { text: string }) {
  return (
    <Popover defaultOpen>
      <PopoverTrigger asChild>
        <Button variant="secondary">Details</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Details" className="w-64 p-3 text-sm">
        {text}
      </PopoverContent>
    </Popover>
  );
}

const meta = {
  title: "Overlays/Popover",
  component: Popover,
  parameters: { docs: { story: { inline: false, iframeHeight: 200 } } },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: () => <Demo text="The contract renews automatically every 12 months." /> };
export const RightToLeft: Story = { render: () => <Demo text="يتجدد العقد تلقائيًا كل ١٢ شهرًا." />, globals: rtl };
export const Mobile: Story = { render: () => <Demo text="The contract renews automatically every 12 months." />, globals: mobile };
