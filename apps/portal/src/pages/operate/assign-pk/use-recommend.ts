import { useAddPkRecomAnchorMutation, useDelPkRecomAnchorMutation } from "@agent-portal/api-client/services/live-agent-service-pk";
import { PkErrorCode } from "@agent-portal/api-client/contract/live-agent-service-pk";
import { isApiError } from "@agent-portal/api-client/errors";
import { toast } from "@agent-portal/ui-kit/components/toast";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import type { PkCandidate } from "./assign-pk-params.ts";
import type { PendingChange, PendingChanges } from "./recommend-state.ts";
import { accepted, rolledBack, shownCount, shownRecommended, withChange } from "./recommend-state.ts";

/** What {@link useRecommend} answers. */
export interface Recommend {
  /** Recommended opponents shown: the server's count with the changes still on their way. */
  readonly count: number;
  /** The server's limit (`recommend_limit`). */
  readonly limit: number;
  /** Whether the limit is reached (adding is disabled). */
  readonly full: boolean;
  /** Whether a candidate shows as recommended. */
  readonly isRecommended: (row: PkCandidate) => boolean;
  /** Recommends or withdraws a candidate at once; a refusal rolls it back with a message. */
  readonly toggle: (row: PkCandidate) => void;
}

/**
 * Optimistic recommend / withdraw of PK opponents for one broadcaster (AddPkRecomAnchor,
 * DelPkRecomAnchor). The click shows at once (`recommend-state.ts`); the server's refusal rolls it
 * back with a toast that names the candidate and the reason: for 39001 the limit in words
 * ("at most 10"), otherwise the call's translated message. The lists refetch through the
 * mutation's tags (`PkRecommend` of the broadcaster) after a success, and through `refresh` after a
 * refusal (another manager may have changed the count meanwhile).
 *
 * @param anchorUid the broadcaster whose opponents change
 * @param server the shown candidate page's `recommend_count` and `recommend_limit`, and when it was fetched (ms)
 * @param refresh refetches the shown candidate page
 */
export function useRecommend(
  anchorUid: string,
  server: { readonly count: number; readonly limit: number; readonly fetchedAt: number | undefined },
  refresh: () => void,
): Recommend {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const [add] = useAddPkRecomAnchorMutation();
  const [remove] = useDelPkRecomAnchorMutation();
  const [pending, setPending] = useState<PendingChanges>(() => new Map());
  const count = shownCount(server.count, pending, server.fetchedAt);

  const toggle = useCallback(
    (row: PkCandidate) => {
      const was = shownRecommended(row.anchor_uid, row.recommended === 1, pending, server.fetchedAt);
      const change: PendingChange = { want: !was, was, acceptedAt: null };
      setPending((current) => withChange(current, row.anchor_uid, change));
      const call = change.want ? add({ anchor_uid: anchorUid, cand_anchor_uids: [row.anchor_uid] }) : remove({ anchor_uid: anchorUid, cand_anchor_uids: [row.anchor_uid] });
      call.unwrap().then(
        () => {
          setPending((current) => accepted(current, row.anchor_uid, change, Date.now()));
        },
        (error: unknown) => {
          setPending((current) => rolledBack(current, row.anchor_uid, change));
          refresh();
          const limitReached = isApiError(error) && error.code === PkErrorCode.RecommendLimitReached;
          const reason = limitReached ? t("operate.assignPk.limitReason", { limit: server.limit }) : errorMessage(error);
          if (reason === null) return;
          toast({ tone: "error", title: t(change.want ? "operate.assignPk.addRolledBack" : "operate.assignPk.removeRolledBack", { name: row.nick_name }), description: reason });
        },
      );
    },
    [add, remove, anchorUid, pending, server.fetchedAt, server.limit, t, errorMessage, refresh],
  );

  return {
    count,
    limit: server.limit,
    full: count >= server.limit,
    isRecommended: (row) => shownRecommended(row.anchor_uid, row.recommended === 1, pending, server.fetchedAt),
    toggle,
  };
}
