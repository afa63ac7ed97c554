/**
 * Administration handlers (main API, admin section; README "Administration"): the account list,
 * creation, edit, status and password reset, an account's effective permissions, batch
 * authorisation (preview and apply), data permissions and the action log, sub-accounts (ModifySubAccount), the exports
 * of the accounts and data-permissions lists, and removing a region from the scopes. The permission ids open the calls (admins bypass, as
 * everywhere); the services then decide which accounts the caller manages and apply the rules
 * against escalation and lock-out, whatever the portal shows.
 */
import {
  createAccount,
  createSubAccount,
  exportAccountList,
  getAccountList,
  resetAccountPassword,
  setAccountStatus,
  updateAccount,
} from "@agent-portal/api-client/contract/admin-accounts";
import { exportAdminActionLog, getAdminActionLog } from "@agent-portal/api-client/contract/admin-action-log";
import { AdminErrorCode } from "@agent-portal/api-client/contract/admin-accounts";
import { applyBatchAuth, getAccountAccess, previewBatchAuth } from "@agent-portal/api-client/contract/admin-permissions";
import { exportDataScopeList, getDataScope, getScopeAgencies, removeScopeRegion, setDataScope } from "@agent-portal/api-client/contract/admin-data-scope";
import { AccountRole } from "@agent-portal/api-client/enums";
import { PermissionId } from "@agent-portal/permissions/ids";
import type { Database } from "#db/client.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { requestIdOf } from "#http/request-id.ts";
import * as changes from "#services/admin/account-changes.ts";
import { accountPage, accountRow, allAccountRows, managedAccount } from "#services/admin/account-rows.ts";
import { sourcedPermissions } from "#services/admin/access.ts";
import { logAction } from "#services/admin/action-log.ts";
import { applyBatch, batchTargets, previewBatch } from "#services/admin/batch-auth.ts";
import { scopeAgencyList, scopeAnswer, setScope } from "#services/admin/data-scope.ts";
import { LOG_CSV_HEADER, logCsvRows, logPage } from "#services/admin/action-log-read.ts";
import { ACCOUNT_CSV_HEADER, SCOPE_CSV_HEADER, accountCsvRow, scopeCsvRow, storeLoggedExport } from "#services/admin/exports.ts";
import { checkSubAccount, managedReach } from "#services/admin/guards.ts";
import { removeRegionFromScopes } from "#services/admin/scope-regions.ts";
import type { ManagedReach } from "#services/admin/guards.ts";

const P = PermissionId;
/** The calls that act on every account for these holders (ModifySubAccount: its agency's accounts only). */
const EDITORS = [P.ModifyAccount];
const RESETTERS = [P.ResetPassword];
/** The calls that read every account for these holders (ModifySubAccount: its agency's accounts only). */
const READERS = [P.ModifyAccount, P.ResetPassword, P.BatchAuth, P.DataPermission];
/** The list and its export are open to these holders. */
const ACCOUNT_READERS = [P.ModifyAccount, P.ResetPassword, P.ModifySubAccount, P.BatchAuth, P.DataPermission];
/** Data permissions: every account's scope for these holders. */
const SCOPERS = [P.DataPermission];

async function requireManaged(db: Database, reach: ManagedReach, id: number) {
  const account = await managedAccount(db, reach, id);
  if (account === null) throw new ContractError(AdminErrorCode.AccountNotFound, "No such account");
  return account;
}

