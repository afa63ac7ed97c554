import type { Broadcaster } from "./anchor-list-params.ts";

/**
 * Actions a row of the broadcaster list may offer (issue 7), in menu order:
 * - `assignBroker`: SetBroker (phone-verified), for a current contract, by staff who manage brokers;
 * - `brokerHistory`: QrySetBrokerRecords of the broadcaster;
 * - `renew`: RenewalContract, only while the contract is "to be renewed" (status 2: ends within 30 days, no renewal pending);
 * - `remindRenewal` / `cancelRenewal`: RemindRenewalContract / CancelRenewalContract, while a renewal is pending (status 3 with a `renewal_id`);
 * - `shareRenewal`: the broadcaster's confirmation page of the pending renewal;
 * - `extend`: ExtendContract (a grace period, once), while the contract ends within 30 days (status 2 or 3);
 * - `renewalRecords`: QryRenewalContractRecords of the broadcaster;
 * - `reGrade`: SendNewAnchorReGrade, for a broadcaster who joined within 30 days (`is_new_anchor`) with a current contract;
 * - `liveData`: the broadcaster's live data page.
 * A terminated contract (status 4) offers only the records and live data. Follow / unfollow is its own column.
 */
export type RowAction = "assignBroker" | "brokerHistory" | "renew" | "remindRenewal" | "cancelRenewal" | "shareRenewal" | "extend" | "renewalRecords" | "reGrade" | "liveData";

/** What the viewer may do besides the row's state. */
export interface Viewer {
  /** Super managers, managers, admins and operators assign brokers; brokers do not (the server answers 30001). */
  readonly canAssignBroker: boolean;
}

/** The actions a row offers to a viewer, in menu order (see {@link RowAction}). */
export function rowActions(row: Pick<Broadcaster, "contract_status" | "renewal_id" | "is_new_anchor">, viewer: Viewer): RowAction[] {
  const current = row.contract_status !== 4;
  const pending = row.contract_status === 3 && row.renewal_id !== "";
  const actions: RowAction[] = [];
  if (current && viewer.canAssignBroker) actions.push("assignBroker");
  actions.push("brokerHistory");
  if (row.contract_status === 2) actions.push("renew");
  if (pending) actions.push("remindRenewal", "cancelRenewal", "shareRenewal");
  if (row.contract_status === 2 || row.contract_status === 3) actions.push("extend");
  actions.push("renewalRecords");
  if (current && row.is_new_anchor === 1) actions.push("reGrade");
  actions.push("liveData");
  return actions;
}

/** Contract status (QryAnchorList `contract_status`) -> badge tone. */
export const CONTRACT_TONE = { 1: "success", 2: "warning", 3: "brand", 4: "neutral" } as const;

/** The badge tone of a contract status; unknown values read as neutral. */
export function contractTone(status: number): "success" | "warning" | "brand" | "neutral" {
  return status === 1 || status === 2 || status === 3 || status === 4 ? CONTRACT_TONE[status] : "neutral";
}
