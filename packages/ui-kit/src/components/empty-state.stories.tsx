import type { Meta, StoryObj } from "@storybook/react-vite";
import { mobile, rtl } from "#stories/story-globals.ts";
import { Button } from "./button.tsx";
import { EmptyState } from "./empty-state.tsx";

const meta = {
  title: "Feedback/EmptyState",
  component: EmptyState,
  args: { title: "No broadcasters yet", description: "Invite broadcasters to your agency to see them here." },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = { args: { action: <Button>Invite a broadcaster</Button> } };
export const ErrorState: Story = {
  name: "Error",
  args: { title: "The list could not be loaded", description: "Check your connection and try again.", action: <Button variant="secondary">Try again</Button> },
};
export const RightToLeft: Story = { args: { title: "لا يوجد مذيعون بعد", description: "ادعُ مذيعين إلى وكالتك لرؤيتهم هنا." }, globals: rtl };
export const Mobile: Story = { args: { action: <Button className="w-full">Invite a broadcaster</Button> }, globals: mobile };
