import { useCreateAccountMutation, useCreateSubAccountMutation, useUpdateAccountMutation } from "@agent-portal/api-client/services/admin-accounts";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import { Checkbox } from "@agent-portal/ui-kit/components/checkbox";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { Select } from "@agent-portal/ui-kit/components/select";
import { useTranslation } from "react-i18next";
import { AccountRole, AccountSubRole } from "@agent-portal/api-client/enums";
import { FormDialog } from "#shared/dialogs/form-dialog.tsx";
import { useNotify } from "#shared/feedback/use-notify.ts";
import { useZodForm } from "#shared/forms/use-zod-form.ts";
import { accountFields, accountFormOf, accountFormSchema, EMPTY_ACCOUNT, emptySubAccount, grantableRoles, normalisedUsername, subRolesBelow } from "./account-form-schema.ts";
import { managesSubAccountsOnly } from "./account-actions.ts";
import type { AccountActor } from "./account-actions.ts";
import type { AdminAccountsRow } from "./accounts-params.ts";
import { PERMISSION_ENTRIES } from "@agent-portal/permissions/permission-labels";
import { NO_SUB_ROLE } from "@agent-portal/permissions/profiles";
import { PermissionName } from "#pages/admin/shared/permission-name.tsx";
import { OneTimePassword } from "./one-time-password.tsx";
import { StaleNotice } from "./stale-notice.tsx";
import { useAccountVersion } from "./use-account-version.ts";
import { useState } from "react";

/** Props of {@link AccountFormDialog}. */
export interface AccountFormDialogProps {
  /** The account edited; null: a new account. */
  readonly account: AdminAccountsRow | null;
  /** The user: its AccountRole and, for sub-accounts, its AccountSubRole (0: none). */
  readonly actor: AccountActor & { readonly role: number; readonly subRole: number };
  readonly onClose: () => void;
}

/**
 * Creates (createAccount) or edits (updateAccount) an account: name, role and sub-role (none above
 * the user's own), and the account's own permissions, by their translated names (spec name and id beside); a permission the user
 * does not hold cannot be ticked (the server refuses it anyway, 47003). A new account's one-time
 * password is shown once. A user who manages sub-accounts only (ModifySubAccount without
 * ModifyAccount) creates sub-accounts (createSubAccount) and gives Agency sub-roles below its own
 * only (the server refuses others, 47011). An edit refused as stale (47006) shows who changed the account and when,
 * and reloads on request; any refusal keeps what was typed.
 */
export function AccountFormDialog({ account, actor, onClose }: AccountFormDialogProps) {
  const creating = account === null;
  return creating ? <CreateDialog actor={actor} onClose={onClose} /> : <EditDialog account={account} actor={actor} onClose={onClose} />;
}

function CreateDialog({ actor, onClose }: Omit<AccountFormDialogProps, "account">) {
  const { t } = useTranslation();
  const [create, state] = useCreateAccountMutation();
  const [createSub, subState] = useCreateSubAccountMutation();
  const [created, setCreated] = useState<{ username: string; password: string } | null>(null);
  const sub = managesSubAccountsOnly(actor);
  if (created !== null) return <OneTimePassword username={created.username} password={created.password} onClose={onClose} />;
  return (
    <AccountForm
      title={t(sub ? "admin.accounts.newSub" : "admin.accounts.createTitle")}
      submitLabel={t("admin.accounts.create")}
      initial={sub ? emptySubAccount(actor.subRole) : EMPTY_ACCOUNT}
      actor={actor}
      busy={state.isLoading || subState.isLoading}
      onClose={onClose}
      save={async (values) => {
        const { nick_name, sub_role, permissions } = accountFields(values);
        const identity = { username: values.username, bigo_id: values.bigo_id };
        const answer = sub
          ? await createSub({ ...identity, nick_name, sub_role: subRolesBelow(NO_SUB_ROLE).find((each) => each === sub_role) ?? AccountSubRole.Manager, permissions }).unwrap()
          : await create({ ...identity, ...accountFields(values) }).unwrap();
        setCreated({ username: answer.account.username, password: answer.one_time_password });
      }}
    />
  );
}

function EditDialog({ account, actor, onClose }: AccountFormDialogProps & { readonly account: AdminAccountsRow }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [update, state] = useUpdateAccountMutation();
  const version = useAccountVersion(account);
  return (
    <AccountForm
      key={version.row.version}
      title={t("admin.accounts.editTitle", { name: account.username })}
      submitLabel={t("admin.accounts.save")}
      initial={accountFormOf(version.row)}
      existing={version.row}
      actor={actor}
      busy={state.isLoading}
      onClose={onClose}
      lead={version.newer === null ? null : <StaleNotice newer={version.newer} onReload={() => version.reload()} />}
      save={async (values) => {
        try {
          await update({ id: version.row.id, version: version.row.version, ...accountFields(values) }).unwrap();
        } catch (error) {
          if (await version.isStale(error)) return;
          throw error;
        }
        notify.success(t("admin.accounts.saved", { name: account.username }));
        onClose();
      }}
    />
  );
}

