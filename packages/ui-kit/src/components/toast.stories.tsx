import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { useKitLabels } from "#stories/use-kit-labels.ts";
import { mobile, rtl } from "#stories/story-globals.ts";
import { Button } from "./button.tsx";
import { Toaster, toast } from "./toast.tsx";
import type { ToastOptions } from "./toast.tsx";

function Demo({ first }: { first: ToastOptions }) {
  const kit = useKitLabels();
  React.useEffect(() => {
    toast.dismiss();
    const id = toast({ ...first, duration: 600_000 });
    return () => toast.dismiss(id);
  }, [first]);
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={() => toast.success("Saved")}>
        Success
      </Button>
      <Button variant="secondary" onClick={() => toast.error("The payment could not be sent.", { description: "Try again in a minute." })}>
        Error
      </Button>
      <Button
        variant="secondary"
        onClick={() => toast.info("Exported 120 rows", { action: { label: "Undo", altText: "Undo the export with F8 then Tab", onClick: () => undefined } })}
      >
        With action
      </Button>
      <Toaster labels={kit.toaster} />
    </div>
  );
}

const meta = {
  title: "Feedback/Toast",
  component: Toaster,
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } } },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: () => <Demo first={{ title: "Saved", description: "The broadcaster's contract was renewed.", tone: "success" }} /> };
export const ErrorState: Story = { name: "Error", render: () => <Demo first={{ title: "The list could not be loaded.", tone: "error" }} /> };
export const Warning: Story = { render: () => <Demo first={{ title: "The contract ends in 7 days.", tone: "warning" }} /> };
export const RightToLeft: Story = { render: () => <Demo first={{ title: "تم الحفظ", description: "تم تجديد عقد المذيع.", tone: "success" }} />, globals: rtl };
export const Mobile: Story = { render: () => <Demo first={{ title: "Saved", tone: "success" }} />, globals: mobile };
