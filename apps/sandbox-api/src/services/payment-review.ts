/**
 * The sandbox's review of payment info submissions (AnchorSubmitAnchorPayment,
 * AgentSubmitAgentPayment): a submission is reviewed at the first payment read after its due time,
 * approved unless the account number ends in `0000`. A submission without a due time stays under
 * review (seeded pending payments).
 */
import { and, eq, lte, sql } from "drizzle-orm";
import { PaymentStatus } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { paymentSubmissions } from "#db/schema/payments.ts";
import { REJECT_SUFFIX } from "./settle.ts";

/** Completes due reviews: approved unless the account number ends in `0000` (a submission without a due time stays under review). */
export async function settlePayments(db: Database, now: Date): Promise<void> {
  await db
    .update(paymentSubmissions)
    .set({
      status: sql`CASE WHEN ${paymentSubmissions.accountNo} LIKE ${`%${REJECT_SUFFIX}`} THEN ${PaymentStatus.Rejected}::int ELSE ${PaymentStatus.Approved}::int END`,
      rejectReason: sql`CASE WHEN ${paymentSubmissions.accountNo} LIKE ${`%${REJECT_SUFFIX}`} THEN 'The bank could not verify this account.' ELSE '' END`,
      reviewedAt: now,
      reviewDueAt: null,
    })
    .where(and(eq(paymentSubmissions.status, PaymentStatus.UnderReview), lte(paymentSubmissions.reviewDueAt, now)));
}
