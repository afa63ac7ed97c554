import { BrokerErrorCode } from "@agent-portal/api-client/contract/broker";
import { useQryAnchorListQuery } from "@agent-portal/api-client/services/broker";
import { AnchorListTab } from "@agent-portal/api-client/enums";
import { useEffect, useState } from "react";
import { checkBigoId } from "#shared/forms/bigo-id.ts";

/** How long typing must pause before the broadcaster search is sent, milliseconds. */
export const SEARCH_PAUSE_MS = 300;

/** What the broadcaster search stands at: nothing asked, asking, found, none, failed. */
export type BroadcasterMatch =
  | { readonly kind: "idle" }
  | { readonly kind: "searching" }
  | { readonly kind: "found"; readonly uid: string; readonly bigoId: string; readonly name: string }
  | { readonly kind: "none" }
  | { readonly kind: "failed" };

/** The error code QryAnchorList answers for a Bigo ID no user has (31001): "no broadcaster", not a failure. */
const isUnknownBigoId = (error: unknown): boolean => typeof error === "object" && error !== null && "code" in error && error.code === BrokerErrorCode.InvalidBigoId;

/**
 * The broadcaster a typed Bigo ID names, through the existing exact search of the broadcaster list
 * (broker QryAnchorList `bigo_id`, one row; the server's data scope decides whom the caller may
 * find). Sent once typing pauses ({@link SEARCH_PAUSE_MS}), only when `enabled` (the user may open
 * the list and the live data) and the text can be a Bigo ID (`checkBigoId`).
 */
export function useBroadcasterMatch(text: string, enabled: boolean): BroadcasterMatch {
  const check = checkBigoId(text);
  const typed = check.kind === "valid" ? check.value : "";
  const [settled, setSettled] = useState(typed);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(typed), SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const skip = !enabled || settled === "" || settled !== typed;
  const query = useQryAnchorListQuery({ tab: AnchorListTab.All, bigo_id: settled, page: 1, page_size: 1 }, { skip });
  if (!enabled || typed === "") return { kind: "idle" };
  if (skip || query.isFetching) return { kind: "searching" };
  if (query.isError) return isUnknownBigoId(query.error) ? { kind: "none" } : { kind: "failed" };
  const row = query.data?.list[0];
  return row === undefined ? { kind: "none" } : { kind: "found", uid: row.anchor_uid, bigoId: row.bigo_id, name: row.nick_name };
}
