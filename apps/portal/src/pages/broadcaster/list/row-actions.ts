import { ContractStatus } from "@agent-portal/api-client/enums";
import type { Broadcaster } from "./anchor-list-params.ts";

/**
 * Actions a row of the broadcaster list may offer (issue 7), in menu order:
 * - `assignBroker`: SetBroker (phone-verified), for a current contract, by staff who manage brokers;
 * - `brokerHistory`: QrySetBrokerRecords of the broadcaster;
 * - `renew`: RenewalContract, only while the contract is "to be renewed" (ends within 30 days, no renewal pending);
 * - `remindRenewal` / `cancelRenewal`: RemindRenewalContract / CancelRenewalContract, while a renewal is pending (with a `renewal_id`);
 * - `shareRenewal`: the broadcaster's confirmation page of the pending renewal;
 * - `extend`: ExtendContract (a grace period, once), while the contract ends within 30 days (to be renewed or renewal pending);
 * - `renewalRecords`: QryRenewalContractRecords of the broadcaster;
 * - `reGrade`: SendNewAnchorReGrade, for a broadcaster who joined within 30 days (`is_new_anchor`) with a current contract;
 * - `liveData`: the broadcaster's live data page.
 * A terminated contract offers only the records and live data. Follow / unfollow is its own column.
 */
export type RowAction = "assignBroker" | "brokerHistory" | "renew" | "remindRenewal" | "cancelRenewal" | "shareRenewal" | "extend" | "renewalRecords" | "reGrade" | "liveData";

/** What the viewer may do besides the row's state. */
export interface Viewer {
  /** Super managers, managers, admins and operators assign brokers; brokers do not (the server answers 30001). */
  readonly canAssignBroker: boolean;
}

/** The actions a row offers to a viewer, in menu order (see {@link RowAction}). */
export function rowActions(row: Pick<Broadcaster, "contract_status" | "renewal_id" | "is_new_anchor">, viewer: Viewer): RowAction[] {
  const current = row.contract_status !== ContractStatus.Terminated;
  const pending = row.contract_status === ContractStatus.RenewalPending && row.renewal_id !== "";
  const actions: RowAction[] = [];
  if (current && viewer.canAssignBroker) actions.push("assignBroker");
  actions.push("brokerHistory");
  if (row.contract_status === ContractStatus.ToBeRenewed) actions.push("renew");
  if (pending) actions.push("remindRenewal", "cancelRenewal", "shareRenewal");
  if (row.contract_status === ContractStatus.ToBeRenewed || row.contract_status === ContractStatus.RenewalPending) actions.push("extend");
  actions.push("renewalRecords");
  if (current && row.is_new_anchor === 1) actions.push("reGrade");
  actions.push("liveData");
  return actions;
}

/** Contract status (QryAnchorList `contract_status`) -> badge tone. */
export const CONTRACT_TONE = {
  [ContractStatus.Active]: "success",
  [ContractStatus.ToBeRenewed]: "warning",
  [ContractStatus.RenewalPending]: "brand",
  [ContractStatus.Terminated]: "neutral",
} as const satisfies Record<ContractStatus, string>;

/** The badge tone of a contract status. */
export function contractTone(status: ContractStatus): "success" | "warning" | "brand" | "neutral" {
  return CONTRACT_TONE[status];
}
