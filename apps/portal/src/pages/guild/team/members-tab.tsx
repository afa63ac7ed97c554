import { skipToken } from "@reduxjs/toolkit/query";
import { useGetAgencyMemberListQuery, useModifyAgencyRecruitmentMutation } from "@agent-portal/api-client/services/union-oss";
import { FilterBar, ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useColumnVisibility } from "@agent-portal/app-runtime/list/use-column-visibility";
import { NOT_SENT_VIEW, useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import type { ListState } from "@agent-portal/app-runtime/list/use-list-state";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useNotify } from "#shared/feedback/use-notify.ts";
import { BigoIdField } from "#shared/list/bigo-id-field.tsx";
import { EnumFilter } from "#shared/list/enum-filter.tsx";
import { useBigoIdFilter } from "#shared/list/use-bigo-id-filter.ts";
import { AddMemberDialog } from "./add-member-dialog.tsx";
import { RemoveMemberDialog } from "./remove-member-dialog.tsx";
import { RoleDialog } from "./role-dialog.tsx";
import { mayEditTeam, memberActions, rolesViewerGives } from "./team-actions.ts";
import type { TeamViewer } from "./team-actions.ts";
import { GUILD_TEAM_COLUMN_IDS, guildTeamColumns, roleName } from "./team-columns.tsx";
import type { GUILD_TEAM_SPEC, GuildTeamRow } from "./team-params.ts";
import { brokerAssignmentPath, hasMemberFilters, MEMBER_ROLES, memberListRequest } from "./team-params.ts";

type Open = { kind: "add" } | { kind: "role" | "remove"; row: GuildTeamRow } | null;

/** Props of {@link MembersTab}. */
export interface MembersTabProps {
  readonly list: ListState<typeof GUILD_TEAM_SPEC>;
  readonly viewer: TeamViewer;
}

/**
 * The team's members (getAgencyMemberList), filtered by role and Bigo ID in the URL: add (with the
 * name echoed first), change role, remove (with its consequence for the broker's broadcasters) and
 * the recruiting switch (modifyAgencyRecruitment), each offered only as the server allows it. After
 * a removal that left broadcasters with no broker, a notice links to assigning them one.
 */
export function MembersTab({ list, viewer }: MembersTabProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const notify = useNotify();
  const request = useMemo(() => memberListRequest(list.values), [list.values]);
  const fetched = useListQuery(useGetAgencyMemberListQuery(request ?? skipToken));
  const view = request === null ? NOT_SENT_VIEW : fetched;
  const bigo = useBigoIdFilter(list.values.bigo, (value) => list.update({ bigo: value }));
  const [visibility, setVisibility] = useColumnVisibility("guild-team", GUILD_TEAM_COLUMN_IDS);
  const [open, setOpen] = useState<Open>(null);
  const [removed, setRemoved] = useState<{ name: string; unassigned: number } | null>(null);
  const [switchRecruit, recruitState] = useModifyAgencyRecruitmentMutation();
  const busyUid = recruitState.isLoading ? (recruitState.originalArgs?.member_uid ?? null) : null;
  const roles = rolesViewerGives(viewer);
  const columns = useMemo(
    () =>
      guildTeamColumns(t, format, {
        actionsOf: (row) => memberActions(viewer, row),
        onChangeRole: (row) => setOpen({ kind: "role", row }),
        onRemove: (row) => setOpen({ kind: "remove", row }),
        onRecruit: (row, enabled) => {
          void switchRecruit({ member_uid: row.uid, recruit_enabled: enabled ? 1 : 0 })
            .unwrap()
            .then(() => notify.success(t(enabled ? "guild.team.recruitOn" : "guild.team.recruitOff", { name: row.nick_name })))
            .catch((error: unknown) => notify.failure(error));
        },
        recruitBusy: busyUid,
      }),
    [t, format, viewer, switchRecruit, notify, busyUid],
  );
  const filtered = hasMemberFilters(list.values);
  const close = () => setOpen(null);

  return (
    <ListPage
      label={t("guild.team.members")}
      columnsScreen="guild-team"
      actions={mayEditTeam(viewer) ? <Button onClick={() => setOpen({ kind: "add" })}>{t("guild.team.add.open")}</Button> : undefined}
      filters={
        <FilterBar
          label={t("guild.team.filterLabel")}
          onSubmit={bigo.submit}
          active={filtered}
          onReset={() => {
            bigo.reset();
            list.update({ bigo: "", role: null });
          }}
        >
          <BigoIdField filter={bigo} />
          <EnumFilter
            label={t("guild.team.column.role")}
            value={list.values.role}
            values={MEMBER_ROLES}
            labelOf={(r) => roleName(t, r)}
            onChange={(role) => list.update({ role })}
          />
        </FilterBar>
      }
    >
      {removed !== null && (
        <Alert tone={removed.unassigned > 0 ? "warning" : "success"}>
          <p>{t("guild.team.removal.done", { name: removed.name })}</p>
          {removed.unassigned > 0 && (
            <p>
              {t("guild.team.removal.unassigned", { n: format.number(removed.unassigned) })}{" "}
              <Link to={brokerAssignmentPath(null)} className="font-medium underline">
                {t("guild.team.removal.assignNow")}
              </Link>
            </p>
          )}
        </Alert>
      )}
      <ListTable
        caption={t("guild.team.members")}
        columns={columns}
        view={view}
        state={list.table}
        getRowId={(row) => row.uid}
        columnVisibility={visibility}
        onColumnVisibilityChange={setVisibility}
        exportFileName={false}
        emptyTitle={request === null ? t("shared.bigoId.invalid") : filtered ? t("shared.list.emptyFiltered") : t("guild.team.empty")}
      />
      {open?.kind === "add" && <AddMemberDialog roles={roles} onClose={close} />}
      {open?.kind === "role" && <RoleDialog member={open.row} roles={roles} onClose={close} />}
      {open?.kind === "remove" && (
        <RemoveMemberDialog
          member={open.row}
          onClose={close}
          onRemoved={(name, unassigned) => {
            setRemoved({ name, unassigned });
            close();
          }}
        />
      )}
    </ListPage>
  );
}