interface AccountFormProps {
  readonly title: string;
  readonly submitLabel: string;
  readonly initial: ReturnType<typeof accountFormOf>;
  readonly existing?: AdminAccountsRow;
  readonly actor: AccountFormDialogProps["actor"];
  readonly busy: boolean;
  readonly lead?: React.ReactNode;
  readonly onClose: () => void;
  readonly save: (values: Parameters<typeof accountFields>[0] & { username: string; bigo_id: string }) => Promise<void>;
}

function AccountForm({ title, submitLabel, initial, existing, actor, busy, lead, onClose, save }: AccountFormProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const form = useZodForm(accountFormSchema, initial);
  const { values, errors } = form;
  const message = (key: string | undefined) => (key === undefined ? undefined : t(key));
  const subOnly = managesSubAccountsOnly(actor);
  const roles = (subOnly ? [AccountRole.Agency] : grantableRoles(actor.isAdmin ? AccountRole.Admin : actor.role)).map((role) => ({
    value: String(role),
    label: t(`admin.role.${String(role)}`),
  }));
  const subRoles = (subOnly ? subRolesBelow(actor.subRole) : Object.values(AccountSubRole)).map((sub) => ({ value: String(sub), label: t(`admin.subRole.${String(sub)}`) }));
  const held = (id: number) => actor.isAdmin || actor.permissions.includes(id);
  const normalised = normalisedUsername(values.username);
  const onSubmit = form.handleSubmit(async (valid) => {
    try {
      await save(valid);
    } catch (error) {
      form.setError("root", errorMessage(error) ?? t("lang328"));
    }
  });
  return (
    <FormDialog
      title={title}
      submitLabel={submitLabel}
      busy={busy || form.isSubmitting}
      failure={errors.root ?? null}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      width={640}
      lead={lead}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t("admin.accounts.column.username")}
          required
          error={message(errors.username)}
          hint={existing === undefined && normalised !== "" && normalised !== values.username ? t("admin.accounts.savedAs", { name: normalised }) : undefined}
        >
          {(control) => (
            <Input
              {...control}
              value={values.username}
              disabled={existing !== undefined}
              onChange={(event) => form.setValue("username", event.target.value)}
              maxLength={70}
              autoComplete="off"
              dir="ltr"
            />
          )}
        </FormField>
        <FormField label={t("admin.accounts.column.bigoId")} required error={message(errors.bigo_id)}>
          {(control) => (
            <Input
              {...control}
              value={values.bigo_id}
              disabled={existing !== undefined}
              onChange={(event) => form.setValue("bigo_id", event.target.value)}
              maxLength={32}
              autoComplete="off"
              dir="ltr"
            />
          )}
        </FormField>
        <FormField label={t("admin.accounts.name")} required error={message(errors.nick_name)} className="sm:col-span-2">
          {(control) => <Input {...control} value={values.nick_name} onChange={(event) => form.setValue("nick_name", event.target.value)} maxLength={64} autoComplete="off" />}
        </FormField>
        <FormField label={t("admin.accounts.column.role")} required>
          {(control) => (
            <Select
              {...control}
              options={roles}
              value={values.role}
              onValueChange={(value) => form.setValue("role", value === "1" ? "1" : value === "3" ? "3" : value === "4" ? "4" : "2")}
            />
          )}
        </FormField>
        {values.role === String(AccountRole.Agency) && (
          <FormField label={t("admin.accounts.subRole")} required>
            {(control) => (
              <Select
                {...control}
                options={subRoles}
                value={values.sub_role === "0" ? "" : values.sub_role}
                onValueChange={(value) => form.setValue("sub_role", value === "1" ? "1" : value === "2" ? "2" : "3")}
              />
            )}
          </FormField>
        )}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-fg">{t("admin.accounts.column.permissions")}</legend>
        <p className="text-xs text-fg-muted">{t("admin.accounts.permissionsHint")}</p>
        <div className="grid gap-2 sm:grid-cols-2">
          {PERMISSION_ENTRIES.map(([id]) => {
            const checked = values.permissions.includes(id);
            return (
              <Checkbox
                key={id}
                label={<PermissionName id={id} />}
                checked={checked}
                disabled={!checked && !held(id)}
                onCheckedChange={(next) => form.setValue("permissions", next === true ? [...values.permissions, id] : values.permissions.filter((p) => p !== id))}
              />
            );
          })}
        </div>
      </fieldset>
    </FormDialog>
  );
}
