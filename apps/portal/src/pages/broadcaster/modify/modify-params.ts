import type { RequestOf } from "@agent-portal/api-client/contract/define";
import type { QryTransferList } from "@agent-portal/api-client/contract/manage-anchor";
import type { QryCancelContractList } from "@agent-portal/api-client/contract/manage-anchor-cancel";
import { CancellationStatus, TransferDirection, TransferStatus } from "@agent-portal/api-client/enums";
import { checkBigoId } from "#shared/forms/bigo-id.ts";
import { listParams } from "@agent-portal/app-runtime/list/list-params";
import type { ParamValues } from "@agent-portal/app-runtime/url-state/param-codecs";
import { oneOfParam, optionalEnumParam, textParam } from "@agent-portal/app-runtime/url-state/param-codecs";

/** The server's order only: newest first. */
export const MODIFY_SORTABLE = ["created"] as const;

/**
 * The modify page's URL (`/broadcaster/modify/modify?…`): `view` (out, in, cancel), page, size,
 * `status` (the view's status enum) and `bigo`.
 */
export const MODIFY_SPEC = {
  ...listParams(MODIFY_SORTABLE, "created", "desc"),
  view: oneOfParam(["out", "in", "cancel"] as const, "out"),
  status: optionalEnumParam(TransferStatus),
  bigo: textParam(64),
};

/** Whether a URL status is one the cancel view filters by (the transfer statuses are a superset). */
const isCancellationStatus = (status: number): status is CancellationStatus => (Object.values(CancellationStatus) as number[]).includes(status);

/** The modify page's URL values. */
export type ModifyValues = ParamValues<typeof MODIFY_SPEC>;

/** The QryTransferList request of the out / in view, or `null` for an invalid Bigo ID. */
export function transferListRequest(values: ModifyValues): RequestOf<typeof QryTransferList> | null {
  const bigo = checkBigoId(values.bigo);
  if (bigo.kind === "invalid" || values.view === "cancel") return null;
  return {
    direction: values.view === "out" ? TransferDirection.Out : TransferDirection.In,
    ...(values.status === null ? {} : { status: values.status }),
    ...(bigo.kind === "valid" ? { anchor_bigo_id: bigo.value } : {}),
    page: values.page,
    page_size: values.size,
  };
}

/** The QryCancelContractList request of the cancel view, or `null` for an invalid Bigo ID (or another view). */
export function cancelListRequest(values: ModifyValues): RequestOf<typeof QryCancelContractList> | null {
  const bigo = checkBigoId(values.bigo);
  if (bigo.kind === "invalid" || values.view !== "cancel") return null;
  return {
    ...(values.status !== null && isCancellationStatus(values.status) ? { status: values.status } : {}),
    ...(bigo.kind === "valid" ? { anchor_bigo_id: bigo.value } : {}),
    page: values.page,
    page_size: values.size,
  };
}
