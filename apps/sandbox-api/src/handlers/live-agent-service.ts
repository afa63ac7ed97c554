/**
 * live_agent_service handlers (SPEC section 7): GetPermissions, the recheck list
 * (GetUnFinishKycAnchorCount, GetUnFinishKycAnchorList; AgencyBroadcasterList 20), PK
 * (`live-agent-service-pk.ts`), aggregates (`-aggr.ts`) and payments (`-payment.ts`).
 */
import { sql } from "drizzle-orm";
import { GetPermissions, GetUnFinishKycAnchorCount, GetUnFinishKycAnchorList } from "@agent-portal/api-client/contract/live-agent-service";
import { PermissionId } from "@agent-portal/permissions/ids";
import { KycStatus } from "@agent-portal/api-client/enums";
import { selectRows } from "#db/client.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { broadcasterWhere, scopeOf } from "#services/scope.ts";
import type { DataScope } from "#services/scope.ts";
import { settleFlows } from "#services/settle.ts";
import { daySeconds } from "#services/time.ts";
import { registerAggregateHandlers } from "./live-agent-service-aggr.ts";
import { registerByBeansHandlers } from "./live-agent-service-by-beans.ts";
import { registerPaymentHandlers } from "./live-agent-service-payment.ts";
import { registerPkHandlers } from "./live-agent-service-pk.ts";
import { registerActionLogHandlers } from "./payment/action-log.ts";
import { registerBlacklistHandlers } from "./payment/blacklist.ts";
import { registerDistributionHandlers } from "./payment/distribution.ts";
import { registerAdjustmentHandlers } from "./payment/adjustment.ts";
import { registerTransferHandlers } from "./payment/transfer.ts";
import { registerBankInfoHandlers } from "./payment/bank-info.ts";
import { registerBroadcastListHandlers } from "./payment/broadcast-list.ts";

const K = KycStatus;

/** Broadcasters of the agency with unfinished KYC: none, rejected, recheck required, or a recheck under review. */
const unfinished = (scope: DataScope) => sql`
  FROM broadcasters b
  LEFT JOIN LATERAL (SELECT kind, reject_reason FROM kyc_submissions k WHERE k.subject_uid = b.uid ORDER BY submitted_at DESC, id DESC LIMIT 1) k ON true
  WHERE ${broadcasterWhere(scope)} AND b.contract_state = 'signed'
    AND (b.kyc_status IN (${K.NotSubmitted}, ${K.Rejected}, ${K.RecheckRequired}) OR (b.kyc_status = ${K.UnderReview} AND k.kind = 'recheck'))`;

/** Registers the live_agent_service handlers. */
export const registerLiveAgentServiceHandlers: RegisterHandlers = (router) => {
  /** The agency permissions of the account (entry type 3, enforced by the request schema). */
  router.handle(GetPermissions, { scope: "self" }, ({ caller }) => ({
    permissions: [...caller.account.agencyPermissions].sort((a, b) => a - b),
  }));

  /** The recheck badge: not submitted, rejected and recheck required. */
  router.handle(GetUnFinishKycAnchorCount, { permissions: [PermissionId.AgencyBroadcasterList], scope: { totals: true } }, async ({ caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const scope = await scopeOf(deps.db, caller);
    const [row] = await selectRows<{ n: number }>(
      deps.db,
      sql`SELECT count(*) FILTER (WHERE b.kyc_status IN (${K.NotSubmitted}, ${K.Rejected}, ${K.RecheckRequired}))::int AS n ${unfinished(scope)}`,
    );
    return { count: row?.n ?? 0 };
  });

  router.handle(
    GetUnFinishKycAnchorList,
    {
      permissions: [PermissionId.AgencyBroadcasterList],
      scope: { rows: { broadcaster: ["anchor_uid"], broadcasterBigoId: ["bigo_id"] }, targets: { bigo_id: "broadcasterBigoId" } },
    },
    async ({ input, caller, deps, now }) => {
      await settleFlows(deps.db, now);
      const scope = await scopeOf(deps.db, caller);
      const rows = await selectRows<{
        uid: string;
        bigo_id: string;
        nickname: string;
        kyc_status: KycStatus;
        reject_reason: string | null;
        due: string | null;
        joined: string;
        total: number;
      }>(
        deps.db,
        sql`SELECT b.uid, b.bigo_id, b.nickname, b.kyc_status, k.reject_reason, b.kyc_recheck_due::text AS due, b.joined_at::text AS joined, count(*) OVER ()::int AS total
        ${unfinished(scope)}
        ${input.bigo_id === undefined ? sql`` : sql`AND lower(b.bigo_id) = ${input.bigo_id.toLowerCase()}`}
        ${input.kyc_status === undefined ? sql`` : sql`AND b.kyc_status = ${input.kyc_status}`}
        ORDER BY b.kyc_recheck_due ASC NULLS LAST, b.joined_at DESC, b.uid
        LIMIT ${input.page_size} OFFSET ${(input.page - 1) * input.page_size}`,
      );
      return {
        total: rows[0]?.total ?? 0,
        list: rows.map((r) => ({
          anchor_uid: r.uid,
          bigo_id: r.bigo_id,
          nick_name: r.nickname,
          avatar_url: "",
          kyc_status: r.kyc_status,
          reject_reason: r.kyc_status === K.Rejected || r.kyc_status === K.RecheckRequired ? (r.reject_reason ?? "") : "",
          deadline_time: daySeconds(r.due),
          join_time: daySeconds(r.joined),
        })),
      };
    },
  );

  registerPkHandlers(router);
  registerAggregateHandlers(router);
  registerPaymentHandlers(router);
  registerByBeansHandlers(router);
  registerBankInfoHandlers(router);
  registerBroadcastListHandlers(router);
  registerBlacklistHandlers(router);
  registerActionLogHandlers(router);
  registerDistributionHandlers(router);
  registerAdjustmentHandlers(router);
  registerTransferHandlers(router);
};
