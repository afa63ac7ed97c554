/**
 * The smaller sections of the main layout (SPEC sections 2 and 6): region, notification, interview, sub-agent
 * applications with the desktop application progress, and the agency academy.
 */
import { defineGroup, defineRoute } from "#route-define.ts";
import { PermissionId } from "#ids.ts";
import type { RouteMeta } from "#route-meta.ts";

/** Region: broadcaster stats with tabs day, month and agency-data (OperatorStat). */
export const regionSection: RouteMeta = defineGroup({
  name: "Region",
  path: "region",
  icon: "map-pinned",
  children: [
    defineRoute({
      name: "RegionBroadcasterStats",
      path: "broadcaster-stats",
      permissions: [PermissionId.OperatorStat],
      tabs: true,
      redirectToFirstChild: true,
      children: [
        defineRoute({ name: "RegionBroadcasterStatsDay", path: "day" }),
        defineRoute({ name: "RegionBroadcasterStatsMonth", path: "month" }),
        defineRoute({ name: "RegionBroadcasterStatsAgencyData", path: "agency-data" }),
      ],
    }),
  ],
});

/** Notification: a leaf section (AgencyNotification). */
export const notificationSection: RouteMeta = defineRoute({
  name: "Notification",
  path: "notification",
  icon: "bell",
  permissions: [PermissionId.AgencyNotification],
});

/** Interview: its list (InterviewPermission). */
export const interviewSection: RouteMeta = defineGroup({
  name: "Interview",
  path: "interview",
  icon: "messages-square",
  children: [defineRoute({ name: "InterviewList", path: "list", permissions: [PermissionId.InterviewPermission] })],
});

/**
 * Sub-agent applications, a leaf section whose record opens in a modal. The spec names no permission: we use
 * ModifySubAccount (3), the permission that manages sub-accounts (see README).
 */
export const applySubAgentSection: RouteMeta = defineRoute({
  name: "ApplySubAgentList",
  path: "apply-sub-agent-list",
  icon: "user-plus",
  permissions: [PermissionId.ModifySubAccount],
});

/** The desktop progress of one application (hidden; same permission as the sub-agent applications). */
export const applyProgressRoute: RouteMeta = defineRoute({
  name: "ApplyProgress",
  path: "apply-progress/:id",
  permissions: [PermissionId.ModifySubAccount],
  hideInMenu: true,
});

/**
 * Agency academy: one menu entry that redirects to the course list; the course list and course detail are
 * hidden and need the same tutorial-entry permission (104).
 */
export const agencyAcademySection: RouteMeta = defineRoute({
  name: "AgencyAcademy",
  path: "agency-academy",
  icon: "graduation-cap",
  permissions: [PermissionId.TutorialEntry],
  redirectToFirstChild: true,
  children: [
    defineRoute({ name: "AgencyAcademyCourse", path: "course", permissions: [PermissionId.TutorialEntry], hideInMenu: true }),
    defineRoute({
      name: "AgencyAcademyCourseDetail",
      path: "course/:id",
      permissions: [PermissionId.TutorialEntry],
      hideInMenu: true,
    }),
  ],
});
