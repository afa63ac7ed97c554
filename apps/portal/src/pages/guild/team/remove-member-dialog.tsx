import { skipToken } from "@reduxjs/toolkit/query";
import { AgentRole } from "@agent-portal/api-client/enums";
import { useDeleteAgencyMemberMutation, useGetBrokerDataQuery } from "@agent-portal/api-client/services/union-oss";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormDialog } from "#shared/dialogs/form-dialog.tsx";
import { useDialogSubmit } from "#shared/dialogs/use-dialog-submit.ts";
import type { GuildTeamRow } from "./team-params.ts";
import { brokerAssignmentPath } from "./team-params.ts";

/** Props of {@link RemoveMemberDialog}. */
export interface RemoveMemberDialogProps {
  readonly member: GuildTeamRow;
  readonly onClose: () => void;
  /** After the removal: the member's name and how many broadcasters were left with no broker. */
  readonly onRemoved: (name: string, unassigned: number) => void;
}

/**
 * Removes a member (deleteAgencyMember) after a confirmation that states the consequence: how many
 * broadcasters will have no broker (the broker's current count, getBrokerData), with a link to
 * reassign them first in the broadcaster list's bulk broker assignment. The removal sends that
 * count; if it changed meanwhile the server refuses (37007) and the dialog shows the new figure.
 */
export function RemoveMemberDialog({ member, onClose, onRemoved }: RemoveMemberDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { failure, run } = useDialogSubmit();
  const looksAfter = member.role === AgentRole.BROKER || member.anchor_count > 0;
  const data = useGetBrokerDataQuery(looksAfter ? { broker_uid: member.uid } : skipToken, { refetchOnMountOrArgChange: true });
  const count = looksAfter ? (data.data?.anchor_count ?? (data.isError ? member.anchor_count : null)) : 0;
  const [remove, state] = useDeleteAgencyMemberMutation();
  const submit = () => {
    if (count === null) return;
    void run(async () => {
      const done = await remove({ member_uid: member.uid, anchor_count: count }).unwrap();
      onRemoved(member.nick_name, done.unassigned_anchor_count);
    }).then((ok) => {
      if (!ok) void data.refetch();
    });
  };
  return (
    <FormDialog
      title={t("guild.team.removal.title", { name: member.nick_name })}
      description={t("guild.team.removal.effect")}
      submitLabel={t("guild.team.remove")}
      submitVariant="danger"
      busy={state.isLoading}
      submitDisabled={count === null}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      {count === null ? (
        <p className="text-sm text-fg-muted">{t("common.loading")}</p>
      ) : count > 0 ? (
        <Alert tone="warning">
          <p>{t("guild.team.removal.anchors", { n: format.number(count) })}</p>
          <Link to={brokerAssignmentPath(member.uid)} className="font-medium text-brand-700 underline">
            {t("guild.team.removal.assignFirst")}
          </Link>
        </Alert>
      ) : (
        <p className="text-sm">{t("guild.team.removal.noAnchors")}</p>
      )}
    </FormDialog>
  );
}
