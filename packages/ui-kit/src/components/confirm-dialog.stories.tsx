import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { mobile, rtl } from "#stories/story-globals.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import type { ConfirmDialogProps } from "./confirm-dialog.tsx";

function Demo(props: Partial<ConfirmDialogProps>) {
  const [open, setOpen] = React.useState(true);
  return (
    <ConfirmDialog
      open={open}
      title="Session expired"
      description="Log in again to continue."
      okLabel="Log in"
      cancelLabel="Cancel"
      onOk={() => setOpen(false)}
      onCancel={() => setOpen(false)}
      {...props}
    />
  );
}

const meta = {
  title: "Overlays/ConfirmDialog",
  component: ConfirmDialog,
  args: { open: true, title: "Session expired", okLabel: "Log in", onOk: () => undefined },
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: () => <Demo /> };
export const Danger: Story = { render: () => <Demo title="Remove from blacklist?" description="The broadcaster can be paid again." okLabel="Remove" tone="danger" /> };
export const Loading: Story = { render: () => <Demo loading /> };
export const OkOnly: Story = { render: () => <Demo cancelLabel={undefined} title="No permission" description="Ask your agency owner for access." okLabel="OK" /> };
export const RightToLeft: Story = {
  render: () => <Demo title="انتهت الجلسة" description="سجّل الدخول مرة أخرى للمتابعة." okLabel="تسجيل الدخول" cancelLabel="إلغاء" />,
  globals: rtl,
};
export const Mobile: Story = { render: () => <Demo />, globals: mobile };
