/** The admin section (`/admin`, SPEC sections 2 and 6). */
import { defineGroup, defineRoute } from "#route-define.ts";
import { PermissionId } from "#ids.ts";
import type { RouteMeta } from "#route-meta.ts";

/** Admin: accounts, permissions, action log and data permissions. */
export const adminSection: RouteMeta = defineGroup({
  name: "Admin",
  path: "admin",
  icon: "shield-user",
  children: [
    defineRoute({
      name: "AdminAccounts",
      path: "accounts",
      permissions: [PermissionId.ModifyAccount, PermissionId.ResetPassword, PermissionId.ModifySubAccount],
    }),
    defineRoute({ name: "AdminPermissions", path: "permissions", permissions: [PermissionId.BatchAuth] }),
    defineRoute({ name: "AdminActionLog", path: "action-log", permissions: [PermissionId.ActionLog] }),
    defineRoute({ name: "AdminDataPermissions", path: "data-permissions", permissions: [PermissionId.DataPermission] }),
  ],
});
