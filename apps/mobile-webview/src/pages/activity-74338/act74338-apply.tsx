import { LiveDataErrorCode } from "@agent-portal/api-client/contract/live-data-shared";
import { useAct74338ApplyMutation } from "@agent-portal/api-client/services/live-data-activity";
import { apiErrorMessage, businessCodeOf } from "@agent-portal/app-runtime/errors/api-error-message";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { ConfirmDialog } from "@agent-portal/ui-kit/components/confirm-dialog";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";

/** Props of {@link Act74338Apply}. */
export interface Act74338ApplyProps {
  /** Asks the caller's status again (after a sign-up, or when the server says they already signed up). */
  readonly onApplied: () => void;
}

/**
 * Signing up for activity 74338 (act74338 apply, SPEC section 7): what the activity counts, a
 * 44 px "Sign up" button, then a confirmation before anything is sent. One request at a time (a
 * double tap sends once); 43011 (already signed up, e.g. from another device or a retry after a
 * lost answer) counts as done, so a repeat is harmless. Any other failure is shown translated
 * (SPEC section 8) and the page stays as it was, ready to try again.
 */
export function Act74338Apply({ onApplied }: Act74338ApplyProps) {
  const { t } = useTranslation();
  const [apply, { isLoading }] = useAct74338ApplyMutation();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const sending = useRef(false);
  const message = apiErrorMessage(t, failure);

  const send = async () => {
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    try {
      await apply({}).unwrap();
      setConfirming(false);
      onApplied();
    } catch (error) {
      setConfirming(false);
      if (businessCodeOf(error) === LiveDataErrorCode.AlreadyApplied) onApplied();
      else setFailure(error);
    } finally {
      sending.current = false;
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-fg">{t("webview.act74338.intro")}</p>
      {message !== null && <Alert tone="error">{message}</Alert>}
      <Button size="lg" className="w-full" loading={isLoading} onClick={() => setConfirming(true)}>
        {t("webview.act74338.apply")}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t("webview.act74338.confirmTitle")}
        description={t("webview.act74338.confirmText")}
        okLabel={t("webview.act74338.apply")}
        cancelLabel={t("common.cancel")}
        loading={isLoading}
        onOk={() => void send()}
        onCancel={() => {
          if (!sending.current) setConfirming(false);
        }}
      />
    </div>
  );
}
