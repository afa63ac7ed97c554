import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { useKitLabels } from "#stories/use-kit-labels.ts";
import { mobile, rtl } from "#stories/story-globals.ts";
import { Button } from "./button.tsx";
import { Modal } from "./dialog.tsx";
import type { ModalProps } from "./dialog.tsx";
import { FormField } from "./form-field.tsx";
import { Input } from "./input.tsx";

function Demo(props: Partial<ModalProps> & { loading?: boolean }) {
  const kit = useKitLabels();
  const [open, setOpen] = React.useState(true);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Bind phone"
        description="We send a verification code to this number."
        closeLabel={kit.names.close}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button loading={props.loading}>Confirm</Button>
          </>
        }
        {...props}
      >
        <FormField label="Phone number">{(control) => <Input {...control} inputMode="tel" maxLength={20} />}</FormField>
      </Modal>
    </>
  );
}

const meta = {
  title: "Overlays/Modal",
  component: Modal,
  args: { open: true, onOpenChange: () => undefined, title: "Bind phone" },
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: () => <Demo /> };
export const NotDismissible: Story = { render: () => <Demo dismissible={false} closeLabel={undefined} /> };
export const Loading: Story = { render: () => <Demo loading /> };
export const RightToLeft: Story = { render: () => <Demo title="ربط الهاتف" description="سنرسل رمز تحقق إلى هذا الرقم." />, globals: rtl };
export const Mobile: Story = { render: () => <Demo />, globals: mobile };
