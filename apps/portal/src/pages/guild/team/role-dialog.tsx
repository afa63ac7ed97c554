import { useAssignAgencyRoleMutation } from "@agent-portal/api-client/services/union-oss";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "#shared/dialogs/form-dialog.tsx";
import { useDialogSubmit } from "#shared/dialogs/use-dialog-submit.ts";
import { useNotify } from "#shared/feedback/use-notify.ts";
import { roleName } from "./team-columns.tsx";
import { RoleSelect } from "./role-select.tsx";
import type { GuildTeamRow, MemberRole } from "./team-params.ts";

/** Props of {@link RoleDialog}. */
export interface RoleDialogProps {
  readonly member: GuildTeamRow;
  /** The roles the viewer may give (`rolesViewerGives`). */
  readonly roles: readonly MemberRole[];
  readonly onClose: () => void;
}

/**
 * Changes a member's role (assignAgencyRole). The member's permissions follow the new role at
 * their next page change. The server refuses demoting the agency's last super manager (37006) and
 * a manager changing managers (37008); its message shows here, with the choice kept.
 */
export function RoleDialog({ member, roles, onClose }: RoleDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { failure, run } = useDialogSubmit();
  const choices = roles.filter((r) => r !== member.role);
  const [role, setRole] = useState<MemberRole | undefined>(choices[0]);
  const [assign, state] = useAssignAgencyRoleMutation();
  const submit = () => {
    if (role === undefined) return;
    void run(async () => {
      await assign({ member_uid: member.uid, role }).unwrap();
      notify.success(t("guild.team.roleChange.done", { name: member.nick_name, role: roleName(t, role) }));
      onClose();
    });
  };
  return (
    <FormDialog
      title={t("guild.team.roleChange.title", { name: member.nick_name })}
      description={t("guild.team.roleChange.effect")}
      submitLabel={t("guild.team.changeRole")}
      busy={state.isLoading}
      submitDisabled={role === undefined}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
      lead={<p className="text-sm">{t("guild.team.roleChange.current", { role: roleName(t, member.role) })}</p>}
    >
      <RoleSelect label={t("guild.team.roleChange.new")} roles={choices} value={role} onChange={setRole} />
    </FormDialog>
  );
}
