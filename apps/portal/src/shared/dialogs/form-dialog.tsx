import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import type { ButtonProps } from "@agent-portal/ui-kit/components/button";
import { Modal } from "@agent-portal/ui-kit/components/dialog";
import { useId } from "react";
import type { ReactNode, SubmitEvent } from "react";
import { useTranslation } from "react-i18next";

/** Props of {@link FormDialog}. */
export interface FormDialogProps {
  /** Title (translated); the dialog's accessible name. */
  readonly title: ReactNode;
  /** Short description under the title (translated). */
  readonly description?: ReactNode;
  /** The submit button's text (translated), e.g. "Renew". */
  readonly submitLabel: string;
  /** The submit button's look; `danger` for a final action (stop, terminate). Default `primary`. */
  readonly submitVariant?: ButtonProps["variant"];
  /** While the call runs: the submit button is busy, Cancel and closing are blocked. */
  readonly busy: boolean;
  /** Disables the submit button while nothing may be sent (e.g. a relation change is already pending). Default `false`. */
  readonly submitDisabled?: boolean;
  /** The server's refusal to show under the fields (from {@link useDialogSubmit}), or `null`. */
  readonly failure: string | null;
  /**
   * Runs on submit (Enter in a field or the submit button), default already prevented; validation
   * is the caller's. The event is the form's, for a handler that focuses the first invalid field
   * of `event.currentTarget` (`useZodForm().handleSubmit`).
   */
  readonly onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  readonly onClose: () => void;
  /** Width in px (the Modal's default is 464). */
  readonly width?: number;
  /** Read-only context above the form, outside it (e.g. the current status, the other side's reason). */
  readonly lead?: ReactNode;
  /** The fields. */
  readonly children: ReactNode;
}

/**
 * The portal's dialog around one form (broker assignment, renewal, extension, re-grade, stop,
 * transfer, termination, recheck): the kit's Modal, the fields in a `<form noValidate>`, a
 * refusal shown as an error Alert under them, and the footer's Cancel and submit buttons tied to
 * the form. The dialog cannot be closed while its call runs, and a refusal keeps it open with
 * everything typed (the caller's state is untouched).
 */
export function FormDialog({
  title,
  description,
  submitLabel,
  submitVariant = "primary",
  busy,
  submitDisabled = false,
  failure,
  onSubmit,
  onClose,
  width,
  lead,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={title}
      description={description}
      closeLabel={t("common.close")}
      {...(width === undefined ? {} : { width })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" form={formId} variant={submitVariant} loading={busy} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {lead}
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(event);
        }}
      >
        {children}
        {failure !== null && <Alert tone="error">{failure}</Alert>}
      </form>
    </Modal>
  );
}
