/** The guild section (`/guild`, SPEC sections 2 and 6). Security tabs have no tab-level permission. */
import { defineGroup, defineRoute } from "#route-define.ts";
import { PermissionId } from "#ids.ts";
import type { RouteMeta } from "#route-meta.ts";

/** Guild: security (tabs status and violations) and team. */
export const guildSection: RouteMeta = defineGroup({
  name: "Guild",
  path: "guild",
  icon: "shield",
  children: [
    defineRoute({
      name: "GuildSecurity",
      path: "security",
      permissions: [PermissionId.AgencyGuildSecurity],
      tabs: true,
      redirectToFirstChild: true,
      children: [defineRoute({ name: "GuildSecurityStatus", path: "status" }), defineRoute({ name: "GuildSecurityViolations", path: "violations" })],
    }),
    defineRoute({ name: "GuildTeam", path: "team", permissions: [PermissionId.AgencyGuildTeam] }),
  ],
});
