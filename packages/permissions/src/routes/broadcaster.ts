/** The broadcaster section (`/broadcaster`, SPEC sections 2 and 6). */
import { defineGroup, defineRoute } from "#route-define.ts";
import { PermissionId } from "#ids.ts";
import type { RouteMeta } from "#route-meta.ts";

const liveData = [PermissionId.LiveDataAnalysis, PermissionId.BroadcasterLiveData] as const;

/** Recruit: redirects to the first permitted child; edit and progress pages are hidden. */
const recruit = defineRoute({
  name: "Recruit",
  path: "recruit",
  permissions: [PermissionId.AgencyBroadcasterRecruitment],
  redirectToFirstChild: true,
  children: [
    defineRoute({ name: "RecruitList", path: "list" }),
    defineRoute({ name: "AnchorInfoEdit", path: "edit/:id", hideInMenu: true }),
    defineRoute({ name: "RecruitProgress", path: "progress/:id", hideInMenu: true }),
    defineRoute({ name: "RecommendHosts", path: "recommend-hosts" }),
  ],
});

/** The broadcaster list: `list` with a child `list` whose tabs are all, to be renewed, terminated and joined. */
const list = defineRoute({
  name: "List",
  path: "list",
  permissions: [PermissionId.AgencyBroadcasterList],
  redirectToFirstChild: true,
  children: [
    defineRoute({
      name: "BroadcasterList",
      path: "list",
      hideInMenu: true,
      tabs: true,
      redirectToFirstChild: true,
      children: [
        defineRoute({ name: "ListAll", path: "all" }),
        defineRoute({ name: "ListToBeRenewed", path: "to-be-renewed" }),
        defineRoute({ name: "ListTerminated", path: "terminated" }),
        defineRoute({ name: "ListJoined", path: "joined" }),
      ],
    }),
  ],
});

/** Broadcaster: recruit, list, recheck list, one broadcaster's live data and its details, modify. */
export const broadcasterSection: RouteMeta = defineGroup({
  name: "Broadcaster",
  path: "broadcaster",
  icon: "mic-vocal",
  children: [
    recruit,
    list,
    defineRoute({ name: "RecheckList", path: "recheck-list", permissions: [PermissionId.AgencyBroadcasterList] }),
    defineRoute({
      name: "BroadcasterLiveData",
      path: "broadcaster-live-data/:uid",
      permissions: liveData,
      hideInMenu: true,
      breadcrumbFromPrevious: true,
    }),
    defineRoute({
      name: "BroadcasterLiveDetail",
      path: "detail/:type",
      aliases: ["live-detail/:type"],
      permissions: liveData,
      hideInMenu: true,
    }),
    defineRoute({
      name: "BroadcasterLiveDesc",
      path: "desc/:type",
      aliases: ["live-desc/:type"],
      permissions: liveData,
      hideInMenu: true,
    }),
    defineRoute({
      name: "Modify",
      path: "modify",
      permissions: [PermissionId.TransferRelation],
      redirectToFirstChild: true,
      children: [defineRoute({ name: "ModifyRelation", path: "modify", hideInMenu: true })],
    }),
  ],
});
