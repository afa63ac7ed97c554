/**
 * Administration handlers (main API, admin section; README "Administration"): the account list,
 * creation, edit, status and password reset, an account's effective permissions, batch
 * authorisation (preview and apply), data permissions and the action log. The permission ids open the calls (admins bypass, as
 * everywhere); the services then decide which accounts the caller manages and apply the rules
 * against escalation and lock-out, whatever the portal shows.
 */
import { createAccount, getAccountList, resetAccountPassword, setAccountStatus, updateAccount } from "@agent-portal/api-client/contract/admin-accounts";
import { exportAdminActionLog, getAdminActionLog } from "@agent-portal/api-client/contract/admin-action-log";
import { AdminErrorCode } from "@agent-portal/api-client/contract/admin-accounts";
import { applyBatchAuth, getAccountAccess, previewBatchAuth } from "@agent-portal/api-client/contract/admin-permissions";
import { getDataScope, getScopeAgencies, setDataScope } from "@agent-portal/api-client/contract/admin-data-scope";
import { AccountRole } from "@agent-portal/api-client/enums";
import { PermissionId } from "@agent-portal/permissions/ids";
import type { Database } from "#db/client.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { requestIdOf } from "#http/request-id.ts";
import * as changes from "#services/admin/account-changes.ts";
import { accountPage, accountRow, managedAccount } from "#services/admin/account-rows.ts";
import { sourcedPermissions } from "#services/admin/access.ts";
import { logAction } from "#services/admin/action-log.ts";
import { applyBatch, batchTargets, previewBatch } from "#services/admin/batch-auth.ts";
import { scopeAgencyList, scopeAnswer, setScope } from "#services/admin/data-scope.ts";
import { LOG_CSV_HEADER, logCsvRows, logPage } from "#services/admin/action-log-read.ts";
import { managedReach } from "#services/admin/guards.ts";
import { storeExport, toCsv } from "#services/files.ts";
import type { ManagedReach } from "#services/admin/guards.ts";

const P = PermissionId;
/** The calls that act on every account for these holders (ModifySubAccount: its agency's accounts only). */
const EDITORS = [P.ModifyAccount];
const RESETTERS = [P.ResetPassword];
/** The calls that read every account for these holders (ModifySubAccount: its agency's accounts only). */
const READERS = [P.ModifyAccount, P.ResetPassword, P.BatchAuth, P.DataPermission];
/** Data permissions: every account's scope for these holders. */
const SCOPERS = [P.DataPermission];

async function requireManaged(db: Database, reach: ManagedReach, id: number) {
  const account = await managedAccount(db, reach, id);
  if (account === null) throw new ContractError(AdminErrorCode.AccountNotFound, "No such account");
  return account;
}

/** Registers the administration handlers. */
export const registerAdminHandlers: RegisterHandlers = (router) => {
  router.handle(
    getAccountList,
    { permissions: [P.ModifyAccount, P.ResetPassword, P.ModifySubAccount, P.BatchAuth, P.DataPermission], scope: { agencyWide: true } },
    async ({ caller, deps, input }) => {
      const reach = await managedReach(deps.db, caller, READERS);
      return accountPage(deps.db, reach, { keyword: input.keyword, role: input.role, status: input.status }, input.page, input.page_size);
    },
  );

  router.handle(createAccount, { permissions: [P.ModifyAccount], scope: { agencyWide: true } }, async ({ caller, deps, input, now, c }) => {
    await managedReach(deps.db, caller, EDITORS);
    const made = await changes.createAccount(deps.db, caller, input, requestIdOf(c), now);
    return { account: await accountRow(deps.db, made.account), one_time_password: made.password };
  });

  router.handle(updateAccount, { permissions: [P.ModifyAccount, P.ModifySubAccount], scope: { agencyWide: true } }, async ({ caller, deps, input, now, c }) => {
    const target = await requireManaged(deps.db, await managedReach(deps.db, caller, EDITORS), input.id);
    return accountRow(deps.db, await changes.updateAccount(deps.db, caller, target, input.version, input, requestIdOf(c), now));
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

  /** The log's own reads are logged: one `log.view` entry per read, with its filters. */
  router.handle(getAdminActionLog, { permissions: [P.ActionLog], scope: { agencyWide: true } }, async ({ caller, deps, input, now, c }) => {
    const { page, page_size, ...filter } = input;
    const answer = await logPage(deps.db, filter, page, page_size);
    await logAction(deps.db, caller, { action: "log.view", target: null, before: null, after: { ...filter, page }, requestId: requestIdOf(c) }, now);
    return answer;
  });

  router.handle(exportAdminActionLog, { permissions: [P.ActionLog], scope: { agencyWide: true } }, async ({ caller, deps, input, now, c }) => {
    const csv = toCsv(LOG_CSV_HEADER, await logCsvRows(deps.db, input));
    await logAction(deps.db, caller, { action: "log.export", target: null, before: null, after: { ...input }, requestId: requestIdOf(c) }, now);
    return storeExport(deps.db, { name: "admin-action-log.csv", csv, ownerAccountId: caller.account.id, origin: c.get("publicOrigin") }, now);
  });
};
