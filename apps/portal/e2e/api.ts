/**
 * The portal's own API helpers for its end-to-end tests. The shared ones (apiLogin, apiAnswer,
 * apiCall, verifyPhone, useToken, readOutboxCode) live in `@agent-portal/e2e-support/api`.
 */
import type { AnchorListTab, ContractStatus } from "@agent-portal/api-client/enums";
import { apiCall } from "@agent-portal/e2e-support/api";
import type { APIRequestContext } from "@playwright/test";

/** One row of broker QryAnchorList, as the tests read it. */
export interface ListedAnchor {
  readonly anchor_uid: string;
  readonly bigo_id: string;
  readonly nick_name: string;
  readonly broker_uid: string;
  readonly broker_name: string;
  readonly contract_status: ContractStatus;
  readonly contract_end_time: number;
  readonly renewal_id: string;
}

/** The agency's broadcasters of a tab with a Bigo ID, through broker QryAnchorList. */
export async function listedAnchors(request: APIRequestContext, token: string, tab: AnchorListTab, bigoId: string): Promise<ListedAnchor[]> {
  const data = await apiCall<{ list: ListedAnchor[] }>(request, token, "/api/broker/QryAnchorList", { tab, bigo_id: bigoId, page: 1, page_size: 20 }, 1);
  return data.list;
}
