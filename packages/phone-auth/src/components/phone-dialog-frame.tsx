import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { Modal } from "@agent-portal/ui-kit/components/dialog";
import type * as React from "react";
import { useTranslation } from "react-i18next";

/** Props of {@link PhoneDialogFrame}. */
export interface PhoneDialogFrameProps {
  open: boolean;
  title: string;
  description: string;
  /** i18n keys of the error to show (tried in order), or null. */
  errorKeys: readonly string[] | null;
  /** A polite note under the fields (e.g. "code sent"), or null. */
  notice: string | null;
  confirmDisabled: boolean;
  confirming: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children: React.ReactNode;
}

/**
 * The frame both phone dialogs share (SPEC section 2): the kit's Modal, 464 px wide with its
 * 300 ms close animation, not closed by an outside click or Escape (`dismissible={false}`), a form
 * (Enter confirms), the error and notice lines, and Cancel / Confirm.
 */
function PhoneDialogFrame({ open, title, description, errorKeys, notice, confirmDisabled, confirming, onConfirm, onCancel, children }: PhoneDialogFrameProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={title}
      description={description}
      width={464}
      dismissible={false}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!confirmDisabled) onConfirm();
        }}
      >
        {children}
        {errorKeys && <Alert tone="error">{t([...errorKeys])}</Alert>}
        {!errorKeys && notice && <Alert tone="success">{notice}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {t("phoneAuth.cancel")}
          </Button>
          <Button type="submit" disabled={confirmDisabled} loading={confirming}>
            {t("phoneAuth.confirm")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

export { PhoneDialogFrame };
