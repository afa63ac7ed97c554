/**
 * PaymentAgencyBroadcastList (PaymentMethod 17; broadcaster-payment and agency-payment by-beans
 * tabs): the agency's signed broadcasters with their latest payment info, who submitted it for
 * whom (SubmitType: 1 the broadcaster, 2 agency staff), the by-beans method paying them and whether
 * they are on the by-beans whitelist. Rows only through the data scope (`broadcasterWhere`).
 */
import { sql } from "drizzle-orm";
import { PaymentAgencyBroadcastList } from "@agent-portal/api-client/contract/live-agent-service-payment";
import { PaymentMethodType, PaymentStatus, SubmitType } from "@agent-portal/api-client/enums";
import { PermissionId } from "@agent-portal/permissions/ids";
import { selectRows } from "#db/client.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { settlePayments } from "#services/payment-review.ts";
import { broadcasterWhere, scopeOf } from "#services/scope.ts";
import { toSeconds } from "#services/time.ts";

interface BroadcastRow {
  uid: string;
  bigo_id: string;
  nickname: string;
  method_type: PaymentMethodType;
  status: PaymentStatus;
  submitted: Date | null;
  method_id: number | null;
  submit_type: 0 | 1 | 2;
  submitter: string | null;
  on_whitelist: boolean;
  total: number;
}

/** Registers the agency's broadcasters' payment list. */
export const registerBroadcastListHandlers: RegisterHandlers = (router) => {
  router.handle(
    PaymentAgencyBroadcastList,
    { permissions: [PermissionId.PaymentMethod], scope: { rows: { broadcaster: ["anchor_uid"], broadcasterBigoId: ["bigo_id"] }, targets: { bigo_id: "broadcasterBigoId" } } },
    async ({ input, caller, deps, now }) => {
      await settlePayments(deps.db, now);
      const scope = await scopeOf(deps.db, caller);
      const rows = await selectRows<BroadcastRow>(
        deps.db,
        sql`SELECT * , count(*) OVER ()::int AS total FROM (
            SELECT b.uid, b.bigo_id, b.nickname, coalesce(p.method_type, ${PaymentMethodType.None})::int AS method_type, coalesce(p.status, ${PaymentStatus.NotSubmitted})::int AS status, p.submitted_at AS submitted,
              (SELECT id FROM by_beans_methods bb WHERE bb.agency_id = ${scope.agency.id} AND b.uid = ANY(bb.anchor_uids) LIMIT 1) AS method_id,
              (CASE WHEN p.id IS NULL THEN 0 WHEN a.id IS NULL OR a.bigo_uid = b.uid THEN ${SubmitType.AnchorSubmitAnchor} ELSE ${SubmitType.AgencySubmitAnchor} END)::int AS submit_type,
              (CASE WHEN p.id IS NULL THEN NULL WHEN a.id IS NULL OR a.bigo_uid = b.uid THEN b.nickname ELSE a.nickname END) AS submitter,
              EXISTS (SELECT 1 FROM payment_whitelist w WHERE w.uid = b.uid) AS on_whitelist
            FROM broadcasters b
            LEFT JOIN LATERAL (SELECT id, method_type, status, submitted_at, submitted_by FROM payment_submissions WHERE owner_kind = 'anchor' AND owner_uid = b.uid ORDER BY submitted_at DESC, id DESC LIMIT 1) p ON true
            LEFT JOIN accounts a ON a.id = p.submitted_by
            WHERE ${broadcasterWhere(scope)} AND b.contract_state = 'signed'
              ${input.bigo_id === undefined ? sql`` : sql`AND lower(b.bigo_id) = ${input.bigo_id.toLowerCase()}`}
          ) x WHERE true ${input.status === undefined ? sql`` : sql`AND status = ${input.status}`} ${input.method_type === undefined ? sql`` : sql`AND method_type = ${input.method_type}`}
            ${input.on_whitelist === 1 ? sql`AND on_whitelist` : sql``}
          ORDER BY submitted DESC NULLS LAST, uid LIMIT ${input.page_size} OFFSET ${(input.page - 1) * input.page_size}`,
      );
      return {
        total: rows[0]?.total ?? 0,
        list: rows.map((r) => ({
          anchor_uid: r.uid,
          bigo_id: r.bigo_id,
          nick_name: r.nickname,
          method_type: r.method_type,
          status: r.status,
          by_beans_method_id: r.method_id === null ? "" : String(r.method_id),
          submit_time: r.submitted === null ? 0 : toSeconds(new Date(r.submitted)),
          submit_type: r.submit_type,
          submitter_name: r.submitter ?? "",
          on_whitelist: r.on_whitelist ? (1 as const) : (0 as const),
        })),
      };
    },
  );
};
