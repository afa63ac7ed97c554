import { useResetAccountPasswordMutation, useSetAccountStatusMutation } from "@agent-portal/api-client/services/admin-accounts";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AccountStatus } from "@agent-portal/api-client/enums";
import { FormDialog } from "#shared/dialogs/form-dialog.tsx";
import { ReasonField, useReasonInput } from "#shared/dialogs/reason-field.tsx";
import { useNotify } from "#shared/feedback/use-notify.ts";
import type { AdminAccountsRow } from "./accounts-params.ts";
import { OneTimePassword } from "./one-time-password.tsx";
import { StaleNotice } from "./stale-notice.tsx";
import { useAccountVersion } from "./use-account-version.ts";

/** Props of the status and reset dialogs. */
export interface AccountDialogProps {
  readonly account: AdminAccountsRow;
  readonly onClose: () => void;
}

/**
 * Disables an enabled account or enables a disabled one (setAccountStatus), with a required
 * reason. Disabling ends the account's sessions: its next call shows the unauthorized modal, then
 * the login; enabling it does not revive them. A stale refusal (47006) shows who changed the account
 * and when, and reloads on request; the reason typed stays.
 */
export function AccountStatusDialog({ account, onClose }: AccountDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorMessage = useApiErrorMessage();
  const reason = useReasonInput();
  const version = useAccountVersion(account);
  const [setStatus, state] = useSetAccountStatusMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const disabling = version.row.status === AccountStatus.Enabled;
  const submit = async () => {
    if (!reason.check(true)) return;
    setFailure(null);
    try {
      const status = disabling ? AccountStatus.Disabled : AccountStatus.Enabled;
      await setStatus({ id: version.row.id, version: version.row.version, status, reason: reason.trimmed }).unwrap();
      notify.success(t(disabling ? "admin.accounts.disabled" : "admin.accounts.enabled", { name: account.username }));
      onClose();
    } catch (error) {
      if (!(await version.isStale(error))) setFailure(errorMessage(error) ?? t("lang328"));
    }
  };
  return (
    <FormDialog
      title={t(disabling ? "admin.accounts.disableTitle" : "admin.accounts.enableTitle", { name: account.username })}
      description={t(disabling ? "admin.accounts.disableEffect" : "admin.accounts.enableEffect")}
      submitLabel={t(disabling ? "admin.accounts.disable" : "admin.accounts.enable")}
      submitVariant={disabling ? "danger" : "primary"}
      busy={state.isLoading}
      failure={failure}
      onSubmit={() => void submit()}
      onClose={onClose}
      lead={version.newer === null ? null : <StaleNotice newer={version.newer} onReload={() => version.reload()} />}
    >
      <ReasonField label={t("admin.accounts.reason")} input={reason} required missingMessage={t("admin.accounts.error.reason")} />
    </FormDialog>
  );
}

/**
 * Resets an account's password (resetAccountPassword) after a confirmation: the server replaces it
 * with a one-time password, shown here once, and ends the account's sessions. Nothing is sent to
 * the account; the admin hands the password over.
 */
export function ResetPasswordDialog({ account, onClose }: AccountDialogProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const version = useAccountVersion(account);
  const [reset, state] = useResetAccountPasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [password, setPassword] = useState<string | null>(null);
  if (password !== null) return <OneTimePassword username={account.username} password={password} onClose={onClose} />;
  const submit = async () => {
    setFailure(null);
    try {
      const answer = await reset({ id: version.row.id, version: version.row.version }).unwrap();
      setPassword(answer.one_time_password);
    } catch (error) {
      if (!(await version.isStale(error))) setFailure(errorMessage(error) ?? t("lang328"));
    }
  };
  return (
    <FormDialog
      title={t("admin.accounts.resetTitle", { name: account.username })}
      description={t("admin.accounts.resetEffect")}
      submitLabel={t("admin.accounts.reset")}
      submitVariant="danger"
      busy={state.isLoading}
      failure={failure}
      onSubmit={() => void submit()}
      onClose={onClose}
      lead={version.newer === null ? null : <StaleNotice newer={version.newer} onReload={() => version.reload()} />}
    >
      {null}
    </FormDialog>
  );
}
