import { useAddAgencyMemberMutation } from "@agent-portal/api-client/services/union-oss";
import { useLazyGetAgencyMemberCandidateQuery } from "@agent-portal/api-client/services/union-oss-team";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BigoIdFormField } from "#shared/dialogs/bigo-id-form-field.tsx";
import { FormDialog } from "#shared/dialogs/form-dialog.tsx";
import { useDialogSubmit } from "#shared/dialogs/use-dialog-submit.ts";
import { useNotify } from "#shared/feedback/use-notify.ts";
import { checkBigoId } from "#shared/forms/bigo-id.ts";
import { roleName } from "./team-columns.tsx";
import { RoleSelect } from "./role-select.tsx";
import type { MemberRole } from "./team-params.ts";

/** Props of {@link AddMemberDialog}. */
export interface AddMemberDialogProps {
  /** The roles the viewer may give (`rolesViewerGives`), highest first; the lowest is chosen at first. */
  readonly roles: readonly MemberRole[];
  readonly onClose: () => void;
}

/** The user a Bigo ID names (getAgencyMemberCandidate). */
interface Candidate {
  readonly bigoId: string;
  readonly name: string;
}

/**
 * Adds a member by Bigo ID (addAgencyMember). Find asks the server who the ID names
 * (getAgencyMemberCandidate) and shows their name, or why they cannot join (no such user, already
 * a member, in another agency); Add is possible only for the name shown, and changing the ID clears it.
 */
export function AddMemberDialog({ roles, onClose }: AddMemberDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorMessage = useApiErrorMessage();
  const { failure, run } = useDialogSubmit();
  const [text, setText] = useState("");
  const [role, setRole] = useState<MemberRole | undefined>(roles[roles.length - 1]);
  const [found, setFound] = useState<Candidate | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [lookup, lookupState] = useLazyGetAgencyMemberCandidateQuery();
  const [add, addState] = useAddAgencyMemberMutation();

  const find = async () => {
    const check = checkBigoId(text);
    setFound(null);
    if (check.kind !== "valid") {
      setProblem(t("shared.bigoId.invalid"));
      return;
    }
    setProblem(null);
    try {
      const candidate = await lookup({ bigo_id: check.value }, false).unwrap();
      setFound({ bigoId: candidate.bigo_id, name: candidate.nick_name });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const submit = () => {
    if (found === null) {
      setProblem(t("guild.team.add.findFirst"));
      return;
    }
    if (role === undefined) return;
    void run(async () => {
      const member = await add({ bigo_id: found.bigoId, role }).unwrap();
      notify.success(t("guild.team.add.done", { name: member.nick_name, role: roleName(t, member.role) }));
      onClose();
    });
  };

  return (
    <FormDialog
      title={t("guild.team.add.title")}
      submitLabel={t("guild.team.add.submit")}
      busy={addState.isLoading}
      submitDisabled={found === null}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <BigoIdFormField
        label={t("guild.team.column.bigoId")}
        required
        hint={t("guild.team.add.bigoHint")}
        error={problem ?? undefined}
        value={text}
        onChange={(value) => {
          setText(value);
          setFound(null);
          setProblem(null);
        }}
        find={{ label: t("guild.team.add.find"), onFind: () => void find(), finding: lookupState.isFetching }}
      />
      {found !== null && <Alert tone="success">{t("guild.team.add.found", { name: found.name, bigoId: found.bigoId })}</Alert>}
      <RoleSelect label={t("guild.team.column.role")} roles={roles} value={role} onChange={setRole} />
    </FormDialog>
  );
}
