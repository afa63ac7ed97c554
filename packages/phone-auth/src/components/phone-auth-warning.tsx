import { ConfirmDialog } from "@agent-portal/ui-kit/components/confirm-dialog";
import { useTranslation } from "react-i18next";

/** Props of {@link PhoneAuthWarning}. */
export interface PhoneAuthWarningProps {
  open: boolean;
  /** i18n keys of the message, tried in order (e.g. `phoneAuth.errors.501`, then the generic one). */
  messageKeys: readonly string[];
  onClose: () => void;
}

/**
 * The warning modal of SPEC section 4: the bound-phone check failed with anything but 502 (which
 * opens the bind dialog). It states the translated reason and has one OK button.
 */
function PhoneAuthWarning({ open, messageKeys, onClose }: PhoneAuthWarningProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t("phoneAuth.warning.title")}
      description={messageKeys.length > 0 ? t([...messageKeys]) : t("phoneAuth.errors.generic")}
      okLabel={t("phoneAuth.warning.ok")}
      onOk={onClose}
      onCancel={onClose}
    />
  );
}

export { PhoneAuthWarning };
