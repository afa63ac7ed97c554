/** The broadcaster-operate section (`/broadcaster-operate`, SPEC sections 2 and 6). */
import { defineGroup, defineRoute } from "#route-define.ts";
import { PermissionId } from "#ids.ts";
import type { RouteMeta } from "#route-meta.ts";

/** Operate: PK candidate assignment, activity registration and its results. */
export const operateSection: RouteMeta = defineGroup({
  name: "Operate",
  path: "broadcaster-operate",
  icon: "swords",
  children: [
    defineRoute({ name: "AssignPk", path: "assign-pk/list", permissions: [PermissionId.AssignPkList] }),
    defineRoute({
      name: "ActRegist",
      path: "act-regist",
      permissions: [PermissionId.ActRegist],
      redirectToFirstChild: true,
      children: [
        // The list is the section's only menu entry; the parent shows it.
        defineRoute({ name: "ActRegistList", path: "list", hideInMenu: true }),
        defineRoute({ name: "ActRegistDetail", path: "act-detail", hideInMenu: true }),
      ],
    }),
    defineRoute({
      name: "ActRegistResult",
      path: "act-regist-result",
      permissions: [PermissionId.ActRegist],
      tabs: true,
      redirectToFirstChild: true,
      children: [defineRoute({ name: "ActRegistSchedule", path: "schedule" }), defineRoute({ name: "ActRegistInfo", path: "info" })],
    }),
  ],
});