/** Registers the administration handlers. */
export const registerAdminHandlers: RegisterHandlers = (router) => {
  router.handle(getAccountList, { permissions: ACCOUNT_READERS, scope: { agencyWide: true } }, async ({ caller, deps, input }) => {
    const reach = await managedReach(deps.db, caller, READERS);
    return accountPage(deps.db, reach, { keyword: input.keyword, role: input.role, status: input.status }, input.page, input.page_size);
  });

  router.handle(createAccount, { permissions: [P.ModifyAccount], scope: { agencyWide: true } }, async ({ caller, deps, input, now, c }) => {
    await managedReach(deps.db, caller, EDITORS);
    const made = await changes.createAccount(deps.db, caller, input, requestIdOf(c), now);
    return { account: await accountRow(deps.db, made.account), one_time_password: made.password };
  });

  /** A sub-account: always beneath the caller, in its agency (an admin or a holder in no agency is refused, 30001). */
  router.handle(createSubAccount, { permissions: [P.ModifySubAccount], scope: { agencyWide: true } }, async ({ caller, deps, input, now, c }) => {
    const reach = await managedReach(deps.db, caller, []);
    if (reach.kind !== "agency") throw new ContractError(AdminErrorCode.SubAccountRank, "Sub-accounts are created in your agency");
    checkSubAccount(caller.account, { role: AccountRole.Agency, subRole: input.sub_role });
    const fields = { ...input, role: AccountRole.Agency };
    const made = await changes.createAccount(deps.db, caller, fields, requestIdOf(c), now, { agencyId: reach.agencyId });
    return { account: await accountRow(deps.db, made.account), one_time_password: made.password };
  });

  router.handle(exportAccountList, { permissions: ACCOUNT_READERS, scope: { agencyWide: true } }, async ({ caller, deps, input, now, c }) => {
    const rows = await allAccountRows(deps.db, await managedReach(deps.db, caller, READERS), input);
    const file = { name: "admin-accounts.csv", header: ACCOUNT_CSV_HEADER, rows: rows.map(accountCsvRow), action: "account.export", filter: input } as const;
    return storeLoggedExport(deps.db, caller, file, requestIdOf(c), c.get("publicOrigin"), now);
  });

  router.handle(updateAccount, { permissions: [P.ModifyAccount, P.ModifySubAccount], scope: { agencyWide: true } }, async ({ caller, deps, input, now, c }) => {
    const reach = await managedReach(deps.db, caller, EDITORS);
    const target = await requireManaged(deps.db, reach, input.id);
    return accountRow(deps.db, await changes.updateAccount(deps.db, caller, target, input.version, input, requestIdOf(c), now, reach.kind === "agency"));
  });

  router.handle(setAccountStatus, { permissions: [P.ModifyAccount, P.ModifySubAccount], scope: { agencyWide: true } }, async ({ caller, deps, input, now, c }) => {
    const target = await requireManaged(deps.db, await managedReach(deps.db, caller, EDITORS), input.id);
    const done = await changes.changeStatus(deps.db, caller, target, input.version, input.status, input.reason, requestIdOf(c), now);
    return { account: await accountRow(deps.db, done.account), ended_sessions: done.ended };
  });

  router.handle(resetAccountPassword, { permissions: [P.ResetPassword, P.ModifySubAccount], scope: { agencyWide: true } }, async ({ caller, deps, input, now, c }) => {
    const target = await requireManaged(deps.db, await managedReach(deps.db, caller, RESETTERS), input.id);
    const done = await changes.resetPassword(deps.db, caller, target, input.version, requestIdOf(c), now);
    return { account: await accountRow(deps.db, done.account), one_time_password: done.password };
  });

  router.handle(
    getAccountAccess,
    { permissions: [P.ModifyAccount, P.ResetPassword, P.ModifySubAccount, P.BatchAuth], scope: { agencyWide: true } },
    async ({ caller, deps, input }) => {
      const account = await requireManaged(deps.db, await managedReach(deps.db, caller, READERS), input.id);
      return {
        id: account.id,
        username: account.username,
        role: account.role,
        sub_role: account.role === AccountRole.Agency ? account.subRole : 0,
        status: account.status,
        permissions: sourcedPermissions(account),
        relation: { transfer: account.relationTransfer, cancel: account.relationCancel },
      };
    },
  );

  router.handle(previewBatchAuth, { permissions: [P.BatchAuth], scope: { agencyWide: true } }, async ({ caller, deps, input, now }) => {
    const targets = await batchTargets(deps.db, await managedReach(deps.db, caller, [P.BatchAuth]), input);
    return previewBatch(deps.db, caller, targets, input, now);
  });

  router.handle(applyBatchAuth, { permissions: [P.BatchAuth], scope: { agencyWide: true } }, async ({ caller, deps, input, now }) => {
    const targets = await batchTargets(deps.db, await managedReach(deps.db, caller, [P.BatchAuth]), input);
    return applyBatch(deps.db, caller, targets, input, input.batch_id, now);
  });

  router.handle(getDataScope, { permissions: SCOPERS, scope: { agencyWide: true } }, async ({ caller, deps, input }) =>
    scopeAnswer(deps.db, await requireManaged(deps.db, await managedReach(deps.db, caller, SCOPERS), input.id)),
  );

  router.handle(getScopeAgencies, { permissions: SCOPERS, scope: { agencyWide: true } }, async ({ caller, deps }) => scopeAgencyList(deps.db, caller));

  router.handle(setDataScope, { permissions: SCOPERS, scope: { agencyWide: true } }, async ({ caller, deps, input, now, c }) => {
    const target = await requireManaged(deps.db, await managedReach(deps.db, caller, SCOPERS), input.id);
    return accountRow(deps.db, await setScope(deps.db, caller, target, input.version, input, requestIdOf(c), now));
  });

  router.handle(exportDataScopeList, { permissions: SCOPERS, scope: { agencyWide: true } }, async ({ caller, deps, input, now, c }) => {
    const rows = await allAccountRows(deps.db, await managedReach(deps.db, caller, SCOPERS), input);
    const file = { name: "admin-data-permissions.csv", header: SCOPE_CSV_HEADER, rows: rows.map(scopeCsvRow), action: "account.scopeExport", filter: input } as const;
    return storeLoggedExport(deps.db, caller, file, requestIdOf(c), c.get("publicOrigin"), now);
  });

  router.handle(removeScopeRegion, { permissions: SCOPERS, scope: { agencyWide: true } }, async ({ caller, deps, input, now, c }) => {
    await managedReach(deps.db, caller, SCOPERS);
    return removeRegionFromScopes(deps.db, caller, input.region_id, input.confirm, requestIdOf(c), now);
  });

  /** The log's own reads are logged: one `log.view` entry per read, with its filters. */
  router.handle(getAdminActionLog, { permissions: [P.ActionLog], scope: { agencyWide: true } }, async ({ caller, deps, input, now, c }) => {
    const { page, page_size, ...filter } = input;
    const answer = await logPage(deps.db, filter, page, page_size);
    await logAction(deps.db, caller, { action: "log.view", target: null, before: null, after: { ...filter, page }, requestId: requestIdOf(c) }, now);
    return answer;
  });

  router.handle(exportAdminActionLog, { permissions: [P.ActionLog], scope: { agencyWide: true } }, async ({ caller, deps, input, now, c }) => {
    const file = { name: "admin-action-log.csv", header: LOG_CSV_HEADER, rows: await logCsvRows(deps.db, input), action: "log.export", filter: input } as const;
    return storeLoggedExport(deps.db, caller, file, requestIdOf(c), c.get("publicOrigin"), now);
  });
};
