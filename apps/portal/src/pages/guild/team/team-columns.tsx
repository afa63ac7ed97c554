import type { Formatters } from "@agent-portal/i18n/use-formatters";
import { AgentRole } from "@agent-portal/api-client/enums";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { Button } from "@agent-portal/ui-kit/components/button";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import { Switch } from "@agent-portal/ui-kit/components/switch";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import type { MemberActions } from "./team-actions.ts";
import type { GuildTeamRow } from "./team-params.ts";
import { brokerAssignmentPath } from "./team-params.ts";

/** The ids of the members list's columns, in order (the column settings key them). */
export const GUILD_TEAM_COLUMN_IDS = ["member", "bigoId", "role", "added", "broadcasters", "recruit", "actions"] as const;

/** A member role's name ("Super manager", "Manager", "Broker"). */
export const roleName = (t: TFunction, role: number): string => t(`guild.team.role.${String(role)}`);

/** What the members columns call back. */
export interface MemberRowHandlers {
  readonly actionsOf: (row: GuildTeamRow) => MemberActions;
  readonly onChangeRole: (row: GuildTeamRow) => void;
  readonly onRemove: (row: GuildTeamRow) => void;
  readonly onRecruit: (row: GuildTeamRow, enabled: boolean) => void;
  /** The member whose recruiting switch is being saved, or null. */
  readonly recruitBusy: string | null;
}

/**
 * The members list's columns: name, Bigo ID, role, when and by whom they were added (the day, UTC),
 * the broadcasters they look after as broker (a link to them in the broadcaster list, where they can
 * be reassigned in bulk), whether they may recruit, and the actions the viewer may take.
 */
export function guildTeamColumns(t: TFunction, format: Formatters, handlers: MemberRowHandlers): DataTableColumn<GuildTeamRow>[] {
  return [
    {
      id: "member",
      hideable: false,
      header: t("guild.team.column.member"),
      width: 200,
      accessor: (row) => row.nick_name,
      cell: (row) => <bdi className="font-medium">{row.nick_name}</bdi>,
    },
    { id: "bigoId", priority: 1, header: t("guild.team.column.bigoId"), width: 160, accessor: (row) => row.bigo_id },
    {
      id: "role",
      priority: 1,
      header: t("guild.team.column.role"),
      width: 150,
      accessor: (row) => roleName(t, row.role),
      cell: (row) => <Badge tone={row.role === AgentRole.SUPER_MANAGER ? "brand" : "neutral"}>{roleName(t, row.role)}</Badge>,
    },
    {
      id: "added",
      priority: 1,
      header: t("guild.team.column.added"),
      width: 190,
      accessor: (row) => {
        const date = format.date(row.join_time * 1000, { timeZone: "UTC" });
        return row.added_by_name === "" ? date : t("guild.team.addedBy", { date, name: row.added_by_name });
      },
    },
    {
      id: "broadcasters",
      priority: 2,
      header: t("guild.team.column.broadcasters"),
      width: 130,
      accessor: (row) => (row.role === AgentRole.BROKER || row.anchor_count > 0 ? format.number(row.anchor_count) : "—"),
      cell: (row) =>
        row.role === AgentRole.BROKER || row.anchor_count > 0 ? (
          <Link to={brokerAssignmentPath(row.uid)} className="text-brand-700 hover:underline" aria-label={t("guild.team.broadcastersOf", { name: row.nick_name })}>
            {format.number(row.anchor_count)}
          </Link>
        ) : (
          "—"
        ),
    },
    {
      id: "recruit",
      priority: 3,
      header: t("guild.team.column.recruit"),
      width: 120,
      accessor: (row) => t(row.recruit_enabled === 1 ? "guild.team.recruitYes" : "guild.team.recruitNo"),
      cell: (row) => (
        <Switch
          checked={row.recruit_enabled === 1}
          disabled={!handlers.actionsOf(row).recruit || handlers.recruitBusy === row.uid}
          onCheckedChange={(checked) => handlers.onRecruit(row, checked)}
          aria-label={t("guild.team.recruitFor", { name: row.nick_name })}
        />
      ),
    },
    {
      id: "actions",
      hideable: false,
      excludeFromExport: true,
      header: t("guild.team.column.actions"),
      width: 220,
      accessor: () => "",
      cell: (row) => {
        const can = handlers.actionsOf(row);
        return (
          <span className="flex gap-2">
            {can.changeRole && (
              <Button size="sm" variant="secondary" onClick={() => handlers.onChangeRole(row)} aria-label={t("guild.team.changeRoleFor", { name: row.nick_name })}>
                {t("guild.team.changeRole")}
              </Button>
            )}
            {can.remove && (
              <Button size="sm" variant="secondary" onClick={() => handlers.onRemove(row)} aria-label={t("guild.team.removeFor", { name: row.nick_name })}>
                {t("guild.team.remove")}
              </Button>
            )}
          </span>
        );
      },
    },
  ];
}
