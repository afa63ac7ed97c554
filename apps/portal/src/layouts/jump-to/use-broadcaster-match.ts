import { BrokerErrorCode } from "@agent-portal/api-client/contract/broker";
import { useQryAnchorListQuery } from "@agent-portal/api-client/services/broker";
import { AnchorListTab } from "@agent-portal/api-client/enums";
import { useEffect, useState } from "react";
import { checkBigoId } from "#shared/forms/bigo-id.ts";

/** How long typing must pause before the broadcaster search is sent, milliseconds. */
export const SEARCH_PAUSE_MS = 300;

/** Shortest text searched as part of a name, characters (one letter would match most of the agency). */
export const NAME_MIN_LENGTH = 2;

/** Longest text searched as part of a name, characters (QryAnchorList `nick_name`: 1-32). */
export const NAME_MAX_LENGTH = 32;

/** How many broadcasters a name search lists at most. */
export const NAME_RESULTS = 5;

/** One broadcaster found: their uid (the live data's route parameter), Bigo ID and nickname. */
export interface FoundBroadcaster {
  readonly uid: string;
  readonly bigoId: string;
  readonly name: string;
}

/** What the broadcaster search stands at: nothing asked, asking, found (the exact Bigo ID first, then by name), none, failed. */
export type BroadcasterMatch =
  | { readonly kind: "idle" }
  | { readonly kind: "searching" }
  | { readonly kind: "found"; readonly broadcasters: readonly FoundBroadcaster[] }
  | { readonly kind: "none" }
  | { readonly kind: "failed" };

/** The error code QryAnchorList answers for a Bigo ID no user has (31001): "no broadcaster", not a failure. */
const isUnknownBigoId = (error: unknown): boolean => typeof error === "object" && error !== null && "code" in error && error.code === BrokerErrorCode.InvalidBigoId;

/** What a typed text is searched as: an exact Bigo ID (when it can be one) and part of a name (from two characters). */
export function searchesOf(text: string): { readonly bigoId: string; readonly name: string } {
  const check = checkBigoId(text);
  const trimmed = text.trim();
  return {
    bigoId: check.kind === "valid" ? check.value : "",
    name: trimmed.length >= NAME_MIN_LENGTH && trimmed.length <= NAME_MAX_LENGTH ? trimmed : "",
  };
}

/** The value of `text` once it has not changed for {@link SEARCH_PAUSE_MS}. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text), SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * The broadcasters a typed text names, through the broadcaster list's own call (broker
 * QryAnchorList, tab All): the exact Bigo ID (`bigo_id`, one row) and part of the nickname
 * (`nick_name`, at most {@link NAME_RESULTS} rows), the Bigo ID's broadcaster first, each once.
 * The server's data scope decides whom the caller may find (a broker: their own broadcasters).
 * Sent once typing pauses ({@link SEARCH_PAUSE_MS}), only when `enabled` (the user may open the
 * list and the live data); RTK Query caches and deduplicates each search.
 */
export function useBroadcasterMatch(text: string, enabled: boolean): BroadcasterMatch {
  const typed = searchesOf(text);
  const settledText = useSettled(text);
  const settled = searchesOf(settledText);
  const waiting = settledText !== text;
  const byId = useQryAnchorListQuery({ tab: AnchorListTab.All, bigo_id: settled.bigoId, page: 1, page_size: 1 }, { skip: !enabled || waiting || settled.bigoId === "" });
  const byName = useQryAnchorListQuery({ tab: AnchorListTab.All, nick_name: settled.name, page: 1, page_size: NAME_RESULTS }, { skip: !enabled || waiting || settled.name === "" });
  if (!enabled || (typed.bigoId === "" && typed.name === "")) return { kind: "idle" };
  if (waiting || byId.isFetching || byName.isFetching) return { kind: "searching" };
  const rows = [...(byId.isError ? [] : (byId.currentData?.list ?? [])), ...(byName.isError ? [] : (byName.currentData?.list ?? []))];
  const seen = new Set<string>();
  const broadcasters = rows.flatMap((row) => {
    if (seen.has(row.anchor_uid)) return [];
    seen.add(row.anchor_uid);
    return [{ uid: row.anchor_uid, bigoId: row.bigo_id, name: row.nick_name }];
  });
  if (broadcasters.length > 0) return { kind: "found", broadcasters };
  if ((byId.isError && !isUnknownBigoId(byId.error)) || byName.isError) return { kind: "failed" };
  return { kind: "none" };
}
