import type { GetInviteList, GetRecomAnchor } from "@agent-portal/api-client/contract/live-agent-front";
import type { RequestOf, ResponseOf } from "@agent-portal/api-client/contract/define";
import { InviteKind, InviteStatus } from "@agent-portal/api-client/enums";
import { checkBigoId } from "#shared/forms/bigo-id.ts";
import { listParams } from "@agent-portal/app-runtime/list/list-params";
import type { ParamValues } from "@agent-portal/app-runtime/url-state/param-codecs";
import { oneOfParam, optionalEnumParam, textParam } from "@agent-portal/app-runtime/url-state/param-codecs";

/** A recommended broadcaster (GetRecomAnchor). */
export type RecommendedAnchor = ResponseOf<typeof GetRecomAnchor>["list"][number];
/** An invitation or application (GetInviteList). */
export type Invite = ResponseOf<typeof GetInviteList>["list"][number];

/** The page's two lists, one shown at a time (they share page and size). */
export const RECOMMEND_VIEWS = ["recommended", "invites"] as const;
/** The server's order only. */
export const RECOMMEND_SORTABLE = ["default"] as const;

/**
 * The recommend-hosts URL (`/broadcaster/recruit/recommend-hosts?…`): `view` (recommended hosts or
 * invitations), page and size of the shown list, `country` (recommended hosts), and the
 * invitations' `kind` (invitation or application), `status` (an invite status) and `bigo`.
 */
export const RECOMMEND_SPEC = {
  ...listParams(RECOMMEND_SORTABLE, "default", "desc"),
  view: oneOfParam(RECOMMEND_VIEWS, "recommended"),
  country: textParam(5),
  kind: optionalEnumParam(InviteKind),
  status: optionalEnumParam(InviteStatus),
  bigo: textParam(64),
};

/** The page's URL values. */
export type RecommendValues = ParamValues<typeof RECOMMEND_SPEC>;

/** The GetRecomAnchor request of a view (a country that is not a code is ignored). */
export function recommendedRequest(values: RecommendValues): RequestOf<typeof GetRecomAnchor> {
  return { ...(/^[A-Z]{2}$/.test(values.country) ? { country: values.country } : {}), page: values.page, page_size: values.size };
}

/** The GetInviteList request of a view, or `null` for a Bigo ID that cannot exist. */
export function inviteListRequest(values: RecommendValues): RequestOf<typeof GetInviteList> | null {
  const bigo = checkBigoId(values.bigo);
  if (bigo.kind === "invalid") return null;
  return {
    ...(values.kind === null ? {} : { kind: values.kind }),
    ...(values.status === null ? {} : { status: values.status }),
    ...(bigo.kind === "valid" ? { anchor_bigo_id: bigo.value } : {}),
    page: values.page,
    page_size: values.size,
  };
}

/** The code of an invitation's webview page (`AnchorInvite`): `i.<invite_id>` (a shared link uses its own code). */
export const invitePageCode = (inviteId: string): string => `i.${inviteId}`;

/** Invite status -> badge tone: pending, accepted, rejected; expired is neutral. */
export function inviteTone(status: InviteStatus): "brand" | "success" | "danger" | "neutral" {
  return status === InviteStatus.Pending ? "brand" : status === InviteStatus.Accepted ? "success" : status === InviteStatus.Rejected ? "danger" : "neutral";
}
