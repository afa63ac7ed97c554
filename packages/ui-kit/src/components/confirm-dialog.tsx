import type * as React from "react";
import { Button } from "./button.tsx";
import { Modal } from "./dialog.tsx";

/** Props of {@link ConfirmDialog}. All texts arrive translated. */
export interface ConfirmDialogProps {
  open: boolean;
  title: React.ReactNode;
  description?: React.ReactNode;
  okLabel: string;
  /** Omit to show only the OK button. */
  cancelLabel?: string;
  onOk: () => void;
  onCancel?: () => void;
  /** Busy state of the OK button while its action runs. */
  loading?: boolean;
  /** `danger` styles the OK button as destructive. */
  tone?: "default" | "danger";
  /** Outside click / Escape count as cancel. Default false: the user must choose. */
  dismissible?: boolean;
}

/** A confirm dialog with OK and Cancel (e.g. the re-login prompt of SPEC section 2). */
function ConfirmDialog({ open, title, description, okLabel, cancelLabel, onOk, onCancel, loading = false, tone = "default", dismissible = false }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel?.();
      }}
      title={title}
      description={description}
      dismissible={dismissible}
      footer={
        <>
          {cancelLabel && (
            <Button variant="secondary" onClick={onCancel}>
              {cancelLabel}
            </Button>
          )}
          <Button variant={tone === "danger" ? "danger" : "primary"} onClick={onOk} loading={loading}>
            {okLabel}
          </Button>
        </>
      }
    />
  );
}

export { ConfirmDialog };
