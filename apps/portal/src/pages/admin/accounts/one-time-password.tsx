import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { Modal } from "@agent-portal/ui-kit/components/dialog";
import { useTranslation } from "react-i18next";
import { CopyLink } from "#shared/share/copy-link.tsx";

/** Props of {@link OneTimePassword}. */
export interface OneTimePasswordProps {
  readonly username: string;
  /** The one-time password the server answered (createAccount, resetAccountPassword): held in memory only, gone when the dialog closes. */
  readonly password: string;
  readonly onClose: () => void;
}

/**
 * Shows a one-time password once, with Copy: the server keeps only its hash and sends nothing, so
 * the admin hands it over. It is never written to the URL, storage or logs, and cannot be shown again
 * (a new reset makes a new one).
 */
export function OneTimePassword({ username, password, onClose }: OneTimePasswordProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      dismissible={false}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("admin.accounts.passwordTitle", { name: username })}
      closeLabel={t("common.close")}
      footer={<Button onClick={onClose}>{t("admin.accounts.passwordDone")}</Button>}
    >
      <div className="flex flex-col gap-3">
        <Alert tone="warning">{t("admin.accounts.passwordOnce")}</Alert>
        <CopyLink label={t("admin.accounts.passwordLabel")} url={password} />
      </div>
    </Modal>
  );
}
