import { brokerApi } from "@agent-portal/api-client/services/broker";
import { useAddFollowUserMutation, useDelFollowInfoMutation } from "@agent-portal/api-client/services/follow-store";
import { useCallback, useState } from "react";
import { useAppDispatch } from "@agent-portal/app-runtime/store/hooks";
import { useNotify } from "#shared/feedback/use-notify.ts";
import type { AnchorListRequest, Broadcaster } from "./anchor-list-params.ts";

/**
 * Follow / unfollow from the list with optimistic UI (follow store AddFollowUser / DelFollowInfo):
 * the row's star flips in the cached page at once (`updateQueryData` on the shown QryAnchorList
 * request); a failure puts it back and shows why. Success invalidates `Broadcaster`, so the page
 * is read again from the server. One call per row at a time.
 */
export function useFollow(request: AnchorListRequest | null): { readonly busy: ReadonlySet<string>; readonly toggle: (row: Broadcaster) => void } {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const [follow] = useAddFollowUserMutation();
  const [unfollow] = useDelFollowInfoMutation();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const toggle = useCallback(
    (row: Broadcaster) => {
      if (request === null || busy.has(row.anchor_uid)) return;
      const next = row.is_followed === 1 ? 0 : 1;
      const patch = dispatch(
        brokerApi.util.updateQueryData("QryAnchorList", request, (draft) => {
          const cached = draft.list.find((item) => item.anchor_uid === row.anchor_uid);
          if (cached) cached.is_followed = next;
        }),
      );
      setBusy((current) => new Set(current).add(row.anchor_uid));
      const call = next === 1 ? follow({ follow_uid: row.anchor_uid }) : unfollow({ follow_uid: row.anchor_uid });
      void call
        .unwrap()
        .catch((error: unknown) => {
          patch.undo();
          notify.failure(error);
        })
        .finally(() => {
          setBusy((current) => {
            const rest = new Set(current);
            rest.delete(row.anchor_uid);
            return rest;
          });
        });
    },
    [request, busy, dispatch, follow, unfollow, notify],
  );
  return { busy, toggle };
}
