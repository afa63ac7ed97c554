import { logout, selectRefreshFailures, selectTokenErrors } from "@agent-portal/session";
import { ConfirmDialog } from "@agent-portal/ui-kit/components/confirm-dialog";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { loginPathFor } from "../app/guard-loader.ts";
import { useAppDispatch, useAppSelector } from "../app/hooks.ts";

/**
 * Reacts to the session counters (SPEC section 4):
 * - a rise of the token-error counter shows the unauthorized modal; confirming it goes to
 *   login with the encoded current URL as `redirect`, then logs out (so however many calls
 *   failed at once, there is one modal, one redirect and one logout);
 * - a failed user-info refresh shows the re-login confirm, once per page life (guarded).
 */
export function SessionWatcher() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const tokenErrors = useAppSelector(selectTokenErrors);
  const refreshFailures = useAppSelector(selectRefreshFailures);
  const [seenTokenErrors] = useState(tokenErrors);
  const [seenRefreshFailures, setSeenRefreshFailures] = useState(refreshFailures);
  const [reloginDismissed, setReloginDismissed] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const unauthorized = tokenErrors > seenTokenErrors;
  const relogin = !unauthorized && !reloginDismissed && refreshFailures > seenRefreshFailures;

  const goToLogin = async () => {
    if (leaving) return;
    setLeaving(true);
    const currentUrl = window.location.href;
    await navigate(loginPathFor(currentUrl), { replace: true });
    dispatch(logout());
  };

  return (
    <>
      <ConfirmDialog
        open={unauthorized}
        title={t("unauthorized.title")}
        description={t("unauthorized.message")}
        okLabel={t("unauthorized.confirm")}
        onOk={() => void goToLogin()}
        loading={leaving}
      />
      <ConfirmDialog
        open={relogin}
        title={t("relogin.title")}
        description={t("relogin.message")}
        okLabel={t("relogin.confirm")}
        cancelLabel={t("relogin.cancel")}
        onOk={() => void goToLogin()}
        onCancel={() => {
          setReloginDismissed(true);
          setSeenRefreshFailures(refreshFailures);
        }}
      />
    </>
  );
}
