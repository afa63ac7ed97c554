import { ConfirmDialog } from "@agent-portal/ui-kit/components/confirm-dialog";
import { useTranslation } from "react-i18next";

/** What {@link SessionDialogs} shows and what its buttons do. */
export interface SessionDialogsProps {
  /** The token-error counter rose: the unauthorized modal is open. */
  readonly unauthorized: boolean;
  /** A user-info refresh failed (and no unauthorized modal is open): the re-login confirm is open. */
  readonly relogin: boolean;
  /** Logging out is under way (the OK buttons are busy). */
  readonly leaving: boolean;
  /** OK of either modal: log out and go to the app's login with the current URL as `redirect`. */
  readonly onGoToLogin: () => void;
  /** Cancel of the re-login confirm: stay, and ask again only on a later failure. */
  readonly onDismissRelogin: () => void;
}

/**
 * The session watchers' modals (SPEC sections 4 and 8), the same in both apps: the unauthorized
 * modal (`unauthorized.*` strings, OK only, busy while `leaving`) and the re-login confirm
 * (`relogin.*`, OK and Cancel). The portal's watcher renders them with its layout; the webview's
 * imports this module lazily, the first time one must open (Radix's dialog stays off its first
 * paint).
 */
export default function SessionDialogs({ unauthorized, relogin, leaving, onGoToLogin, onDismissRelogin }: SessionDialogsProps) {
  const { t } = useTranslation();
  return (
    <>
      <ConfirmDialog
        open={unauthorized}
        title={t("unauthorized.title")}
        description={t("unauthorized.message")}
        okLabel={t("unauthorized.confirm")}
        onOk={onGoToLogin}
        loading={leaving}
      />
      <ConfirmDialog
        open={relogin}
        title={t("relogin.title")}
        description={t("relogin.message")}
        okLabel={t("relogin.confirm")}
        cancelLabel={t("relogin.cancel")}
        onOk={onGoToLogin}
        onCancel={onDismissRelogin}
      />
    </>
  );
}
