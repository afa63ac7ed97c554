/**
 * live_agent_service handlers, the payment action log: list and export of the caller's agency's
 * entries (PaymentActionLog 11, or PaymentMethod 17 for the payment pages' action-log tabs). The
 * log is append-only (`#services/payment-log.ts`); no call edits or deletes an entry.
 */
import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { PaymentAgencyActionLogExport, PaymentAgencyActionLogList } from "@agent-portal/api-client/contract/live-agent-service-action-log";
import type { PaymentActionType } from "@agent-portal/api-client/enums";
import { PermissionId } from "@agent-portal/permissions/ids";
import { paymentActionLogs } from "#db/schema/payments.ts";
import type { PaymentActionLog } from "#db/schema/payments.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { storeExport, toCsv } from "#services/files.ts";
import { scopeOf } from "#services/scope.ts";
import { toSeconds } from "#services/time.ts";

const T = paymentActionLogs;
/** The action log page, or the payment pages' action-log tabs. */
const ACTION_LOG = [PermissionId.PaymentActionLog, PermissionId.PaymentMethod];

interface LogFilters {
  readonly action_type?: PaymentActionType | undefined;
  readonly bigo_id?: string | undefined;
  readonly start_time?: number | undefined;
  readonly end_time?: number | undefined;
}

function filterOf(agencyId: number, f: LogFilters): SQL | undefined {
  return and(
    eq(T.agencyId, agencyId),
    f.action_type === undefined ? undefined : eq(T.actionType, f.action_type),
    f.bigo_id === undefined ? undefined : eq(sql`lower(${T.targetBigoId})`, f.bigo_id.toLowerCase()),
    f.start_time === undefined ? undefined : gte(T.createdAt, new Date(f.start_time * 1000)),
    f.end_time === undefined ? undefined : lte(T.createdAt, new Date(f.end_time * 1000)),
  );
}

const logAnswer = (l: PaymentActionLog) => ({
  log_id: String(l.id),
  create_time: toSeconds(l.createdAt),
  actor_name: l.actorName,
  actor_bigo_id: l.actorBigoId,
  actor_role: l.actorRole,
  action_type: l.actionType,
  target_bigo_id: l.targetBigoId,
  amount_beans: l.amountBeans,
  balance_before: l.balanceBefore,
  balance_after: l.balanceAfter,
  ref_id: l.refId,
  detail: l.detail,
});

/** Registers the payment action log handlers. */
export const registerActionLogHandlers: RegisterHandlers = (router) => {
  router.handle(PaymentAgencyActionLogList, { permissions: ACTION_LOG, scope: { agencyWide: true } }, async ({ input, caller, deps }) => {
    const scope = await scopeOf(deps.db, caller);
    const where = filterOf(scope.agency.id, input);
    const rows = await deps.db
      .select()
      .from(T)
      .where(where)
      .orderBy(desc(T.createdAt), desc(T.id))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size);
    return { list: rows.map(logAnswer), total: await deps.db.$count(T, where) };
  });

  /** Every matching entry as CSV; amounts numeric (empty where no money moved), times in UTC. */
  router.handle(PaymentAgencyActionLogExport, { permissions: ACTION_LOG, scope: { agencyWide: true } }, async ({ input, caller, deps, now, c }) => {
    const scope = await scopeOf(deps.db, caller);
    const rows = await deps.db.select().from(T).where(filterOf(scope.agency.id, input)).orderBy(desc(T.createdAt), desc(T.id));
    const beans = (n: number | null) => (n === null ? "" : n);
    const csv = toCsv(
      [
        "log_id",
        "time (UTC)",
        "actor",
        "actor_bigo_id",
        "actor_role",
        "action_type",
        "target_bigo_id",
        "amount_beans",
        "balance_before_beans",
        "balance_after_beans",
        "ref_id",
        "detail",
      ],
      rows.map((l) => [
        l.id,
        l.createdAt.toISOString(),
        l.actorName,
        l.actorBigoId,
        l.actorRole,
        l.actionType,
        l.targetBigoId,
        beans(l.amountBeans),
        beans(l.balanceBefore),
        beans(l.balanceAfter),
        l.refId,
        l.detail,
      ]),
    );
    return storeExport(deps.db, { name: "payment-action-log.csv", csv, ownerAccountId: caller.account.id, origin: c.get("publicOrigin") }, now);
  });
};
