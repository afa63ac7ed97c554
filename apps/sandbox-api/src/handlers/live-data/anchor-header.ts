/**
 * Who a one-broadcaster live report is about (live data reportDay `anchor`, issue 26): the
 * header of the portal's broadcaster live data page.
 */
import { and, eq } from "drizzle-orm";
import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import type { liveDataReportDay } from "@agent-portal/api-client/contract/live-data-report";
import type { Database } from "#db/client.ts";
import { renewals } from "#db/schema/contracts.ts";
import { agencyMembers } from "#db/schema/organisation.ts";
import { NO_CONTRACT, RenewalStatus } from "@agent-portal/api-client/enums";
import { contractStatusOf } from "#domain/machines/renewal.ts";
import type { LiveSubject } from "./shared.ts";

/** The report's `anchor`: the subject broadcaster's name, Bigo ID, agency, broker and contract state; null for the agency. */
export async function liveAnchorOf(db: Database, subject: LiveSubject, now: Date): Promise<ResponseOf<typeof liveDataReportDay>["anchor"]> {
  const b = subject.broadcaster;
  if (b === null) return null;
  const [broker] = b.brokerId === null ? [] : await db.select({ nickname: agencyMembers.nickname }).from(agencyMembers).where(eq(agencyMembers.id, b.brokerId)).limit(1);
  const pending = await db.$count(renewals, and(eq(renewals.broadcasterUid, b.uid), eq(renewals.status, RenewalStatus.Pending)));
  return {
    uid: b.uid,
    bigoId: b.bigoId,
    nickName: b.nickname,
    avatarUrl: "",
    agencyName: subject.scope.agency.name,
    brokerName: broker?.nickname ?? "",
    contractStatus: b.contractEnd === null ? NO_CONTRACT : contractStatusOf({ terminated: b.contractState !== "signed", endDay: b.contractEnd, renewalPending: pending > 0 }, now),
  };
}
