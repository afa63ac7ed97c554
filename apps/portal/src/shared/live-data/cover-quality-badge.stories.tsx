import type { Meta, StoryObj } from "@storybook/react-vite";
import { CoverIssueReason } from "@agent-portal/api-client/enums";
import { CoverQualityBadge } from "./cover-quality-badge.tsx";

const meta = {
  title: "Portal/Data center/CoverQualityBadge",
  component: CoverQualityBadge,
  parameters: { layout: "padded" },
  args: { reason: CoverIssueReason.Blurry },
} satisfies Meta<typeof CoverQualityBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A blurry cover: the warning and its reason in words, with an icon. */
export const Blurry: Story = {};
/** Every reason the server gives (CoverIssueReason 1-5), as they read in a table cell. */
export const EveryReason: Story = {
  render: () => (
    <div className="flex flex-col gap-2">
      {Object.values(CoverIssueReason).map((reason) => (
        <CoverQualityBadge key={reason} reason={reason} />
      ))}
    </div>
  ),
};
