import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { useAppSelector } from "@agent-portal/app-runtime/store/hooks";
import { PermissionId } from "@agent-portal/permissions/ids";
import { selectAgentRole, selectEffectivePermissions, selectIsAdmin, selectLoginUser } from "@agent-portal/session";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@agent-portal/ui-kit/components/tabs";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { MembersTab } from "./members-tab.tsx";
import { RecordsTab } from "./records-tab.tsx";
import { RecruitTab } from "./recruit-tab.tsx";
import type { TeamViewer } from "./team-actions.ts";
import type { TeamView } from "./team-params.ts";
import { GUILD_TEAM_SORTABLE, GUILD_TEAM_SPEC, TEAM_VIEWS } from "./team-params.ts";

/**
 * Guild team (GuildTeam, `/guild/team`; AgencyGuildTeam 22; issue 22 item 8), three tabs with the
 * tab and each tab's filters in the URL (`view`):
 * - members (getAgencyMemberList): Bigo ID, name, role, who added them and when, a broker's
 *   broadcasters; add by Bigo ID with the name echoed first, change role, remove with the
 *   consequence stated and a link to reassign the broadcasters, the recruiting switch;
 * - change history (getAgencyOperationRecord): role changes read "before → after";
 * - recruitment settings (getAgentRecruitCfg; AgencyBroadcasterRecruitment 19, the tab is hidden
 *   without it), previewed before they are published, with who changed them last and when.
 * The server decides who may change whom; the page offers only what it would allow.
 */
export default function GuildTeamPage() {
  const { t } = useTranslation();
  const list = useListState(GUILD_TEAM_SPEC, GUILD_TEAM_SORTABLE);
  const isAdmin = useAppSelector(selectIsAdmin);
  const agentRole = useAppSelector(selectAgentRole);
  const user = useAppSelector(selectLoginUser);
  const permissions = useAppSelector(selectEffectivePermissions);
  const viewer = useMemo<TeamViewer>(() => ({ isAdmin, agentRole, selfUid: user?.bigoUid ?? "" }), [isAdmin, agentRole, user]);
  const recruits = isAdmin || permissions.includes(PermissionId.AgencyBroadcasterRecruitment);
  const views = TEAM_VIEWS.filter((view) => view !== "recruitment" || recruits);
  const current = views.find((view) => view === list.values.view) ?? "members";
  return (
    <Tabs value={current} onValueChange={(value) => list.update({ view: views.find((view) => view === value) ?? "members", page: 1 })}>
      <TabsList aria-label={t("route.GuildTeam")}>
        {views.map((view: TeamView) => (
          <TabsTrigger key={view} value={view}>
            {t(`guild.team.tabs.${view}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="members">{current === "members" && <MembersTab list={list} viewer={viewer} />}</TabsContent>
      <TabsContent value="records">{current === "records" && <RecordsTab list={list} />}</TabsContent>
      {recruits && <TabsContent value="recruitment">{current === "recruitment" && <RecruitTab />}</TabsContent>}
    </Tabs>
  );
}
